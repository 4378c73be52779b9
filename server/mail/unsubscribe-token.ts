import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a mail's unsubscribe link stops: mails about comments (a member), or the newsletter (a subscriber). */
export type UnsubscribePurpose = 'comment-mails' | 'newsletter';

const signature = (secret: string, purpose: UnsubscribePurpose, id: string) =>
  createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

/** The token of an unsubscribe link: whose, and proof the link came from us. It never expires. */
export const unsubscribeToken = (secret: string, id: string, purpose: UnsubscribePurpose = 'comment-mails') =>
  `${id}.${signature(secret, purpose, id)}`;

/** The member (or subscriber) a token names, or null for a token we did not make for `purpose`. */
export function memberOfToken(
  secret: string,
  token: string,
  purpose: UnsubscribePurpose = 'comment-mails',
): string | null {
  const cut = token.lastIndexOf('.');
  if (cut <= 0) return null;
  const id = token.slice(0, cut);
  const given = Buffer.from(token.slice(cut + 1));
  const expected = Buffer.from(signature(secret, purpose, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
