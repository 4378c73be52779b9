/**
 * Run as a process of its own by full-disk.test.ts (a PGlite that hangs blocks its whole process,
 * test timers included): opens the site's embedded database in DATA_DIR (argv[2]), fills the
 * disk (a file at argv[3]), makes PGlite begin a new WAL segment it cannot write, and prints as
 * JSON what the database layer did about it.
 */
import { statfsSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createDb } from '#server/db/client.ts';
import { faultOf } from '#server/faults.ts';

const [dataDir = '', filler = '', tripId = ''] = process.argv.slice(2);
const database = createDb({ DATA_DIR: dataDir });
const { db } = database;
/** Whether `promise` settled (either way) within `ms`. */
const settled = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
const failure = async (statement: Promise<unknown>) => {
  const started = performance.now();
  try {
    await statement;
    return null;
  } catch (error) {
    let severity: unknown;
    for (let cause: unknown = error; cause instanceof Error && !severity; cause = cause.cause) {
      severity = (cause as { severity?: unknown }).severity;
    }
    return { fault: faultOf(error), severity, ms: Math.round(performance.now() - started) };
  }
};

// Opened before the disk fills: PGlite cannot start on a full disk at all.
await database.ping();
const stats = statfsSync(dataDir);
try {
  writeFileSync(filler, Buffer.alloc(stats.bavail * stats.bsize));
} catch {
  // Full: as wanted.
}
// A new WAL segment file (and the checkpoint that may come with it) cannot be written.
const write = await failure(
  (async () => {
    await db.execute(sql`SELECT pg_switch_wal()`);
    await db.execute(
      sql`UPDATE trip SET text = jsonb_set(text, '{en,title}', '"Lost to a full disk"') WHERE id = ${tripId}`,
    );
  })(),
);
const stopped = await settled(database.stopped, 1_000);
const after = await failure(db.execute(sql`SELECT 1`));
const closed = await settled(database.close(), 1_000);
console.log(JSON.stringify({ write, stopped, after, closed }));
process.exit(0);
