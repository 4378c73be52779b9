import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toViolations } from '../validation.ts';
import { recoverSchema, registerSchema, safeRelay, signUpSchema } from './account.ts';

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
});

describe('signUpSchema', () => {
  const valid = { name: 'Jana', email: 'jana@example.org', password: 'x'.repeat(8), terms: true };
  const fieldsOf = (input: Record<string, unknown>) => {
    const result = signUpSchema.safeParse(input);
    return result.success ? [] : toViolations(result.error).map(({ field, rule }) => `${field}:${rule}`);
  };

  it('holds the API to the form’s rules: a display name of 50 characters at most, the terms accepted', () => {
    expect(fieldsOf(valid)).toEqual([]);
    expect(fieldsOf({ ...valid, name: 'x'.repeat(51) })).toEqual(['name:max_length']);
    expect(fieldsOf({ ...valid, terms: undefined })).toEqual(['terms:required']);
    expect(fieldsOf({ ...valid, terms: false })).toEqual(['terms:required']);
  });

  it('refuses fields that are not the caller’s to set', () => {
    expect(fieldsOf({ ...valid, image: 'someone-elses-key', termsAcceptedAt: '2020-01-01' })).toEqual([
      'image:invalid',
      'termsAcceptedAt:invalid',
    ]);
  });
});
