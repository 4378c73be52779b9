import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { twoFactor } from 'better-auth/plugins';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { type HookContext, localeOf } from './endpoint-rules.ts';
import { signInLockout } from './limits.ts';
import { fieldsRefusal } from './validation-message.ts';

/** The second step of a sign-in: the code from the app, or a recovery code (ADR 0086). */
export const SECOND_STEP_PATHS = ['/two-factor/verify-totp', '/two-factor/verify-backup-code'];

/**
 * better-auth's two-factor plugin, TOTP only (no codes by mail). Wrong codes lock the account's
 * second step for as long as the sign-in lockout's longest wait, after as many failures; a
 * challenge itself takes five and lasts ten minutes. No device is trusted to skip the code.
 */
const CHALLENGE_SECONDS = 600;

export const secondFactorPlugin = () =>
  twoFactor({
    issuer: 'Itinera',
    twoFactorCookieMaxAge: CHALLENGE_SECONDS,
    accountLockout: { maxFailedAttempts: signInLockout.failures, durationSeconds: signInLockout.maxDelay },
  });

/** better-auth's provider callback (server/auth/oidc.ts names it too; kept here to avoid a cycle). */
const PROVIDER_CALLBACK = '/callback/:id';

/**
 * The plugin asks for the code only after a password's sign-in. A provider's returning sign-in
 * ends in a session too, so the same is done to it as the plugin does after the password: the
 * session is deleted and a challenge is set in the plugin's own signed `two_factor` cookie, which
 * its verify endpoints redeem. The browser goes to the second step instead, keeping the relay.
 */
export const providerSecondStepPlugin = {
  id: 'itinera-provider-second-step',
  hooks: {
    after: [
      {
        matcher: (ctx) => ctx.path === PROVIDER_CALLBACK,
        handler: createAuthMiddleware(async (ctx) => {
          const data = ctx.context.newSession;
          if (!data?.user.twoFactorEnabled) return;
          deleteSessionCookie(ctx, true);
          await ctx.context.internalAdapter.deleteSession(data.session.token);
          ctx.context.setNewSession(null);
          const identifier = `2fa-${generateRandomString(20)}`;
          const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
          const { internalAdapter } = ctx.context;
          await internalAdapter.createVerificationValue({ value: data.user.id, identifier, expiresAt });
          await internalAdapter.createVerificationValue({
            value: '0',
            identifier: `2fa-attempts-${identifier}`,
            expiresAt,
          });
          const cookie = ctx.context.createAuthCookie('two_factor', { maxAge: CHALLENGE_SECONDS });
          await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
          throw ctx.redirect(secondStepAddress(ctx.context.returned));
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;

/** `/signin/second-factor` in the language of where the callback was going, with that as relay. */
function secondStepAddress(returned: unknown): string {
  const headers = (returned as { headers?: Headers | Record<string, string> } | undefined)?.headers;
  const location = headers instanceof Headers ? headers.get('location') : headers?.Location;
  const url = new URL(location ?? '/', 'http://site');
  const target = `${url.pathname}${url.search}`;
  const locale = localeFromPath(target);
  return `${localizePath('/signin/second-factor', locale)}?relay=${encodeURIComponent(target)}`;
}

/** How long a locked second step waits, for the message. */
export const secondFactorLockSeconds = signInLockout.maxDelay;

/**
 * Over HTTP the second step answers a sign-in's challenge only. With a session it would confirm a
 * set-up the settings started and hand the session token to scripts: the settings call it in-process.
 */
export function checkSecondStep(ctx: HookContext) {
  if (!ctx.request || !ctx.path || !SECOND_STEP_PATHS.includes(ctx.path)) return;
  if ((ctx.body as { trustDevice?: unknown } | undefined)?.trustDevice !== undefined)
    throw fieldsRefusal([
      { field: 'trustDevice', message: getT(localeOf(ctx))('validation:invalid', { field: 'trustDevice' }) },
    ]);
  const cookie = ctx.request.headers.get('cookie') ?? '';
  if (cookie.includes(ctx.context.authCookies.sessionToken.name))
    throw new APIError('BAD_REQUEST', { code: 'ALREADY_SIGNED_IN', message: 'Already signed in' });
}
