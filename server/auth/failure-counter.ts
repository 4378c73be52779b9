import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountThrottle } from '../db/schema/index.ts';

/** Failures counted under one key, in `account_throttle`: `at` is the last failure or granted attempt. */
export type Failures = { count: number; at: number };

/** The failures under `key` not yet forgotten (the last one less than `forgetMs` ago), or null. */
export async function failuresOf(db: Db, key: string, forgetMs: number, now: number): Promise<Failures | null> {
  const [row] = await db
    .select({ count: accountThrottle.count, at: accountThrottle.windowStart })
    .from(accountThrottle)
    .where(eq(accountThrottle.key, key));
  return row && row.at > now - forgetMs ? row : null;
}

/** Counts one failure, atomically, so that every server instance shares the count. */
export async function recordFailure(db: Db, key: string, forgetMs: number, now: number) {
  await db.execute(sql`
    INSERT INTO account_throttle (key, count, window_start) VALUES (${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN account_throttle.window_start <= ${now - forgetMs} THEN 1 ELSE account_throttle.count + 1 END,
      window_start = ${now}`);
}

/** Takes the one attempt a locked key allows, unless another request took it since `seen` was read. */
export async function takeAttempt(db: Db, key: string, seen: Failures, now: number): Promise<boolean> {
  const taken = await db
    .update(accountThrottle)
    .set({ windowStart: now })
    .where(sql`${accountThrottle.key} = ${key} AND ${accountThrottle.windowStart} = ${seen.at}`)
    .returning({ key: accountThrottle.key });
  return taken.length === 1;
}

export async function forgetFailures(db: Db, key: string) {
  await db.delete(accountThrottle).where(eq(accountThrottle.key, key));
}
