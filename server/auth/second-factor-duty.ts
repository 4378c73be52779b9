import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import type { Env } from '../env.ts';

/** What REQUIRE_SECOND_FACTOR asks of an admin or editor now: nothing, to set it up by a date, or refused until then. */
export type SecondFactorDuty = { state: 'none' } | { state: 'grace'; dueAt: string } | { state: 'refused' };

/**
 * Each admin or editor has the grace days from the first time the admin area tells them (ADR 0086),
 * so someone given the role later gets as long as everyone else. The date is kept once set.
 */
export async function secondFactorDuty(
  db: Db,
  env: Pick<Env, 'REQUIRE_SECOND_FACTOR'>,
  userId: string,
  now = new Date(),
): Promise<SecondFactorDuty> {
  const days = env.REQUIRE_SECOND_FACTOR;
  if (days === null) return { state: 'none' };
  const [row] = await db
    .select({ on: user.twoFactorEnabled, dueAt: user.secondFactorDueAt })
    .from(user)
    .where(eq(user.id, userId));
  if (!row || row.on) return { state: 'none' };
  let dueAt = row.dueAt;
  if (!dueAt) {
    // COALESCE: of two first visits at once, both keep the date the first wrote.
    const [set] = await db
      .update(user)
      .set({
        secondFactorDueAt: sql`COALESCE(${user.secondFactorDueAt}, ${new Date(now.getTime() + days * 86_400_000)})`,
      })
      .where(eq(user.id, userId))
      .returning({ dueAt: user.secondFactorDueAt });
    dueAt = set?.dueAt ?? now;
  }
  return dueAt > now ? { state: 'grace', dueAt: dueAt.toISOString() } : { state: 'refused' };
}
