import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toViolations } from '../validation.ts';
import { recoverSchema, registerSchema, resetPasswordSchema, safeRelay, signInSchema } from './account.ts';

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

describe('shared account fields', () => {
  const rulesOf = (result: { success: boolean; error?: { issues: readonly z.core.$ZodIssue[] } }) =>
    result.error ? toViolations(result.error).map((violation) => violation.rule) : [];

  it('calls an empty e-mail address required and a malformed one invalid', () => {
    expect(rulesOf(recoverSchema.safeParse({ email: '' }))).toEqual(['required']);
    expect(rulesOf(recoverSchema.safeParse({ email: '   ' }))).toEqual(['required']);
    expect(rulesOf(recoverSchema.safeParse({ email: 'jana@' }))).toEqual(['email']);
    expect(recoverSchema.parse({ email: ' jana@example.org ' })).toEqual({ email: 'jana@example.org' });
  });

  it('refuses the most common passwords wherever one is chosen, not where one is checked', () => {
    expect(rulesOf(resetPasswordSchema.safeParse({ token: 't', password: 'password123' }))).toEqual([
      'common_password',
    ]);
    expect(signInSchema.safeParse({ email: 'jana@example.org', password: 'password123' }).success).toBe(true);
  });
});
