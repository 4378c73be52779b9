import { z } from 'zod';
import type { Coordinates, RoutingProfile } from '#domain/geo.ts';
import { simplifyLine } from './simplify-line.ts';

/** A route's line is kept to this many points: its shape on a trip's map, a few kilobytes per leg. */
export const MAX_ROUTE_POINTS = 100;
/** One leg's route is found in milliseconds; a service that takes longer is busy or stuck. */
const TIMEOUT_MS = 15_000;
/** A full line across a continent is a few megabytes of GeoJSON; far more is not a route. */
const MAX_BYTES = 16 * 1024 * 1024;

/** Degrees to five decimals, about a metre: the precision a leg is asked, stored and drawn at. */
const fixed = (degrees: number) => (Math.round(degrees * 1e5) / 1e5).toFixed(5);

/** A point as OSRM's address has it, `{lon},{lat}`, rounded: two stations a metre apart are one point. */
export const pointText = ({ latitude, longitude }: Coordinates) => `${fixed(longitude)},${fixed(latitude)}`;

/**
 * The question for a leg as OSRM's address has it, `{profile}/{lon},{lat};{lon},{lat}`: the
 * stored route's key, so that a leg asked once by any trip or instance is not asked again.
 */
export const routePath = (profile: RoutingProfile, from: Coordinates, to: Coordinates) =>
  `${profile}/${pointText(from)};${pointText(to)}`;

/** What the service answered for a leg: its route, or that it has none (which asking again does not change). */
export type RouteAnswer = { found: true; km: number; points: [number, number][] } | { found: false; code: string };

/**
 * Why a leg could not be asked: the service was unreachable, slow, refused, or said something
 * that is not an OSRM answer. Worth asking again later. The message is for the log, never a page.
 */
export class RoutingFailure extends Error {
  override name = 'RoutingFailure';
}

/** OSRM's codes that say this question has no route (the HTTP API page of osrm-backend): the same answer next time. */
const noRouteCodes = new Set(['NoRoute', 'NoSegment', 'TooBig']);

const position = z.array(z.number()).min(2);
const answerSchema = z.object({
  code: z.literal('Ok'),
  routes: z.array(
    z.object({
      distance: z.number().min(0).max(40_075_000),
      geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(position).min(2) }),
    }),
  ),
});

/**
 * Reads an OSRM `route/v1` answer (`overview=full&geometries=geojson`): the first route's distance
 * in kilometres and its line as `[latitude, longitude]`, simplified to MAX_ROUTE_POINTS; a code
 * saying there is no route as not found; anything else is refused with a RoutingFailure.
 */
export function parseRouteAnswer(body: unknown): RouteAnswer {
  const code = (body as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && noRouteCodes.has(code)) return { found: false, code };
  const parsed = answerSchema.safeParse(body);
  // The log names the code the service gave, cut short: its words are its own.
  if (!parsed.success)
    throw new RoutingFailure(`not an OSRM route answer (code ${JSON.stringify(code ?? null).slice(0, 40)})`);
  const [route] = parsed.data.routes;
  if (!route) return { found: false, code: 'NoRoute' };
  const line = route.geometry.coordinates.map(([longitude, latitude]) => [latitude, longitude] as [number, number]);
  if (line.some(([latitude, longitude]) => Math.abs(latitude) > 90 || Math.abs(longitude) > 180))
    throw new RoutingFailure('a route point outside the globe');
  const points = simplifyLine(line, MAX_ROUTE_POINTS).map(
    ([latitude, longitude]) => [Number(fixed(latitude)), Number(fixed(longitude))] as [number, number],
  );
  return { found: true, km: route.distance / 1000, points };
}

/** The body as text, refused past `max` bytes before all of it is read. */
async function boundedText(response: Response, max: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > max) {
    await response.body?.cancel();
    throw new RoutingFailure(`an answer of ${declared} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    size += chunk.value.byteLength;
    if (size > max) {
      await reader?.cancel();
      throw new RoutingFailure(`an answer of more than ${max} bytes`);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Asks the OSRM-compatible service at `baseUrl` (ROUTING_URL) for the way from `from` to `to`:
 * `GET {baseUrl}/route/v1/{profile}/{lon},{lat};{lon},{lat}?overview=full&geometries=geojson`.
 * OSRM answers 200 with its route and 400 with the code of a refusal; any other status, a
 * timeout, an oversized or unreadable answer throws a RoutingFailure.
 */
export async function askRoute(
  baseUrl: string,
  path: string,
  { timeoutMs = TIMEOUT_MS, maxBytes = MAX_BYTES } = {},
): Promise<RouteAnswer> {
  const url = `${baseUrl.replace(/\/+$/, '')}/route/v1/${path}?overview=full&geometries=geojson`;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    throw new RoutingFailure(`${url} could not be reached: ${(error as Error).message}`);
  }
  if (response.status !== 200 && response.status !== 400) {
    await response.body?.cancel();
    throw new RoutingFailure(`${url} answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(await boundedText(response, maxBytes));
  } catch (error) {
    if (error instanceof RoutingFailure) throw new RoutingFailure(`${url} sent ${error.message}`);
    throw new RoutingFailure(`${url} sent no JSON: ${(error as Error).message}`);
  }
  try {
    return parseRouteAnswer(body);
  } catch (error) {
    throw new RoutingFailure(`${url} sent ${(error as Error).message}`);
  }
}
