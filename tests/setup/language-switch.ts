import type { Crawl } from './crawl.ts';

/** The language a page declares on its html element. */
export const pageLanguage = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];

/** Where the page's own language switch (the header's menu) leads to `locale`. */
export function switchTo(html: string, locale: string) {
  const tag = [...html.matchAll(/<a\s[^>]*data-enhance="locale-choice"[^>]*>/g)]
    .map(([a]) => a)
    .find((a) => a.includes(`hrefLang="${locale}"`));
  return tag && /href="([^"]*)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&');
}

/**
 * Follows the switch from every page of a crawl that answered 200 with HTML (a redirect counts
 * only where it lands); returns each switch that does not land on a 200 page in the other language.
 */
export async function wrongSwitches({ pages, fetchPage }: Crawl) {
  const wrong: string[] = [];
  for (const [path, { status, html }] of [...pages]) {
    const language = pageLanguage(html);
    if (status !== 200 || !language) continue;
    const other = language === 'de' ? 'en' : 'de';
    const href = switchTo(html, other);
    if (!href) {
      wrong.push(`${path} has no switch to ${other}`);
      continue;
    }
    const landed = await fetchPage(href);
    const landedIn = pageLanguage(landed.html);
    if (landed.status !== 200 || landedIn !== other)
      wrong.push(`${path} switches to ${href}: ${landed.status} in ${landedIn ?? 'no language'}`);
  }
  return wrong;
}
