import type { Locale } from '#domain/locale.ts';
import type { Db } from '../db/client.ts';
import { RateLimited } from '../errors.ts';
import { consumeAttempt } from './account-throttle.ts';
import { throttledMessage } from './throttled-message.ts';

/** A signed-in member acting, as the limits and the messages need them. */
export type Member = { userId: string; address: string; locale: Locale };

type Rule = { window: number; max: number };
/** How often per window one member, and one network address shared by many, may do a thing. */
export type MemberLimits = { member: Rule; address: Rule };

/**
 * Counts one `action` of `who` against both limits, in the database so every server instance shares
 * them; once either is used up, refuses with the translated "try again in N minutes".
 */
export async function countAction(db: Db, action: string, limits: MemberLimits, who: Member): Promise<void> {
  for (const [key, rule] of [
    [`${action}:member:${who.userId}`, limits.member],
    [`${action}:address:${who.address}`, limits.address],
  ] as const) {
    const wait = await consumeAttempt(db, key, rule);
    if (wait !== null) throw new RateLimited(throttledMessage(who.locale, wait), wait);
  }
}
