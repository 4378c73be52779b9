import type { BetterAuthOptions, BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
import { APIError, createAuthEndpoint, sendVerificationEmailFn } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { z } from 'zod';
import { locales } from '#domain/locale.ts';
import type { Env } from '../env.ts';
import { type HookContext, localeOf } from './endpoint-rules.ts';
import { forgetPending, readPending, savePending } from './oidc-pending.ts';
import { discoveryUrl, oidcRedirectUri } from './oidc-providers.ts';
import { fieldsRefusal, issueFields } from './validation-message.ts';

/** The codes the callback ends with when a person has to act on our pages first (ADR 0085). */
export const OIDC_SIGN_UP = 'oidc_sign_up';
export const OIDC_LINK = 'oidc_link';

/** A path of this site: the relay rules keep a provider's return from leaving it. */
const ownPath = z.string().regex(/^\/(?!\/)[^\\]*$/);

/** better-auth's own callback route; providers are registered with ours, `/oauth2/callback/:id`. */
export const CALLBACK_PATH = '/callback/:id';

/**
 * Every provider of OIDC_PROVIDERS, found through its discovery document: authorization code with
 * PKCE, `state` bound to the browser, the ID token checked against the issuer's keys and the nonce.
 */
export function oidcPlugins(env: Env) {
  // Mounted also without providers, so the list of endpoints is one for every configuration.
  if (env.OIDC_PROVIDERS.length === 0) return [completeSignUpPlugin];
  const config = env.OIDC_PROVIDERS.map((provider) => ({
    providerId: provider.id,
    name: provider.name,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    discoveryUrl: discoveryUrl(provider.issuer),
    redirectURI: oidcRedirectUri(env.PUBLIC_URL, provider.id),
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    requireIdTokenVerification: true,
  }));
  return [completeSignUpPlugin, genericOAuth({ config })];
}

type Validation = Parameters<NonNullable<NonNullable<BetterAuthOptions['user']>['validateUserInfo']>>[0];

/**
 * better-auth's gate before it creates a user or links an account from a provider's answer. Neither
 * happens there: the answer is kept (oidc-pending.ts) and the callback ends at our pages with a code,
 * where a new person accepts the terms and an existing account is proven. Returning sign-ins pass.
 */
export async function holdProviderIdentity({ user, source }: Validation, ctx: GenericEndpointContext) {
  if (ctx.path !== CALLBACK_PATH || source.method !== 'oauth' || !source.oauth) return;
  if (source.action === 'sign-in') return;
  const profile = source.oauth.profile ?? {};
  const accountId = String(profile.sub ?? '');
  // The subject names the person at the provider: without it there is nothing to link later.
  if (!accountId) return { error: 'no_subject' };
  const link = source.action === 'link-account';
  await savePending(ctx, {
    kind: link ? 'link' : 'sign-up',
    providerId: source.oauth.providerId,
    accountId,
    email: String(user.email).toLowerCase(),
    emailVerified: user.emailVerified === true,
    name: typeof user.name === 'string' ? user.name : '',
    ...(link ? { userId: String(user.id) } : {}),
  });
  return { error: link ? OIDC_LINK : OIDC_SIGN_UP };
}

/**
 * `POST /oauth2/complete-sign-up`: the terms were accepted on /register/almost-complete, so the
 * account the provider's answer asked for is made now, with the provider as its only way in. A
 * verified address signs in at once; another gets the usual verification mail.
 */
const completeSignUpPlugin = {
  id: 'itinera-oidc-sign-up',
  endpoints: {
    completeOidcSignUp: createAuthEndpoint(
      '/oauth2/complete-sign-up',
      {
        method: 'POST',
        body: z.strictObject({ terms: z.literal(true), locale: z.enum(locales), callbackURL: ownPath }),
      },
      async (ctx) => {
        const held = await readPending(ctx.context, ctx.headers ?? new Headers(), 'sign-up');
        if (!held) throw new APIError('BAD_REQUEST', { code: 'OIDC_PENDING_EXPIRED', message: 'Start again.' });
        const { token, pending } = held;
        await forgetPending(ctx.context, token);
        // Registered by password meanwhile: that account is linked only with proof, not here.
        if (await ctx.context.internalAdapter.findUserByEmail(pending.email))
          throw new APIError('CONFLICT', { code: 'OIDC_EMAIL_TAKEN', message: 'The address has an account.' });
        const created = await ctx.context.internalAdapter.createUser(
          {
            email: pending.email,
            name: pending.name,
            emailVerified: pending.emailVerified,
            locale: ctx.body.locale,
            termsAcceptedAt: new Date(),
          },
          { method: 'oauth', oauth: { providerId: pending.providerId } },
        );
        // Only the provider's subject: its tokens are never needed, so never kept.
        await ctx.context.internalAdapter.createAccount({
          userId: created.id,
          providerId: pending.providerId,
          accountId: pending.accountId,
        });
        if (!created.emailVerified) {
          await sendVerificationEmailFn(ctx, created);
          return ctx.json({ signedIn: false, email: created.email });
        }
        const session = await ctx.context.internalAdapter.createSession(created.id);
        await setSessionCookie(ctx, { session, user: created });
        return ctx.json({ signedIn: true, email: created.email });
      },
    ),
  },
} satisfies BetterAuthPlugin;

/**
 * Providers are registered with `/oauth2/callback/{id}` (the address issue 33 names); better-auth
 * answers it at `/callback/{id}`, so the path is renamed before the list of mounted endpoints.
 */
export function withProviderCallbackPath(handler: (request: Request) => Promise<Response>) {
  return (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const match = /^\/api\/auth\/oauth2\/callback\/([^/]+)$/.exec(url.pathname);
    if (!match) return handler(request);
    url.pathname = `/api/auth/callback/${match[1]}`;
    return handler(new Request(url, request));
  };
}

/**
 * `POST /sign-in/social` starts a provider's redirect and nothing else: the `idToken` branch, which
 * would sign in with a token obtained elsewhere and skip `state`, PKCE and the nonce, is refused.
 */
const providerStart = z.strictObject({
  provider: z.string(),
  callbackURL: ownPath,
  errorCallbackURL: ownPath,
  disableRedirect: z.literal(true),
});

export function checkProviderStart(ctx: HookContext) {
  if (ctx.path !== '/sign-in/social') return;
  const result = providerStart.safeParse(ctx.body ?? {});
  if (!result.success) throw fieldsRefusal(issueFields(result.error.issues, localeOf(ctx), ctx.body));
}
