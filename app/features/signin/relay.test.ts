import { describe, expect, it } from 'vitest';
import { relayTarget } from './relay.ts';

describe('relayTarget', () => {
  it('keeps a path on this site with its query, as given', () => {
    expect(relayTarget('/trips/create?step=2#top', 'en')).toBe('/trips/create?step=2#top');
    expect(relayTarget('/de/account/profile', 'de')).toBe('/de/account/profile');
    expect(relayTarget('/about', 'de')).toBe('/about');
  });

  it('sends everything else home in the page’s language', () => {
    for (const relay of [
      undefined,
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'about',
      '/',
    ]) {
      expect(relayTarget(relay, 'en'), String(relay)).toBe('/');
      expect(relayTarget(relay, 'de'), String(relay)).toBe('/de');
    }
  });
});
