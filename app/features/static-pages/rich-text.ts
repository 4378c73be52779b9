/**
 * A deliberately tiny text format for the page catalogs, so that translators write prose, not
 * markup: blank lines separate blocks, `- ` starts a bullet, `1. ` a numbered step,
 * `**bold**` and `[text](href)` work inline, and `{{name}}` takes a value from the server.
 * It is parsed on the server; pages receive plain data and never render HTML strings.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block = { kind: 'paragraph'; content: Inline[] } | { kind: 'list'; ordered: boolean; items: Inline[][] };

const bullet = /^- /;
const numbered = /^\d+\. /;
const inlinePattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
const placeholder = /\{\{(\w+)\}\}/g;
// Catalog links may only lead within the site, to an anchor, or to mail and phone.
const allowedHref = /^(\/(?!\/)|#|mailto:|tel:)/;

function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(placeholder, (match, name: string) => values[name] ?? match);
}

function parseInline(source: string, values: Readonly<Record<string, string>>): Inline[] {
  const content: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(inlinePattern)) {
    if (match.index > last) content.push({ kind: 'text', text: fill(source.slice(last, match.index), values) });
    const [whole, strong, label, href] = match;
    if (strong !== undefined) {
      content.push({ kind: 'strong', text: fill(strong, values) });
    } else if (label !== undefined && href !== undefined) {
      // Values are filled in after parsing, so configuration can never inject markup or links.
      const target = fill(href, values);
      content.push(
        allowedHref.test(target)
          ? { kind: 'link', text: fill(label, values), href: target }
          : { kind: 'text', text: fill(label, values) },
      );
    } else {
      content.push({ kind: 'text', text: fill(whole, values) });
    }
    last = match.index + whole.length;
  }
  if (last < source.length) content.push({ kind: 'text', text: fill(source.slice(last), values) });
  return content;
}

export function parseRichText(source: string, values: Readonly<Record<string, string>> = {}): Block[] {
  return source
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): Block => {
      const lines = chunk.split('\n').map((line) => line.trim());
      for (const [pattern, ordered] of [
        [bullet, false],
        [numbered, true],
      ] as const) {
        if (lines.every((line) => pattern.test(line))) {
          return { kind: 'list', ordered, items: lines.map((line) => parseInline(line.replace(pattern, ''), values)) };
        }
      }
      return { kind: 'paragraph', content: parseInline(lines.join(' '), values) };
    });
}
