import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { accountLimits } from '#domain/schemas/account.ts';
import type { Db } from '../db/client.ts';
import { retryAfterHeaders } from '../errors.ts';
import { accountThrottles } from './limits.ts';

type Rule = { window: number; max: number };

/**
 * Counts one attempt for `key` in the database (atomically, so every server instance shares the
 * count) and returns the seconds to wait when the limit is exceeded, else null.
 */
export async function consumeAttempt(db: Db, key: string, rule: Rule, now = Date.now()): Promise<number | null> {
  const windowMs = rule.window * 1000;
  const result = await db.execute<{ count: number; window_start: string | number }>(sql`
    INSERT INTO account_throttle (key, count, window_start) VALUES (${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN account_throttle.window_start <= ${now - windowMs} THEN 1 ELSE account_throttle.count + 1 END,
      window_start = CASE WHEN account_throttle.window_start <= ${now - windowMs} THEN ${now} ELSE account_throttle.window_start END
    RETURNING count, window_start`);
  const row = result.rows[0];
  if (!row || row.count <= rule.max) return null;
  return Math.max(1, Math.ceil((Number(row.window_start) + windowMs - now) / 1000));
}

/**
 * The address as a key: longer than any account's address (which no account has), its hash, so a
 * megabyte of address is one short row and not a key the database's index refuses (a 500).
 */
export function addressKey(email: string) {
  const address = email.trim().toLowerCase();
  return address.length <= accountLimits.emailMax
    ? address
    : `sha256:${createHash('sha256').update(address).digest('hex')}`;
}

/** Wraps better-auth's handler: calls naming an account are also limited per e-mail address. */
export function withAccountThrottle(handler: (request: Request) => Promise<Response>, db: Db) {
  return async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname.replace(/^\/api\/auth/, '');
    const rule = accountThrottles[path as keyof typeof accountThrottles];
    if (!rule || request.method !== 'POST') return handler(request);
    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as { email?: unknown } | null;
    if (typeof body?.email !== 'string') return handler(request);
    const wait = await consumeAttempt(db, `${path}:${addressKey(body.email)}`, rule);
    if (wait === null) return handler(request);
    return Response.json(
      { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts for this account, please try again later.' },
      { status: 429, headers: retryAfterHeaders(wait) },
    );
  };
}
