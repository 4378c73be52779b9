import { describe, expect, it } from 'vitest';
import { consentCookies, optionalCookieRemovals, readConsent } from './consent-cookies.ts';

describe('readConsent', () => {
  it.each([
    ['no cookies', '', { set: false, statistics: false }],
    ['only the language', 'lang=de', { set: false, statistics: false }],
    ['all accepted', 'consent-is-set=true; consent-statistic=true', { set: true, statistics: true }],
    ['only necessary', 'lang=en; consent-is-set=true; consent-statistic=false', { set: true, statistics: false }],
    ['a value that is not "true"', 'consent-is-set=true; consent-statistic=yes', { set: true, statistics: false }],
    ['statistics without a choice made', 'consent-statistic=true', { set: false, statistics: true }],
  ])('reads %s', (_, cookies, expected) => {
    expect(readConsent(cookies)).toEqual(expected);
  });
});

describe('consentCookies', () => {
  it('keeps both for 365 days on the whole site, same-site lax', () => {
    expect(consentCookies(true, false)).toEqual([
      'consent-is-set=true; Max-Age=31536000; Path=/; SameSite=Lax',
      'consent-statistic=true; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
  });

  it('stores a refusal, and marks the cookies Secure on https', () => {
    expect(consentCookies(false, true)).toEqual([
      'consent-is-set=true; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
      'consent-statistic=false; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('writes what readConsent reads back', () => {
    const jar = consentCookies(false, false)
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(readConsent(jar)).toEqual({ set: true, statistics: false });
  });
});

describe('optionalCookieRemovals', () => {
  const necessary = 'consent-is-set=true; consent-statistic=false; lang=de; flash=%7B%7D';

  it('keeps every necessary cookie', () => {
    expect(optionalCookieRemovals(necessary, { hostname: 'www.itinera.example', pathname: '/de/trips/x' })).toEqual([]);
  });

  it('expires an analytics cookie on every path up to the page, host-only on localhost', () => {
    expect(
      optionalCookieRemovals(`${necessary}; _pk_id.1=abc.123`, { hostname: 'localhost', pathname: '/de/search' }),
    ).toEqual([
      '_pk_id.1=; Max-Age=0; Path=/',
      '_pk_id.1=; Max-Age=0; Path=/de',
      '_pk_id.1=; Max-Age=0; Path=/de/search',
    ]);
  });

  it('also expires it for the host and each parent domain', () => {
    expect(optionalCookieRemovals('_ga=GA1.2', { hostname: 'www.itinera.example', pathname: '/' })).toEqual([
      '_ga=; Max-Age=0; Path=/',
      '_ga=; Max-Age=0; Path=/; Domain=www.itinera.example',
      '_ga=; Max-Age=0; Path=/; Domain=itinera.example',
    ]);
  });

  it('sets no domain on an IP address', () => {
    expect(optionalCookieRemovals('_ga=1', { hostname: '127.0.0.1', pathname: '/' })).toEqual([
      '_ga=; Max-Age=0; Path=/',
    ]);
  });

  it('names each cookie once, however often it appears', () => {
    const removals = optionalCookieRemovals('_ga=1; _ga=2; _gid=3', { hostname: 'localhost', pathname: '/' });
    expect(removals).toEqual(['_ga=; Max-Age=0; Path=/', '_gid=; Max-Age=0; Path=/']);
  });
});
