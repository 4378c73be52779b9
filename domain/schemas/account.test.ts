import { describe, expect, it } from 'vitest';
import { registerSchema, safeRelay } from './account.ts';

describe('safeRelay', () => {
  it.each([
    ['/trips/create', '/trips/create'],
    ['/de/account/profile?tab=1', '/de/account/profile?tab=1'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/trips?q=a#top', '/trips?q=a#top'],
  ])('%s -> %s', (relay, expected) => {
    expect(safeRelay(relay)).toBe(expected);
  });
});

describe('registerSchema', () => {
  const valid = { displayName: 'Jana', email: 'jana@example.org', password: 'x'.repeat(8), terms: 'on' };

  it('accepts 8 to 128 characters with no composition rules', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, password: 'a'.repeat(128) }).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, password: 'a'.repeat(7) }).success).toBe(false);
    expect(registerSchema.safeParse({ ...valid, password: 'a'.repeat(129) }).success).toBe(false);
  });

  it('requires the terms and leaves the newsletter optional', () => {
    expect(registerSchema.safeParse({ ...valid, terms: undefined }).success).toBe(false);
    expect(registerSchema.parse(valid)).toMatchObject({ newsletter: false, rememberMe: false, terms: true });
  });
});
