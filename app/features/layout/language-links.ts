import { useLocation } from 'react-router';
import { useLocale } from '#app/lib/locale.tsx';
import { type Locale, localeNames, locales, localizePath, stripLocale } from '#domain/locale.ts';

export type LanguageLinkItem = { locale: Locale; name: string; href: string; current: boolean };

/** The current page in every language, for the language switch. */
export function useLanguageLinks(): LanguageLinkItem[] {
  const { pathname, search } = useLocation();
  const current = useLocale();
  const path = `${stripLocale(pathname)}${search}`;
  return locales.map((locale) => ({
    locale,
    name: localeNames[locale],
    href: localizePath(path, locale),
    current: locale === current,
  }));
}
