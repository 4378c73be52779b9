import { describe, expect, it } from 'vitest';
import { localeCookie, localeFromPath, localizePath, negotiateLocale, readCookie, stripLocale } from './locale.ts';

describe('locale paths', () => {
  it.each([
    ['/', 'en', '/'],
    ['/about', 'en', '/about'],
    ['/de', 'de', '/'],
    ['/de/', 'de', '/'],
    ['/de/faq', 'de', '/faq'],
    ['/design', 'en', '/design'],
    ['/fr/about', 'en', '/fr/about'],
  ])('%s is %s with site path %s', (pathname, locale, path) => {
    expect(localeFromPath(pathname)).toBe(locale);
    expect(stripLocale(pathname)).toBe(path);
  });

  it.each([
    ['/', 'de', '/de'],
    ['/?q=1', 'de', '/de?q=1'],
    ['/about', 'de', '/de/about'],
    ['/about', 'en', '/about'],
    ['faq', 'de', '/de/faq'],
  ] as const)('localizePath(%s, %s) = %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['en-US,en;q=0.9,de;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,de;q=0.5', 'de'],
    ['fr,es', 'en'],
    ['en;q=0.2,de;q=0.7', 'de'],
    ['de;q=0', 'en'],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});

describe('cookies', () => {
  it('reads a cookie among others', () => {
    expect(readCookie('a=1; lang=de; b=2', 'lang')).toBe('de');
    expect(readCookie('a=1', 'lang')).toBeUndefined();
    expect(readCookie(null, 'lang')).toBeUndefined();
  });

  it('stores the language for 365 days on the whole site, SameSite=Lax', () => {
    expect(localeCookie('de', false)).toBe('lang=de; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('en', true)).toMatch(/; Secure$/);
  });
});
