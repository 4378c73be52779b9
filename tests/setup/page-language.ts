import { type Locale, localeFromPath } from '#domain/locale.ts';
import { readDemoThreads } from '#server/db/seed/demo-community/demo-thread-file.ts';
import type { Crawl } from './crawl.ts';

/**
 * Signs of the other language. Months and weekdays the two languages spell alike (April, August,
 * September, November) say nothing and are left out; short month names count only beside a day.
 */
export const foreign: Record<Locale, Record<string, RegExp>> = {
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
export function visibleText(html: string, locale: Locale): string[] {
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
export function foreignWords({ pages }: Pick<Crawl, 'pages'>, publicUrl: string) {
  const found: string[] = [];
  for (const [path, { status, html }] of pages) {
    if (status !== 200 || !html) continue;
    const locale = localeFromPath(new URL(path, publicUrl).pathname);
    for (const piece of visibleText(html, locale).filter((text) => !commentBodies.has(text)))
      for (const [what, pattern] of Object.entries(foreign[locale])) {
        const match = pattern.exec(piece);
        if (match) found.push(`${path}: ${what} "${match[0]}" in "${piece.slice(0, 120)}"`);
      }
  }
  return found;
}
