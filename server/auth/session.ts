import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-call';
import { type Placeholder, sql } from 'drizzle-orm';
import { session, user } from '../db/schema/index.ts';
import { noteRequestUser } from '../observability/logger.ts';
import type { Auth } from './auth.ts';

export type SessionUser = {
  id: string;
  email: string;
  displayName: string;
  emailVerified: boolean;
  role: string;
  locale: string;
  /** The profile photo's media key, if any. */
  photo: string | null;
};

type UserRow = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role?: string | null;
  locale?: string | null;
  image?: string | null;
};

const toSessionUser = (row: UserRow): SessionUser => ({
  id: row.id,
  email: row.email,
  displayName: row.name,
  emailVerified: row.emailVerified,
  role: row.role ?? 'user',
  locale: row.locale ?? 'en',
  photo: row.image ?? null,
});

/** The signed-in user of a request, or null; better-auth rows never leave this function as they are. */
export async function sessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  // Without a signed session cookie better-auth answers null too, after its endpoint pipeline: a
  // third of a millisecond that every signed-out request, most of them, would pay (ADR 0045).
  if ((await sessionToken(auth, headers)) === null) return null;
  const found = await auth.api.getSession({ headers });
  // Blocking deletes the account's sessions and no new one is made (blocked-account.ts); this
  // also ends one a sign-in created in the moment between the two.
  if (!found || found.user.blockedAt) return null;
  // Read anyway: the request's log line names them, hashed (server/observability/observe.ts).
  noteRequestUser(found.user.id);
  return toSessionUser(found.user);
}

/**
 * The session token a request carries, when its signature holds: better-auth's cookie, signed as
 * better-call signs it (HMAC-SHA256 of the token, base64, after a dot).
 */
export async function sessionToken(auth: Auth, headers: Headers): Promise<string | null> {
  const { authCookies, secret } = await auth.$context;
  const signed = parseCookies(headers.get('cookie') ?? '').get(authCookies.sessionToken.name);
  const dot = signed?.lastIndexOf('.') ?? -1;
  if (!signed || dot < 1) return null;
  const token = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The parts of a query that reads the user of a live session: the token's row, unexpired, of an
 * account not blocked (ADR 0039). The same response as sessionUser, in a query of the caller's, for
 * a page that asks it for every signed-in reader: better-auth's own read costs several queries and
 * may refresh the session, which any other request of the reader does.
 */
export const liveSession = {
  columns: sql`${user.id} AS id, ${user.email} AS email, ${user.name} AS name,
    ${user.emailVerified} AS "emailVerified", ${user.role} AS role, ${user.locale} AS locale, ${user.image} AS image`,
  from: sql`${session} JOIN ${user} ON ${user.id} = ${session.userId}`,
  where: (token: Placeholder) =>
    sql`${session.token} = ${token} AND ${session.expiresAt} > now() AND ${user.blockedAt} IS NULL`,
  user: toSessionUser,
};

export type LiveSessionRow = UserRow;
