import { describe, expect, it } from 'vitest';
import { analyticsScriptAttributes, pageViewDelay } from './analytics.ts';

describe('analyticsScriptAttributes', () => {
  it('gives Plausible the site domain and nothing that counts a page view by itself', () => {
    expect(
      analyticsScriptAttributes({
        provider: 'plausible',
        scriptUrl: 'https://stats.example/js/script.manual.js',
        siteId: 'itinera.example',
      }),
    ).toEqual({ src: 'https://stats.example/js/script.manual.js', 'data-domain': 'itinera.example' });
  });

  it('gives Umami the website id and turns its automatic tracking off', () => {
    expect(
      analyticsScriptAttributes({ provider: 'umami', scriptUrl: 'https://umami.example/script.js', siteId: 'b5f1' }),
    ).toEqual({ src: 'https://umami.example/script.js', 'data-website-id': 'b5f1', 'data-auto-track': 'false' });
  });
});

describe('pageViewDelay', () => {
  it.each([
    ['waits 1.5 s from the load event', 800, 800, 1500],
    ['waits the rest when the script starts later', 800, 1300, 1000],
    ['sends at once when 1.5 s have passed (consent given later)', 800, 4000, 0],
  ])('%s', (_, loadedAt, now, expected) => {
    expect(pageViewDelay(loadedAt, now)).toBe(expected);
  });
});
