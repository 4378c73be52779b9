import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { isLocale } from '#domain/locale.ts';
import { accountLimits } from '#domain/schemas/account.ts';
import type { Database } from '../db/client.ts';
import { account, rateLimit, session, twoFactor, user, verification } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import type { Mailer } from '../mail/mailer.ts';
import { actionMail } from '../mail/templates.ts';
import { subscribeAtRegistration } from '../newsletter/subscription.ts';
import { libraryLog } from '../observability/logger.ts';
import { withAccountThrottle } from './account-throttle.ts';
import { refuseBlocked } from './blocked-account.ts';
import { checkBody, consentAtSignUp, wantsNewsletter } from './endpoint-rules.ts';
import { withMountedEndpointsOnly } from './endpoints.ts';
import { authLimits, CLIENT_IP_HEADER, throttleRules } from './limits.ts';
import { tellAddedLogin } from './new-way-in.ts';
import { checkProviderStart, holdProviderIdentity, oidcPlugins, withProviderCallbackPath } from './oidc.ts';
import { passkeySignInPlugin } from './passkey-sign-in.ts';
import { rememberAfterVerification } from './remember-after-verification.ts';
import { accountOfReset, recordReset } from './reset-proves-owner.ts';
import { checkSecondStep, providerSecondStepPlugin, secondFactorPlugin } from './second-factor.ts';
import { checkSignIn, recordSignIn } from './sign-in-lockout.ts';
import { withStandardRetryAfter } from './standard-retry-after.ts';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
const argon2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const mailLocale = (value: unknown) => (isLocale(value) ? value : 'en');

/** better-auth sends one kind of verification mail; the token says whether it confirms a new address. */
function verificationKind(token: string): 'verifyEmail' | 'changeEmail' {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return payload?.requestType === 'change-email-verification' ? 'changeEmail' : 'verifyEmail';
  } catch {
    return 'verifyEmail';
  }
}

export function createAuth(env: Env, database: Database, mailer: Mailer) {
  const auth = betterAuth({
    appName: 'Itinera',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.PUBLIC_URL],
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit, twoFactor },
    }),
    user: {
      additionalFields: {
        // Only sign-up takes input (update-user is not mounted), checked there by `checkBody`.
        locale: { type: 'string', required: false, defaultValue: 'en', input: true },
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        termsAcceptedAt: { type: 'date', required: false, input: false },
        newsletterConsentAt: { type: 'date', required: false, input: false },
        // Read with every session, so a blocked account is signed out even by a session made
        // while the block was being written (server/auth/session.ts).
        blockedAt: { type: 'date', required: false, input: false },
      },
      // The new address gets the mailed link and counts only once it is opened.
      changeEmail: { enabled: true },
      deleteUser: { enabled: true },
      // A provider's new person or unproven link waits on our pages instead (ADR 0085).
      validateUserInfo: holdProviderIdentity,
    },
    account: {
      // Provider tokens are never used after sign-in, so none is kept (ADR 0085).
      updateAccountOnSignIn: false,
      accountLinking: { enabled: true, requireLocalEmailVerified: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: accountLimits.passwordMin,
      maxPasswordLength: accountLimits.passwordMax,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      password: {
        hash: (password) => hash(password, argon2),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      sendResetPassword: ({ user: to, url }) =>
        mailer.send(actionMail('resetPassword', mailLocale((to as { locale?: unknown }).locale), to, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: ({ user: to, url, token }) =>
        mailer.send(actionMail(verificationKind(token), mailLocale((to as { locale?: unknown }).locale), to, url)),
    },
    session: { expiresIn: authLimits.rememberMeSeconds, updateAge: 24 * 3600 },
    plugins: [secondFactorPlugin(), providerSecondStepPlugin, passkeySignInPlugin(database.db), ...oidcPlugins(env)],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await checkSignIn(database.db, ctx);
        checkProviderStart(ctx);
        checkSecondStep(ctx);
        return (await checkBody(ctx)) ?? (await accountOfReset(ctx));
      }),
      after: createAuthMiddleware(async (ctx) => {
        await rememberAfterVerification(ctx);
        await recordSignIn(database.db, ctx);
        await recordReset(database.db, ctx);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (created, ctx) => ({ data: { ...created, ...consentAtSignUp(ctx) } }),
          after: async (created, ctx) => {
            if (!wantsNewsletter(ctx)) return;
            const headers = ctx?.request?.headers ?? ctx?.headers;
            await subscribeAtRegistration({ db: database.db, env, mailer }, created, headers);
          },
        },
      },
      session: { create: { before: (created, ctx) => refuseBlocked(database.db, created.userId, ctx) } },
      account: {
        create: {
          after: (created) => tellAddedLogin({ db: database.db, mailer, env }, created, env.OIDC_PROVIDERS),
        },
      },
    },
    // Its warnings (a sign-in for an unknown address...) are lines of the server's JSON log too.
    logger: { log: libraryLog('Better Auth') },
    // A provider's return whose `state` cannot be read names no page of its own: the sign-in page tells (ADR 0085).
    onAPIError: { errorURL: `${env.PUBLIC_URL}/signin` },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: throttleRules,
    },
    advanced: {
      cookiePrefix: 'itinera',
      useSecureCookies: env.PUBLIC_URL.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
  const handler = withProviderCallbackPath(withMountedEndpointsOnly(withAccountThrottle(auth.handler, database.db)));
  return { ...auth, handler: withStandardRetryAfter(handler) };
}

export type Auth = ReturnType<typeof createAuth>;
