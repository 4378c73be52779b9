import { randomBytes } from 'node:crypto';
import type { AuthContext } from 'better-auth';
import { type Locale, localizePath } from '#domain/locale.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { actionMail } from '../mail/templates.ts';
import { consumeAttempt } from './account-throttle.ts';
import type { PendingIdentity } from './oidc-pending.ts';

const TTL_SECONDS = 3600;
const identifier = (token: string) => `oidc-link-mail:${token}`;
/** Mails to one account's address, like the other mails an account can ask for (limits.ts). */
const mailThrottle = { window: 60 * 60, max: 3 };

/** The part of better-auth's context used here, as a loader's `auth.$context` has it. */
type Context = {
  internalAdapter: Pick<
    AuthContext['internalAdapter'],
    | 'createVerificationValue'
    | 'findVerificationValue'
    | 'deleteVerificationByIdentifier'
    | 'findUserById'
    | 'findAccounts'
    | 'createAccount'
  >;
};

type Deps = { context: Context; db: Db; mailer: Mailer; publicUrl: string };

/**
 * The other proof of an account (ADR 0085): a link to its own address, for an account without a
 * password. False when the account asked for too many already.
 */
export async function mailLinkProof(
  { context, db, mailer, publicUrl }: Deps,
  pending: PendingIdentity & { provider: string },
  locale: Locale,
): Promise<boolean> {
  if ((await consumeAttempt(db, `link-mail:${pending.email}`, mailThrottle)) !== null) return false;
  const token = randomBytes(32).toString('base64url');
  await context.internalAdapter.createVerificationValue({
    identifier: identifier(token),
    value: JSON.stringify(pending),
    expiresAt: new Date(Date.now() + TTL_SECONDS * 1000),
  });
  const url = `${publicUrl}${localizePath('/signin', locale)}?${new URLSearchParams({ link: token })}`;
  const owner = await context.internalAdapter.findUserById(pending.userId ?? '');
  if (!owner) return true;
  await mailer.send(actionMail('linkProvider', locale, owner, url, { provider: pending.provider }));
  return true;
}

/** What a mailed link would link, without using it: the page asks to confirm first. */
export async function mailedLink(context: Context, token: string) {
  const found = await context.internalAdapter.findVerificationValue(identifier(token));
  if (!found || found.expiresAt < new Date()) return null;
  return JSON.parse(found.value) as PendingIdentity & { provider: string };
}

/** Links the provider the mailed link names, once; its name, or null when it expired or was used. */
export async function confirmMailedLink(context: Context, token: string): Promise<string | null> {
  const pending = await mailedLink(context, token);
  if (!pending?.userId) return null;
  await context.internalAdapter.deleteVerificationByIdentifier(identifier(token));
  const accounts = await context.internalAdapter.findAccounts(pending.userId);
  if (!accounts.some((row) => row.providerId === pending.providerId))
    await context.internalAdapter.createAccount({
      userId: pending.userId,
      providerId: pending.providerId,
      accountId: pending.accountId,
    });
  return pending.provider;
}
