import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/locale.ts';
import { foreign, visibleText } from './page-language.ts';

describe('signs of the other language on a page', () => {
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
});
