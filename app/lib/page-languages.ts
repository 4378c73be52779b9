import { useLocation, useMatches } from 'react-router';
import { type Locale, localeFromPath, locales, stripLocale } from '#domain/locale.ts';

type Matches = ReturnType<typeof useMatches>;
type Paths = Partial<Record<Locale, string>>;

/** A value a page declares in its loader data, the innermost route's first. */
function declared(matches: Matches, key: string): unknown {
  for (const match of [...matches].reverse()) {
    const value = (match.loaderData as Record<string, unknown> | undefined)?.[key];
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

/**
 * A string a page declares in its loader data: `canonicalPath` names the preferred address of a
 * page reachable at several, `staticScript` serves it without React.
 */
export function pageString(matches: Matches, key: 'canonicalPath' | 'staticScript') {
  const value = declared(matches, key);
  return typeof value === 'string' ? value : undefined;
}

const pagePaths = (matches: Matches, key: 'alternates' | 'nearest') => {
  const value = declared(matches, key);
  return value && typeof value === 'object' ? (value as Paths) : undefined;
};

/**
 * The page in each language, the one source of the head's hreflang links and the visible language
 * switch. By default a page is the same path in both languages. A page whose other language lives
 * elsewhere, or nowhere (a magazine post and its translation), names its addresses in its loader
 * data as `alternates`; for a language it is missing from, `nearest` names the page the switch
 * leads to instead (a post's category), and the other language's home page when it names none.
 */
export function usePageLanguages() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const canonical = pageString(matches, 'canonicalPath');
  const alternates = pagePaths(matches, 'alternates');
  const nearest = pagePaths(matches, 'nearest');
  const path = canonical ?? stripLocale(pathname);
  const paths: Paths = alternates ?? Object.fromEntries(locales.map((locale) => [locale, path]));
  return {
    current: localeFromPath(pathname),
    canonical,
    /** Whether the page names its own addresses, so its canonical link is one of them. */
    declared: Boolean(alternates),
    /** The page's addresses in the languages it exists in, for hreflang. */
    paths,
    /** Where the switch to `locale` leads: the same page (keeping its query, such as a search's), or the nearest. */
    switchPath: (locale: Locale) =>
      alternates ? (alternates[locale] ?? nearest?.[locale] ?? '/') : `${stripLocale(pathname)}${search}`,
  };
}
