import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { greatCircleKm } from '#domain/geo.ts';

/** How much longer than as the crow flies every route of this server is. */
export const ROUTE_FACTOR = 1.3;
/** Points of every route's line: more than the site keeps, so that it has to simplify. */
export const ROUTE_POINTS = 401;

/** What the server answers: routes, OSRM's "no route", a page that is not JSON, or a failure. */
export type OsrmAnswer = 'route' | 'no-route' | 'garbage' | 'failure';

/** Words a broken service might send, which must never reach a reader. */
export const SERVICE_TEXT = 'osrm-internal: shard 7 of europe-latest.osrm not loaded';

/**
 * A line from `a` through a midpoint moved off the straight way (by a tenth of the leg, to the
 * left) to `b`, as `[longitude, latitude]` positions: a route that is visibly not the great circle.
 */
function bentLine(a: [number, number], b: [number, number]): [number, number][] {
  const middle: [number, number] = [(a[0] + b[0]) / 2 - (b[1] - a[1]) / 10, (a[1] + b[1]) / 2 + (b[0] - a[0]) / 10];
  const half = (ROUTE_POINTS - 1) / 2;
  return Array.from({ length: ROUTE_POINTS }, (_, index) => {
    const [from, to, f] = index <= half ? [a, middle, index / half] : [middle, b, (index - half) / half];
    return [from[0] + (to[0] - from[0]) * f, from[1] + (to[1] - from[1]) * f];
  });
}

/**
 * A local stand-in for an OSRM server (osrm-routed), speaking its HTTP API's `route/v1` service:
 * `GET /route/v1/{profile}/{lon},{lat};{lon},{lat}?overview=full&geometries=geojson`. Its routes
 * are deterministic: `ROUTE_FACTOR` times the great-circle distance, along `bentLine`. It counts
 * the requests per path, and answers as `state.answer` says.
 */
export async function startOsrm() {
  const state = { answer: 'route' as OsrmAnswer, requests: [] as string[] };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://osrm');
    const match = /^\/route\/v1\/([a-z]+)\/(-?[\d.]+),(-?[\d.]+);(-?[\d.]+),(-?[\d.]+)$/.exec(url.pathname);
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (!match) return json(400, { code: 'InvalidUrl', message: `URL string malformed close to position 1: "${url}"` });
    state.requests.push(`${match[1]}/${match[2]},${match[3]};${match[4]},${match[5]}`);
    if (url.searchParams.get('overview') !== 'full' || url.searchParams.get('geometries') !== 'geojson') {
      return json(400, { code: 'InvalidOptions', message: 'the site asks for the full line as GeoJSON' });
    }
    if (state.answer === 'no-route') return json(400, { code: 'NoRoute', message: 'Impossible route between points' });
    if (state.answer === 'garbage') {
      return void response.writeHead(200, { 'content-type': 'text/html' }).end(`<h1>${SERVICE_TEXT}</h1>`);
    }
    if (state.answer === 'failure') return json(503, { code: 'Busy', message: SERVICE_TEXT });
    const a: [number, number] = [Number(match[2]), Number(match[3])];
    const b: [number, number] = [Number(match[4]), Number(match[5])];
    const km = greatCircleKm({ longitude: a[0], latitude: a[1] }, { longitude: b[0], latitude: b[1] });
    const distance = Math.round(km * ROUTE_FACTOR * 1000 * 10) / 10;
    return json(200, {
      code: 'Ok',
      routes: [
        {
          distance,
          duration: distance / 15,
          weight: distance / 15,
          weight_name: 'routability',
          geometry: { type: 'LineString', coordinates: bentLine(a, b) },
          legs: [{ distance, duration: distance / 15, summary: '', steps: [] }],
        },
      ],
      waypoints: [
        { name: '', location: a, distance: 0 },
        { name: '', location: b, distance: 0 },
      ],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The site's fetch keeps its connections open for the next leg.
        server.closeAllConnections();
      }),
  };
}
