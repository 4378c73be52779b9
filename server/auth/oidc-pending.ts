import { randomBytes } from 'node:crypto';
import type { AuthContext, GenericEndpointContext } from 'better-auth';

/**
 * A provider's answer that waits for the person (ADR 0085): a new address waits for the terms on
 * /register/almost-complete, an address with an account waits for proof of that account. Kept
 * ten minutes in the verification table under a random token that only the browser's cookie holds.
 */
export type PendingIdentity = {
  kind: 'sign-up' | 'link';
  providerId: string;
  /** The provider's subject: with the provider's id, what names the person there. */
  accountId: string;
  email: string;
  emailVerified: boolean;
  name: string;
  /** The account that would be linked (kind `link`). */
  userId?: string;
};

const COOKIE = 'oidc_pending';
const TTL_SECONDS = 600;
const identifier = (token: string) => `oidc-pending:${token}`;

/** The part of better-auth's context used here, as a loader's `auth.$context` or an endpoint's has it. */
type Store = {
  internalAdapter: Pick<
    AuthContext['internalAdapter'],
    'createVerificationValue' | 'findVerificationValue' | 'deleteVerificationByIdentifier'
  >;
  createAuthCookie: AuthContext['createAuthCookie'];
};

/** Stores what the provider said and gives the browser the token, from within better-auth's callback. */
export async function savePending(ctx: GenericEndpointContext, pending: PendingIdentity) {
  const token = randomBytes(32).toString('base64url');
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: identifier(token),
    value: JSON.stringify(pending),
    expiresAt: new Date(Date.now() + TTL_SECONDS * 1000),
  });
  const cookie = ctx.context.createAuthCookie(COOKIE, { maxAge: TTL_SECONDS });
  ctx.setCookie(cookie.name, token, cookie.attributes);
}

function tokenOf(context: Store, cookieHeader: string | null): string | null {
  const name = context.createAuthCookie(COOKIE).name;
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

/** The pending identity the request's cookie names, if it has not expired. */
export async function readPending(context: Store, headers: Headers, kind: PendingIdentity['kind']) {
  const token = tokenOf(context, headers.get('cookie'));
  if (!token) return null;
  const found = await context.internalAdapter.findVerificationValue(identifier(token));
  if (!found || found.expiresAt < new Date()) return null;
  const pending = JSON.parse(found.value) as PendingIdentity;
  return pending.kind === kind ? { token, pending } : null;
}

/** Used once: a completed or abandoned identity cannot be replayed by its cookie. */
export async function forgetPending(context: Store, token: string) {
  await context.internalAdapter.deleteVerificationByIdentifier(identifier(token));
}

/** The Set-Cookie header that ends the pending cookie, for an answer of ours. */
export function clearPendingCookie(context: Store): string {
  const { name, attributes } = context.createAuthCookie(COOKIE);
  const secure = attributes.secure ? '; Secure' : '';
  return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}
