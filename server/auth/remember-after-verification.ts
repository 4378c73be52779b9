import { setSessionCookie } from 'better-auth/cookies';
import type { HookContext } from './endpoint-rules.ts';
import { authLimits } from './limits.ts';

/** The query parameter of a verification callback that asks for a browser-session sign-in. */
export const REMEMBER_PARAM = 'remember';

/** The verification callback for a registration: `remember=0` unless "remember me" was ticked. */
export function verificationCallback(path: string, rememberMe: boolean): string {
  return rememberMe ? path : `${path}?${REMEMBER_PARAM}=0`;
}

function forgets(callbackURL: unknown): boolean {
  if (typeof callbackURL !== 'string') return false;
  return new URL(callbackURL, 'http://callback.invalid').searchParams.get(REMEMBER_PARAM) === '0';
}

/**
 * better-auth signs a user in after the mailed link is opened, always for its full session
 * lifetime. "Remember me" is chosen at registration, so the callback carries the choice: without
 * it, the session cookie ends with the browser and the session itself after a day, as on sign-in.
 */
export async function rememberAfterVerification(ctx: HookContext) {
  if (ctx.path !== '/verify-email' || !forgets(ctx.query?.callbackURL)) return;
  const created = ctx.context.newSession;
  if (!created) return;
  const expiresAt = new Date(Date.now() + authLimits.browserSessionSeconds * 1000);
  await ctx.context.internalAdapter.updateSession(created.session.token, { expiresAt });
  await setSessionCookie(ctx, { ...created, session: { ...created.session, expiresAt } }, true);
}
