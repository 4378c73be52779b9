import { and, asc, eq, ne } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import type { OidcProvider } from '../../auth/oidc-providers.ts';
import type { Db } from '../../db/client.ts';
import { account } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/** better-auth's name for the login that holds the password. */
const PASSWORD = 'credential';

/** The identity providers linked to the account, with their names from OIDC_PROVIDERS. */
export async function linkedProvidersOf(db: Db, userId: string, providers: readonly OidcProvider[]) {
  const rows = await db
    .select({ providerId: account.providerId, linkedAt: account.createdAt })
    .from(account)
    .where(and(eq(account.userId, userId), ne(account.providerId, PASSWORD)))
    .orderBy(asc(account.createdAt));
  return rows.map(({ providerId, linkedAt }) => ({
    id: providerId,
    name: providers.find((p) => p.id === providerId)?.name ?? providerId,
    linkedAt: linkedAt.toISOString(),
  }));
}

/**
 * Removes a linked provider, unless it is the last way in: a password, or another provider this
 * site still offers, must remain, so nobody shuts themselves out of their account.
 */
export async function unlinkProvider(
  db: Db,
  who: { userId: string; locale: Locale },
  providerId: string,
  providers: readonly OidcProvider[],
) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: account.id, providerId: account.providerId })
      .from(account)
      .where(eq(account.userId, who.userId))
      .for('update');
    const linked = rows.find((row) => row.providerId === providerId && row.providerId !== PASSWORD);
    if (!linked) throw new AppError('NOT_FOUND', getT(who.locale)('errors.notFoundMessage'));
    const otherWays = rows.filter(
      (row) => row.id !== linked.id && (row.providerId === PASSWORD || providers.some((p) => p.id === row.providerId)),
    );
    if (otherWays.length === 0) throw new AppError('CONFLICT', getT(who.locale)('account-providers:settings.lastWay'));
    await tx.delete(account).where(eq(account.id, linked.id));
  });
}
