import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { TransportType } from '#domain/trip-scales.ts';
import type { Db } from '../db/client.ts';
import { direction, legRoute, place, trip } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import type { TripRecord } from '../features/trips/trip-record.ts';
import { log } from '../observability/logger.ts';
import { type RoutableLeg, routableLegs } from './leg-routes.ts';
import { askRoute, RoutingFailure } from './osrm.ts';

/** How long a claim holds: far longer than one request may take, short enough that a crash is retried soon. */
const CLAIM_MS = 2 * 60_000;
/** The wait after a failure, doubled with each further one, up to a day. */
const FIRST_RETRY_MS = 10 * 60_000;
const LAST_RETRY_MS = 24 * 60 * 60_000;
/** How often an instance retries what failed or lapsed, and how often it looks over every published trip. */
const RETRY_SWEEP_MS = 10 * 60_000;
const FULL_SWEEP_MS = 24 * 60 * 60_000;
const TRIPS_PER_BATCH = 200;
const RETRIES_PER_SWEEP = 500;

type Leg = Pick<RoutableLeg, 'key' | 'profile'>;
export type FetchOptions = { now?: () => Date; stop?: () => boolean };

/**
 * Takes the leg for this instance to ask: a new row, or one whose claim lapsed or whose wait after
 * a failure is over, in one statement, so that of instances asking at once exactly one gets it.
 * Returns the attempt it is, or null when the leg is stored, waiting, or being asked elsewhere.
 */
async function claim(db: Db, leg: Leg, now: Date): Promise<number | null> {
  const until = new Date(now.getTime() + CLAIM_MS);
  const [claimed] = await db
    .insert(legRoute)
    .values({ key: leg.key, profile: leg.profile, state: 'fetching', attempts: 1, retryAt: until })
    .onConflictDoUpdate({
      target: legRoute.key,
      set: { state: 'fetching', attempts: sql`${legRoute.attempts} + 1`, retryAt: until },
      setWhere: and(inArray(legRoute.state, ['fetching', 'failed']), lte(legRoute.retryAt, now)),
    })
    .returning({ attempts: legRoute.attempts });
  return claimed?.attempts ?? null;
}

/** Asks the service for one claimed leg and stores what it said: the route, no route, or when to ask again. */
async function fetchOne(db: Db, url: string, leg: Leg, attempts: number, now: () => Date): Promise<void> {
  const mine = and(eq(legRoute.key, leg.key), eq(legRoute.state, 'fetching'));
  try {
    const answer = await askRoute(url, leg.key);
    const fetchedAt = now();
    await db
      .update(legRoute)
      .set(
        answer.found
          ? { state: 'routed', km: answer.km, points: answer.points, retryAt: null, fetchedAt }
          : { state: 'none', retryAt: null, fetchedAt },
      )
      .where(mine);
    if (!answer.found)
      log.info(`The route service has no route for ${leg.key} (${answer.code}); it is not asked again.`);
  } catch (error) {
    if (!(error instanceof RoutingFailure)) throw error;
    const wait = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempts - 1));
    await db
      .update(legRoute)
      .set({ state: 'failed', retryAt: new Date(now().getTime() + wait) })
      .where(mine);
    log.warn(
      { err: error },
      `The route of ${leg.key} could not be fetched; it is asked again in ${Math.round(wait / 60_000)} minutes.`,
    );
  }
}

/** Of these legs, those not stored and not waiting: the ones a claim may take. */
async function dueLegs(db: Db, legs: readonly Leg[], now: Date): Promise<Leg[]> {
  const unique = [...new Map(legs.map((leg) => [leg.key, leg])).values()];
  if (unique.length === 0) return [];
  const keys = unique.map(({ key }) => key);
  const settled = await db
    .select({ key: legRoute.key })
    .from(legRoute)
    .where(
      and(inArray(legRoute.key, keys), or(inArray(legRoute.state, ['routed', 'none']), gt(legRoute.retryAt, now))),
    );
  const skip = new Set(settled.map(({ key }) => key));
  return unique.filter(({ key }) => !skip.has(key));
}

/**
 * Asks ROUTING_URL for each of `legs` that no instance stored or is asking, one after another (a
 * self-hosted service is not to be flooded). Returns how many it asked.
 */
export async function fetchRoutes(
  db: Db,
  url: string,
  legs: readonly Leg[],
  { now = () => new Date(), stop = () => false }: FetchOptions = {},
): Promise<number> {
  let asked = 0;
  for (const leg of await dueLegs(db, legs, now())) {
    if (stop()) break;
    const attempts = await claim(db, leg, now());
    if (attempts === null) continue;
    asked++;
    await fetchOne(db, url, leg, attempts, now);
  }
  return asked;
}

/**
 * After a write (ADR 0072: the service does what follows it): the legs of a published trip (a
 * hidden one too, which its author still reads and may be shown again) are fetched in the
 * background, never in the writer's request; without ROUTING_URL nothing is.
 */
export function routeTripSoon(db: Db, env: Pick<Env, 'ROUTING_URL'>, record: TripRecord): void {
  const url = env.ROUTING_URL;
  if (!url || record.status !== 'published') return;
  const legs = routableLegs(record.places);
  if (legs.length === 0) return;
  fetchRoutes(db, url, legs).catch((error: unknown) =>
    log.warn({ err: error }, `The routes of trip ${record.id} could not be fetched; the sweep tries again.`),
  );
}

type Direction = { type: TransportType; duration: number };
type Station = { latitude: number | null; longitude: number | null; directions: Direction[] };

/** The stations of these trips in order, with their legs' means and durations: what `routableLegs` reads. */
async function stationsOf(db: Db, tripIds: string[]): Promise<Station[][]> {
  const rows = await db
    .select({
      tripId: place.tripId,
      latitude: place.latitude,
      longitude: place.longitude,
      // Named in full: a select of one table leaves its columns unqualified, which the subquery would take for its own.
      directions: sql<Direction[]>`coalesce((SELECT json_agg(json_build_object('type', d.type, 'duration', d.duration)
        ORDER BY d.position) FROM ${direction} d WHERE d.place_id = ${place}.id), '[]')`,
    })
    .from(place)
    .where(inArray(place.tripId, tripIds))
    .orderBy(asc(place.tripId), asc(place.position));
  const byTrip = new Map<string, Station[]>();
  for (const { tripId, ...station } of rows) {
    const stations = byTrip.get(tripId) ?? [];
    stations.push(station);
    byTrip.set(tripId, stations);
  }
  return [...byTrip.values()];
}

/**
 * Looks over every published trip, a batch at a time, and fetches its legs that are missing:
 * trips stored before ROUTING_URL was set, or written by an instance without it.
 */
export async function routePublishedTrips(db: Db, url: string, options: FetchOptions = {}): Promise<number> {
  let after = '';
  let asked = 0;
  while (!options.stop?.()) {
    const batch = await db
      .select({ id: trip.id })
      .from(trip)
      .where(and(eq(trip.status, 'published'), gt(trip.id, after)))
      .orderBy(asc(trip.id))
      .limit(TRIPS_PER_BATCH);
    const last = batch.at(-1);
    if (!last) break;
    after = last.id;
    const trips = await stationsOf(
      db,
      batch.map(({ id }) => id),
    );
    const legs = trips.flatMap((stations) => routableLegs(stations));
    asked += await fetchRoutes(db, url, legs, options);
  }
  return asked;
}

/** Asks again for the legs whose wait after a failure is over, or whose claim lapsed (an instance stopped mid-way). */
export async function retryDueRoutes(db: Db, url: string, options: FetchOptions = {}): Promise<number> {
  const now = options.now?.() ?? new Date();
  const due = await db
    .select({ key: legRoute.key, profile: legRoute.profile })
    .from(legRoute)
    .where(and(inArray(legRoute.state, ['fetching', 'failed']), lte(legRoute.retryAt, now)))
    .orderBy(asc(legRoute.retryAt))
    .limit(RETRIES_PER_SWEEP);
  return fetchRoutes(db, url, due, options);
}

/**
 * With ROUTING_URL set: at start-up every published trip's missing legs, then every ten minutes
 * the retries and once a day every trip again; rounds never overlap. Without it, nothing, ever.
 * Returns what stops it, settling once the round under way has ended.
 */
export function routeLegsInBackground(db: Db, env: Pick<Env, 'ROUTING_URL'>): () => Promise<void> {
  const url = env.ROUTING_URL;
  if (!url) return async () => {};
  let stopped = false;
  let lastFull = Number.NEGATIVE_INFINITY;
  let round: Promise<unknown> = Promise.resolve();
  const options = { stop: () => stopped };
  const sweep = () => {
    round = round
      .then(async () => {
        if (Date.now() - lastFull >= FULL_SWEEP_MS) {
          lastFull = Date.now();
          await routePublishedTrips(db, url, options);
        }
        await retryDueRoutes(db, url, options);
      })
      .catch((error: unknown) =>
        log.warn({ err: error }, 'The routes of legs could not be fetched; the next sweep tries again.'),
      );
  };
  sweep();
  const timer = setInterval(sweep, RETRY_SWEEP_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await round;
  };
}
