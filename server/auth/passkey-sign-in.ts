import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { passkeyLimits, passkeySignInSchema } from '#domain/schemas/passkey.ts';
import { getT } from '#locales/i18n.ts';
import type { Db } from '../db/client.ts';
import { passkey } from '../db/schema/index.ts';
import { countSignInFailure } from '../observability/metrics.ts';
import { localeOf } from './endpoint-rules.ts';
import { relyingParty } from './passkeys.ts';

const CHALLENGE_COOKIE = 'passkey_challenge';

/**
 * Sign-in with a passkey (ADR 0087), as a better-auth plugin so that the session, its cookie and
 * the session hooks (a blocked account gets none) are better-auth's own. The options carry no
 * credentials, so the browser offers the site's discoverable passkeys, in its autofill too; the
 * challenge is kept on the server under a random id in a signed cookie and taken once.
 */
export const passkeySignInPlugin = (db: Db) =>
  ({
    id: 'itinera-passkey-sign-in',
    endpoints: {
      passkeySignInOptions: createAuthEndpoint('/passkey/sign-in-options', { method: 'POST' }, async (ctx) => {
        const { rpID } = relyingParty(ctx.context.baseURL);
        const options = await generateAuthenticationOptions({
          rpID,
          userVerification: 'required',
          timeout: passkeyLimits.ceremonySeconds * 1000,
        });
        const identifier = `passkey-sign-in:${generateRandomString(32)}`;
        await ctx.context.internalAdapter.createVerificationValue({
          identifier,
          value: options.challenge,
          expiresAt: new Date(Date.now() + passkeyLimits.ceremonySeconds * 1000),
        });
        const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE, { maxAge: passkeyLimits.ceremonySeconds });
        await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
        return ctx.json(options);
      }),
      passkeySignIn: createAuthEndpoint('/passkey/sign-in', { method: 'POST' }, async (ctx) => {
        const t = getT(localeOf(ctx));
        const refuse = (key: string, status: 'BAD_REQUEST' | 'UNAUTHORIZED' = 'UNAUTHORIZED') => {
          countSignInFailure();
          return new APIError(status, { code: 'PASSKEY_REFUSED', message: t(`account-passkeys:errors.${key}`) });
        };
        const body = passkeySignInSchema.safeParse(ctx.body);
        if (!body.success) throw refuse('signInFailed', 'BAD_REQUEST');
        const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
        const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
        ctx.setCookie(cookie.name, '', { ...cookie.attributes, maxAge: 0 });
        const challenge = identifier ? await ctx.context.internalAdapter.consumeVerificationValue(identifier) : null;
        if (!challenge || challenge.expiresAt < new Date()) throw refuse('expired', 'BAD_REQUEST');
        const response = body.data.response;
        const [stored] = await db.select().from(passkey).where(eq(passkey.credentialId, response.id));
        if (!stored) throw refuse('unknown');
        const { rpID, origin } = relyingParty(ctx.context.baseURL);
        const checked = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge.value,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
          credential: {
            id: stored.credentialId,
            publicKey: Buffer.from(stored.publicKey, 'base64url'),
            counter: stored.counter,
          },
        }).catch(() => null);
        if (!checked?.verified) throw refuse('signInFailed');
        const found = await ctx.context.internalAdapter.findUserById(stored.userId);
        if (!found?.emailVerified) throw refuse('unverified', 'BAD_REQUEST');
        await db
          .update(passkey)
          .set({ counter: checked.authenticationInfo.newCounter, lastUsedAt: new Date() })
          .where(eq(passkey.id, stored.id));
        // better-auth's session hook refuses a blocked account here, as for every way in.
        const created = await ctx.context.internalAdapter.createSession(found.id);
        await setSessionCookie(ctx, { session: created, user: found });
        return ctx.json({ ok: true });
      }),
    },
  }) satisfies BetterAuthPlugin;
