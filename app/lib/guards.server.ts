import { redirect } from 'react-router';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { secondFactorDuty } from '#server/auth/second-factor-duty.ts';
import { type SessionUser, sessionUser } from '#server/auth/session.ts';
import { isAdmin, isEditor, isVerified } from '#server/policies/user.ts';
import type { RequestContext } from '#server/request-context.ts';
import { requestContext } from '#server/request-context.ts';

type GuardArgs = { request: Request; context: { get(key: typeof requestContext): RequestContext } };

function to(request: Request, path: string) {
  return localizePath(path, localeFromPath(new URL(request.url).pathname));
}

/** Pages that need only a session: a signed-out visitor signs in and comes back here. */
export async function requireSession({ request, context }: GuardArgs): Promise<SessionUser> {
  const user = await sessionUser(context.get(requestContext).auth, request.headers);
  if (user) return user;
  const { pathname, search } = new URL(request.url);
  throw redirect(`${to(request, '/signin')}?relay=${encodeURIComponent(pathname + search)}`);
}

/** Pages that need full sign-in (spec 6): a session and a verified e-mail address. */
export async function requireVerifiedUser(args: GuardArgs): Promise<SessionUser> {
  const user = await requireSession(args);
  if (!isVerified(user)) throw redirect(to(args.request, '/verify-email'));
  return user;
}

/**
 * The admin area (spec 6): everyone else, signed in or not, is shown the 404 page. When a second
 * factor is required and its grace is over, its set-up comes first (ADR 0086).
 */
export const requireAdmin = (args: GuardArgs) => requireRole(args, isAdmin);

/** The magazine's part of the admin area: its editors and the admins (ADR 0040). */
export const requireEditor = (args: GuardArgs) => requireRole(args, isEditor);

async function requireRole({ request, context }: GuardArgs, allowed: typeof isAdmin): Promise<SessionUser> {
  const { auth, env } = context.get(requestContext);
  const user = await sessionUser(auth, request.headers);
  if (!user || !allowed(user, env)) throw redirect(to(request, '/not-found'));
  const duty = await secondFactorDuty(context.get(requestContext).database.db, env, user.id);
  if (duty.state === 'refused') throw redirect(`${to(request, '/account/second-factor')}?required=1`);
  return user;
}
