import type { PageMeta } from '#app/lib/page-meta.ts';
import type { Locale } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';

export type SignInPageName = 'signin' | 'secondFactor' | 'signingOut' | 'recover' | 'newPassword';

/** The translated title and description of one of this feature's pages. */
export function signInPageMeta(locale: Locale, page: SignInPageName): PageMeta {
  const t = getT(locale);
  return {
    title: t('meta.titleTemplate', { page: t(`account-signin:meta.${page}.title`) }),
    description: t(`account-signin:meta.${page}.description`),
  };
}
