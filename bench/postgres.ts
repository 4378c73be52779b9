import pg from 'pg';

/** The page bench's own PostgreSQL database, never the ones tests use: recreated for each run. */
export const PAGES_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/itinera_bench_pages';

/** Runs `statements` on the server of `databaseUrl` as its administrator; false when nothing answers there. */
async function onServer(databaseUrl: string, statements: (name: string) => string[]): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  try {
    await admin.connect();
  } catch {
    return false;
  }
  try {
    for (const statement of statements(name)) await admin.query(statement);
    return true;
  } finally {
    await admin.end();
  }
}

/** An empty database at `databaseUrl`, or undefined when no PostgreSQL server answers there. */
export async function freshDatabase(databaseUrl: string): Promise<string | undefined> {
  const created = await onServer(databaseUrl, (name) => [
    `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`,
    `CREATE DATABASE "${name}"`,
  ]);
  return created ? databaseUrl : undefined;
}

/** Drops the database at `databaseUrl`, a bench's throwaway one. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  await onServer(databaseUrl, (name) => [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
}
