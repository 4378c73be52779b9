import { isLocale, type Locale, localeCookie } from '#domain/locale.ts';

/** Remembers an explicit choice so the next visit to `/` opens in that language. */
export function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser yet
  document.cookie = localeCookie(locale, location.protocol === 'https:');
}

/** The same for pages served without React: every language link remembers its language. */
export function bindLocaleChoice(link: HTMLAnchorElement): () => void {
  const remember = () => {
    if (isLocale(link.hreflang)) rememberLocale(link.hreflang);
  };
  link.addEventListener('click', remember);
  return () => link.removeEventListener('click', remember);
}
