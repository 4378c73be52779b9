import type { Context } from 'hono';
import type { ApiVariables } from '../api.ts';
import { clientHeaders } from '../auth/client-ip.ts';
import { CLIENT_IP_HEADER } from '../auth/limits.ts';
import type { Member } from '../auth/member-limits.ts';
import { secondFactorDuty } from '../auth/second-factor-duty.ts';
import { type SessionUser, sessionUser } from '../auth/session.ts';
import { AppError } from '../errors.ts';
import { apiLocale } from '../i18n.ts';
import { isAdmin, isEditor, isVerified } from './user.ts';

export type ApiContext = Context<{ Variables: ApiVariables }>;

/** The caller of an API route that needs a session: 401 without one. */
export async function signedInCaller(c: ApiContext): Promise<SessionUser> {
  const user = await sessionUser(c.var.auth, c.req.raw.headers);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in first.');
  return user;
}

/** The caller of an API route that needs full sign-in (spec 6): 401 signed out, 403 unverified. */
export async function verifiedCaller(c: ApiContext): Promise<SessionUser> {
  const user = await signedInCaller(c);
  if (!isVerified(user)) throw new AppError('FORBIDDEN', 'Please verify your e-mail address first.');
  return user;
}

/** A verified caller as the member limits see them: who, from which address, in which language. */
export async function actingMember(c: ApiContext): Promise<Member> {
  const user = await verifiedCaller(c);
  return {
    userId: user.id,
    address: clientHeaders(c, c.var.env.TRUST_PROXY).get(CLIENT_IP_HEADER) ?? '',
    locale: apiLocale(c.req.raw),
  };
}

/** REQUIRE_SECOND_FACTOR past its grace (ADR 0086): the admin routes wait for the factor, as the admin pages do. */
async function withSecondFactor(c: ApiContext, user: SessionUser): Promise<SessionUser> {
  const duty = await secondFactorDuty(c.var.database.db, c.var.env, user.id);
  if (duty.state === 'refused')
    throw new AppError('FORBIDDEN', 'Turn on a second factor in the settings first (/account/second-factor).');
  return user;
}

/** The caller of an admin route: 401 signed out, 403 for anyone but an admin. */
export async function adminCaller(c: ApiContext): Promise<SessionUser> {
  const user = await verifiedCaller(c);
  if (!isAdmin(user, c.var.env)) throw new AppError('FORBIDDEN', 'Only admins may do this.');
  return withSecondFactor(c, user);
}

/** The caller of a magazine editor's route: 401 signed out, 403 for anyone but an editor or admin. */
export async function editorCaller(c: ApiContext): Promise<SessionUser> {
  const user = await verifiedCaller(c);
  if (!isEditor(user, c.var.env)) throw new AppError('FORBIDDEN', 'Only the magazine’s editors may do this.');
  return withSecondFactor(c, user);
}
