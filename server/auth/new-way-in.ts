import { count, eq } from 'drizzle-orm';
import { isLocale, localizePath } from '#domain/locale.ts';
import type { Db } from '../db/client.ts';
import { account, user } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import type { Mailer } from '../mail/mailer.ts';
import { newWayInMail, type WayIn } from '../mail/templates.ts';
import type { OidcProvider } from './oidc-providers.ts';

type Deps = { db: Db; mailer: Mailer; env: Pick<Env, 'PUBLIC_URL'> };

/** Mails the member that a way to sign in was added (ADR 0087), with the link to choose a new password. */
export async function tellNewWayIn({ db, mailer, env }: Deps, userId: string, way: WayIn) {
  const [to] = await db
    .select({ email: user.email, name: user.name, locale: user.locale })
    .from(user)
    .where(eq(user.id, userId));
  if (!to) return;
  const locale = isLocale(to.locale) ? to.locale : 'en';
  const recover = `${env.PUBLIC_URL}${localizePath('/recover', locale)}`;
  await mailer.send(newWayInMail(locale, to, recover, way));
}

/**
 * After better-auth stored a login (`account` row): a password or a provider added to an account
 * that had a way in already is told; the first login of a new account is not news to anyone.
 */
export async function tellAddedLogin(
  deps: Deps,
  created: { userId: string; providerId: string },
  providers: readonly OidcProvider[],
) {
  const [row] = await deps.db.select({ n: count() }).from(account).where(eq(account.userId, created.userId));
  if ((row?.n ?? 0) < 2) return;
  const way: WayIn =
    created.providerId === 'credential'
      ? { kind: 'password' }
      : { kind: 'provider', name: providers.find((p) => p.id === created.providerId)?.name ?? created.providerId };
  await tellNewWayIn(deps, created.userId, way);
}
