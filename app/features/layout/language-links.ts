import { usePageLanguages } from '#app/lib/page-languages.ts';
import { type Locale, localeNames, locales, localizePath } from '#domain/locale.ts';

export type LanguageLinkItem = { locale: Locale; name: string; href: string; current: boolean };

/** The current page in every language, for the language switch: where its hreflang links lead. */
export function useLanguageLinks(): LanguageLinkItem[] {
  const { current, switchPath } = usePageLanguages();
  return locales.map((locale) => ({
    locale,
    name: localeNames[locale],
    href: localizePath(switchPath(locale), locale),
    current: locale === current,
  }));
}
