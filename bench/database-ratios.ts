import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, type Database } from '#server/db/client.ts';
import { searchTrips } from '#server/features/search/search.service.ts';
import { sessionStanding } from '#server/features/trips/trip-reader.ts';
import { demoTripPath } from './page-weight.ts';
import { dropDatabase, freshDatabase, PAGES_DATABASE_URL } from './postgres.ts';
import { type Ratio, ratio } from './ratios-report.ts';
import { parseQuery, recording, replay } from './search-latency.ts';
import { type RunningServer, startServer } from './server.ts';
import { verifiedAuthor } from './wizard-trip.ts';
import { CONCURRENCY, inTurn, type Rate, type Side, wrkSide } from './wrk.ts';

/** Issue 30 point 3: the signed-in trip page at no less than this share of its database reads alone. */
export const MIN_SIGNED_IN_SHARE = 0.5;
/** A word of the demo content: five trips match it. */
const SEARCH = 'q=wine';
const names: Record<Database['kind'], string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** `read` from CONCURRENCY callers at once, each calling again as soon as it returns. */
function loopSide(read: () => Promise<unknown>): Side {
  return async (seconds) => {
    const durations: number[] = [];
    let errors = 0;
    const started = performance.now();
    const until = started + seconds * 1000;
    const caller = async () => {
      while (performance.now() < until) {
        const start = performance.now();
        await read().then(
          () => durations.push(performance.now() - start),
          () => errors++,
        );
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, caller));
    durations.sort((a, b) => a - b);
    const p99 = durations[Math.ceil(durations.length * 0.99) - 1] ?? 0;
    const perSecond = durations.length / ((performance.now() - started) / 1000);
    return { perSecond: Math.round(perSecond), p99Ms: Math.round(p99 * 10) / 10, errors };
  };
}

/**
 * What the signed-in page reads the database with: the session token of the reader's cookie
 * (before the signature's dot), the trip's id and the ids of its related trips' cards.
 */
async function readerPage(server: RunningServer, tripPath: string) {
  const cookies = await verifiedAuthor(server);
  const session = cookies.find(({ name }) => name.endsWith('session_token'));
  if (!session) throw new Error('Signing in set no session cookie');
  const signed = decodeURIComponent(session.value);
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  // The cards' save buttons are slots of the reader's own on the shared page.
  const shared = await (await fetch(server.url + tripPath)).text();
  const cardIds = [...new Set([...shared.matchAll(/save:([\w-]+)/g)].map((match) => match[1] ?? ''))];
  const own = await (await fetch(server.url + tripPath, { headers: { cookie } })).text();
  const tripId = [...own.matchAll(/name="trip" value="([\w-]+)"/g)]
    .map((match) => match[1] ?? '')
    .find((id) => !cardIds.includes(id));
  if (!tripId) throw new Error(`${tripPath} signed in shows no reader's buttons`);
  return { cookie, token: signed.slice(0, signed.lastIndexOf('.')), tripId, cardIds };
}

const seeded = async (kind: Database['kind']): Promise<Record<string, string> | undefined> => {
  if (kind === 'pglite') return {};
  if (!(await freshDatabase(PAGES_DATABASE_URL))) return undefined;
  return {
    DATABASE_URL: PAGES_DATABASE_URL,
    DEMO_CONTENT: 'yes',
    AUTH_SECRET: 'bench-pages-secret-of-at-least-32-characters',
  };
};

/**
 * The signed-in trip page and a search on an instance with the demo content on `kind`, then,
 * once it stopped (PGlite opens in one process at a time), the same database reads from this
 * process through the app's own functions on the same database; undefined when no PostgreSQL
 * server answers.
 */
export async function databaseRatios(
  root: string,
  /** The copy of the build every instance runs (bench/server.ts, `snapshotBuild`). */
  workDir: string,
  kind: Database['kind'],
  /** More to measure on the running instance first, given its demo trip page. */
  first?: (server: RunningServer, tripPath: string) => Promise<Ratio[]>,
): Promise<Ratio[] | undefined> {
  const env = await seeded(kind);
  if (!env) {
    console.log(`Ratios on PostgreSQL: skipped, nothing answers at ${PAGES_DATABASE_URL}`);
    return undefined;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'itinera-bench-ratios-'));
  try {
    const server = await startServer(root, { dataDir, env, workDir });
    let reader: Awaited<ReturnType<typeof readerPage>>;
    let signedIn: Rate;
    let search: Rate;
    let before: Ratio[] = [];
    const since = new Date();
    try {
      const tripPath = await demoTripPath(server.url);
      if (first) before = await first(server, tripPath);
      reader = await readerPage(server, tripPath);
      console.log(`Ratios on ${names[kind]}: the trip page signed in, then a search…`);
      [signedIn] = await inTurn([wrkSide(server.url + tripPath, { cookie: reader.cookie })]);
      [search] = await inTurn([wrkSide(`${server.url}/api/trip/search?${SEARCH}`)]);
    } finally {
      await server.stop();
    }
    const database = createDb({ DATA_DIR: dataDir, DATABASE_URL: env.DATABASE_URL });
    try {
      const page = { tripId: reader.tripId, cardIds: reader.cardIds, since };
      console.log(`Ratios on ${names[kind]}: the same reads alone…`);
      const [reads] = await inTurn([loopSide(() => sessionStanding(database.db, reader.token, page))]);
      const recorder = recording(database, database.db.$client);
      await searchTrips(recorder.db, parseQuery(SEARCH), 'en');
      const [statements] = await inTurn([loopSide(replay(database.db, recorder.statements))]);
      return [
        ...before,
        ratio({
          name: 'Signed-in trip page',
          database: names[kind],
          work: `the cached trip page with the reader's parts, ${reader.cardIds.length} related trips`,
          measured: { label: 'Itinera', rate: signedIn },
          limit: { label: 'its reads alone (`sessionStanding`)', rate: reads },
          min: MIN_SIGNED_IN_SHARE,
        }),
        ratio({
          name: 'Uncached search',
          database: names[kind],
          work: `\`GET /api/trip/search?${SEARCH}\`, ${recorder.statements.length} statements`,
          measured: { label: 'Itinera', rate: search },
          limit: { label: 'its statements alone', rate: statements },
        }),
      ];
    } finally {
      await database.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await dropDatabase(PAGES_DATABASE_URL);
  }
}
