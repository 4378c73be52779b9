import { defaultLocale, type Locale, locales, localizePath } from '#domain/locale.ts';
import type { SitemapEntry } from './sitemap-entries.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * One `<url>` per language, each naming every language's address and `x-default` (English), as
 * the pages' own `<link rel="alternate">` tags do.
 */
function urlElements(origin: string, entry: SitemapEntry): string[] {
  const present = locales.filter((locale) => !entry.paths || entry.paths[locale] !== undefined);
  const href = (locale: Locale) => escapeXml(`${origin}${localizePath(entry.paths?.[locale] ?? entry.path, locale)}`);
  const fallback = present.includes(defaultLocale) ? defaultLocale : (present[0] ?? defaultLocale);
  const alternates = [
    ...present.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href(fallback)}"/>`,
  ].join('');
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
  return present.map((locale) => `<url><loc>${href(locale)}</loc>${lastmod}${alternates}</url>`);
}

/** How many `<url>` elements one entry becomes at most. */
export const urlsPerEntry = locales.length;

export function urlsetXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => urlElements(origin, entry));
  return `${declaration}<urlset xmlns="${sitemapNamespace}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(locations: string[]): string {
  const sitemaps = locations.map((location) => `<sitemap><loc>${escapeXml(location)}</loc></sitemap>`);
  return `${declaration}<sitemapindex xmlns="${sitemapNamespace}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}
