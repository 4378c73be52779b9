import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a mail's unsubscribe link stops; one kind so far. */
const purpose = 'comment-mails';

const signature = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`${purpose}:${userId}`).digest('base64url');

/** The token of a member's unsubscribe link: who, and proof the link came from us. It never expires. */
export const unsubscribeToken = (secret: string, userId: string) => `${userId}.${signature(secret, userId)}`;

/** The member a token names, or null for a token we did not make. */
export function memberOfToken(secret: string, token: string): string | null {
  const cut = token.lastIndexOf('.');
  if (cut <= 0) return null;
  const userId = token.slice(0, cut);
  const given = Buffer.from(token.slice(cut + 1));
  const expected = Buffer.from(signature(secret, userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
