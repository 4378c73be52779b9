import pg from 'pg';

/** The page bench's own PostgreSQL database, never the ones tests use: recreated for each run. */
export const PAGES_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/itinera_bench_pages';

/** An empty database at `databaseUrl`, or undefined when no PostgreSQL server answers there. */
export async function freshDatabase(databaseUrl: string): Promise<string | undefined> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    return databaseUrl;
  } finally {
    await admin.end();
  }
}
