import { isAPIError } from 'better-auth/api';
import type { Db } from '../db/client.ts';
import type { HookContext } from './endpoint-rules.ts';
import { forgetFailures } from './failure-counter.ts';
import { accountKey, trustDevice } from './sign-in-lockout.ts';

const RESET = '/reset-password';

/** The account whose password a reset sets, named before better-auth uses up the token. */
type ResetOf = { resetOf?: { id: string; email: string } };

/**
 * Before a password reset: finds the account its token names and hands it on to `recordReset`
 * in the endpoint's context, since better-auth deletes the token and answers only `{ status: true }`.
 */
export async function accountOfReset(ctx: HookContext) {
  if (ctx.path !== RESET) return;
  const token = (ctx.body as { token?: unknown } | undefined)?.token || ctx.query?.token;
  if (typeof token !== 'string') return;
  const adapter = ctx.context.internalAdapter;
  const found = await adapter.findVerificationValue(`reset-password:${token}`);
  const account = found && (await adapter.findUserById(found.value));
  return account ? { context: { resetOf: { id: account.id, email: account.email } } } : undefined;
}

/**
 * After a password reset that succeeded, the mailbox has proved the owner (ADR 0059): the account's
 * sign-in failures are forgotten, and the browser that set the new password becomes a known device,
 * so it signs in at once and no stranger's failures hold it, however soon they lock the account again.
 */
export async function recordReset(db: Db, ctx: HookContext) {
  const account = (ctx as HookContext & ResetOf).resetOf;
  if (ctx.path !== RESET || !account || isAPIError(ctx.context.returned)) return;
  await forgetFailures(db, accountKey(account.email));
  await trustDevice(ctx, account.id, Date.now());
}
