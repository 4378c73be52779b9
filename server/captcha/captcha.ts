import { createHmac } from 'node:crypto';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verify } from 'altcha-lib/frameworks/shared';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { captchaSpent } from '../db/schema/index.ts';

/**
 * ALTCHA proof of work (ADR 0041): about a second of a phone's work per challenge, nothing for a
 * reader to solve. A challenge is good for ten minutes and counts once, on every server instance.
 */
export const captchaLimits = { cost: 1000, counterMin: 1000, counterMax: 3000, lifeSeconds: 600 } as const;

/** The two signing secrets, derived from AUTH_SECRET so that every server instance agrees. */
const secrets = (authSecret: string) => ({
  hmacSignatureSecret: createHmac('sha256', authSecret).update('altcha-challenge').digest('hex'),
  hmacKeySignatureSecret: createHmac('sha256', authSecret).update('altcha-key').digest('hex'),
});

/** A challenge signed with `authSecret`; `counter`, the work it asks, is drawn at random unless a test sets it. */
export function newCaptchaChallenge(
  authSecret: string,
  now = Date.now(),
  counter = randomInt(captchaLimits.counterMax, captchaLimits.counterMin),
) {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: captchaLimits.cost,
    counter,
    expiresAt: new Date(now + captchaLimits.lifeSeconds * 1000),
    deriveKey,
    ...secrets(authSecret),
  });
}

/** Records a challenge as answered; false when it already was (a replay). One statement: no race. */
async function spend(db: Db, id: string): Promise<boolean> {
  await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, new Date()));
  const rows = await db.execute<{ id: string }>(sql`
    INSERT INTO captcha_spent (id, expires_at)
    VALUES (${id}, ${new Date(Date.now() + captchaLimits.lifeSeconds * 1000).toISOString()}::timestamptz)
    ON CONFLICT (id) DO NOTHING RETURNING id`);
  return rows.rows.length === 1;
}

/**
 * True when `payload` (the widget's base64 field) answers a challenge of ours that has not expired
 * and was not answered before; it is then spent. Anything else, malformed included, is false.
 */
export async function spendCaptcha(db: Db, authSecret: string, payload: unknown): Promise<boolean> {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > 4000) return false;
  const { hmacSignatureSecret, hmacKeySignatureSecret } = secrets(authSecret);
  const result = await verify(payload, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, {
    setIfAbsent: (id: string) => spend(db, id),
    get: async () => undefined,
    set: async () => {},
  });
  return result.error === null;
}
