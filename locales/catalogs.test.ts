import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Tree)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const dir = path.dirname(new URL(import.meta.url).pathname);
const read = (locale: string, file: string) => JSON.parse(readFileSync(path.join(dir, locale, file), 'utf8'));
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}|<(\d+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('translation catalogs', () => {
  const files = readdirSync(path.join(dir, 'en')).filter((name) => name.endsWith('.json'));

  it('exist in both languages with the same files', () => {
    expect(
      readdirSync(path.join(dir, 'de'))
        .filter((name) => name.endsWith('.json'))
        .sort(),
    ).toEqual(files.sort());
    expect(files).toContain('common.json');
  });

  describe.each(files)('%s', (file) => {
    const en = flatten(read('en', file));
    const de = flatten(read('de', file));

    it('has the same keys in English and German', () => {
      expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('has no empty values', () => {
      for (const [locale, entries] of [
        ['en', en],
        ['de', de],
      ] as const) {
        const empty = [...entries].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
        expect(empty, `${locale}/${file}`).toEqual([]);
      }
    });

    it('uses the same placeholders in both languages', () => {
      const mismatched = [...en.keys()].filter(
        (key) => placeholders(en.get(key)).join() !== placeholders(de.get(key)).join(),
      );
      expect(mismatched).toEqual([]);
    });
  });
});
