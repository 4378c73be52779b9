import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Locale, localeFromPath } from '#domain/locale.ts';
import { readDemoThreads } from '#server/db/seed/demo-community/demo-thread-file.ts';
import { crawl } from '#tests/setup/crawl.ts';
import { createDemoApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * No word of the other language on a page, outside content its author wrote in it and marked with
 * `lang` (issue 29, point 2): dates, months, weekdays and numbers follow the page's language.
 */

let t: TestApp;
let demoTrip = '';

beforeAll(async () => {
  t = await createDemoApp();
  const html = await (await t.request('/trips', { headers: { cookie: 'lang=en' } })).text();
  demoTrip = /href="(\/trips\/[^"/?]+)"/.exec(html)?.[1] ?? '';
}, 120_000);
afterAll(() => t.dispose());

/**
 * Signs of the other language. Months and weekdays the two languages spell alike (April, August,
 * September, November) say nothing and are left out; short month names count only beside a day.
 */
const foreign: Record<Locale, Record<string, RegExp>> = {
  en: {
    'German month': /\b(?:Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember)\b|\d\. (?:Mär|Okt|Dez)\b/,
    'German weekday': /\b(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b/,
    'German date': /(?<![\d.])\d{1,2}\.\d{1,2}\.\d{4}(?![\d.])/,
    'German decimal': /(?<![\d,])\d+,\d(?![\d,])/,
    'German thousands': /(?<![\d.])\d{1,3}(?:\.\d{3})+(?![\d.])/,
  },
  de: {
    'English month': /\b(?:January|February|March|May|June|July|October|December)\b|\b(?:Mar|Jun|Jul|Oct|Dec) \d/,
    'English weekday': /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/,
    'English decimal': /(?<![\d.])\d+\.\d(?![\d.])/,
    'English thousands': /(?<![\d,])\d{1,3}(?:,\d{3})+(?![\d,])/,
  },
};

/** Elements with no closing tag: they never hold text, and never open a level. */
const voidTags = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#x27': "'", '#39': "'" };
const decode = (text: string) => text.replace(/&(#?\w+);/g, (whole, name: string) => entities[name] ?? whole);

/**
 * The text a reader sees in the body, less scripts and every element marked with a `lang` other
 * than `locale`; text pieces stay apart so words of neighbouring elements do not run together.
 */
function visibleText(html: string, locale: Locale): string[] {
  const body = html.slice(html.indexOf('<body'));
  const pieces: string[] = [];
  // While inside a skipped element: its tag name and how many of that name are open.
  let skipping: { tag: string; open: number } | null = null;
  let last = 0;
  for (const tag of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (!skipping) pieces.push(decode(body.slice(last, tag.index)));
    last = tag.index + tag[0].length;
    const [, closing, rawName = '', attributes = ''] = tag;
    const name = rawName.toLowerCase();
    if (voidTags.has(name) || attributes.endsWith('/')) continue;
    if (skipping) {
      if (name === skipping.tag) skipping.open += closing ? -1 : 1;
      if (skipping.open === 0) skipping = null;
      continue;
    }
    const lang = /\slang="([^"]*)"/.exec(attributes)?.[1];
    if (!closing && (name === 'script' || name === 'style' || (lang && lang !== locale)))
      skipping = { tag: name, open: 1 };
  }
  return pieces.map((piece) => piece.trim()).filter(Boolean);
}

/**
 * Comments do not record the language they were written in yet, so they cannot be marked; the
 * demo conversations, in the language each commenter chose, are left out by their words.
 */
const commentBodies = new Set(
  (await readDemoThreads()).flatMap((thread) => [thread.body, ...thread.replies.map((reply) => reply.body)]),
);

/** Each sign of the other language on each page, with the text around it. */
function findings(pages: Map<string, { status: number; html: string }>) {
  const found: string[] = [];
  for (const [path, { status, html }] of pages) {
    if (status !== 200 || !html) continue;
    const locale = localeFromPath(new URL(path, t.env.PUBLIC_URL).pathname);
    for (const piece of visibleText(html, locale).filter((text) => !commentBodies.has(text)))
      for (const [what, pattern] of Object.entries(foreign[locale])) {
        const match = pattern.exec(piece);
        if (match) found.push(`${path}: ${what} "${match[0]}" in "${piece.slice(0, 120)}"`);
      }
  }
  return found;
}

describe('page language', () => {
  it('finds the other language only where marked', () => {
    const html =
      '<body><p>3,0 of 5 · <span lang="de">Oktober 2025</span></p><script>"Juli"</script><div lang="en">Juli</div></body>';
    expect(visibleText(html, 'en')).toEqual(['3,0 of 5 ·', 'Juli']);
  });

  it('knows the other language’s months and numbers, and not times, shared months or addresses', () => {
    const signs = (locale: Locale, text: string) =>
      Object.entries(foreign[locale]).flatMap(([what, pattern]) => (pattern.test(text) ? [what] : []));
    expect(signs('en', 'Oktober 2025 · 3,0 of 5 · 18.10.2025 · 1.691 views')).toEqual([
      'German month',
      'German date',
      'German decimal',
      'German thousands',
    ]);
    expect(signs('de', 'Sunday, Oct 18, 2025 · 3.0 von 5 · 1,691 Aufrufe')).toEqual([
      'English month',
      'English weekday',
      'English decimal',
      'English thousands',
    ]);
    expect(signs('en', 'April 2025, 10:30, 3.0 of 5, 1,691 views, 18 Oct 2025, /trips/a-1.2')).toEqual([]);
    expect(signs('de', 'August 2025, 10:30, 3,0 von 5, 1.691 Aufrufe, 18.10.2025, 18. Okt. 2025')).toEqual([]);
  });

  it('has no month, weekday or number of the other language on any page a visitor reaches', async () => {
    expect(demoTrip).toMatch(/^\/trips\//);
    const start = ['/', '/trips', demoTrip, '/magazine', '/lena'].flatMap((path) => [
      path,
      path === '/' ? '/de' : `/de${path}`,
    ]);
    const { pages } = await crawl(t, start, '');
    const checked = [...pages.keys()];
    expect(checked.filter((path) => path.startsWith('/de')).length).toBeGreaterThan(50);
    expect(checked.filter((path) => path.startsWith('/trips/')).length).toBeGreaterThanOrEqual(30);
    expect(checked.filter((path) => path.startsWith('/de/trips/')).length).toBeGreaterThanOrEqual(30);
    expect(findings(pages)).toEqual([]);
  }, 180_000);
});
