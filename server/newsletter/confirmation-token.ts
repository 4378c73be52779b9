import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a confirmation link works: long enough for a weekend away, short enough to go stale. */
export const confirmationHours = 48;

const signature = (secret: string, id: string, expires: number) =>
  createHmac('sha256', secret).update(`newsletter-confirm:${id}:${expires}`).digest('base64url');

/** The token of a confirmation link: the subscriber, when it expires, and our signature; never stored. */
export function confirmationToken(secret: string, id: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + confirmationHours * 3600;
  return `${id}.${expires}.${signature(secret, id, expires)}`;
}

export type TokenReading = { state: 'valid'; id: string } | { state: 'expired' | 'invalid' };

/** Which subscriber a confirmation token names, if we made it and it has not expired. */
export function readConfirmationToken(secret: string, token: string, now = Date.now()): TokenReading {
  const [id, expiresText, given, ...rest] = token.split('.');
  const expires = Number(expiresText);
  if (!id || !given || rest.length > 0 || !Number.isInteger(expires)) return { state: 'invalid' };
  const expected = Buffer.from(signature(secret, id, expires));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return { state: 'invalid' };
  return expires * 1000 < now ? { state: 'expired' } : { state: 'valid', id };
}
