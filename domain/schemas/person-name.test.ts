import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toViolations } from '../validation.ts';
import { registerSchema, signUpSchema } from './account.ts';
import { contactSchema } from './contact.ts';
import { plainName, plainNamePattern } from './person-name.ts';
import { profileSchema } from './profile.ts';

/** One of each kind the rule refuses, by the name a reader of the test knows it by. */
const hidden = {
  CR: '\r',
  LF: '\n',
  TAB: '\t',
  NUL: '\u0000',
  DEL: '\u007F',
  NEL: '\u0085',
  'left-to-right embedding': '\u202A',
  'right-to-left embedding': '\u202B',
  'pop directional formatting': '\u202C',
  'left-to-right override': '\u202D',
  'right-to-left override': '\u202E',
  'left-to-right isolate': '\u2066',
  'right-to-left isolate': '\u2067',
  'first strong isolate': '\u2068',
  'pop directional isolate': '\u2069',
  'left-to-right mark': '\u200E',
  'right-to-left mark': '\u200F',
  'Arabic letter mark': '\u061C',
  'zero-width space': '\u200B',
  'zero-width non-joiner': '\u200C',
  'zero-width joiner': '\u200D',
  'word joiner': '\u2060',
  'zero-width no-break space': '\uFEFF',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
};

const names = [
  'Jana',
  'Zoë Ørsted-Nakamura',
  "O'Brien Jr.",
  'محمد علي',
  'דוד לוי',
  '山田 太郎',
  'Nguyễn Văn An',
  'Ana 🌍',
];

type Parsed = { success: boolean; error?: { issues: readonly z.core.$ZodIssue[] } };
const problems = (result: Parsed) =>
  result.error ? toViolations(result.error).map(({ field, rule }) => `${field}:${rule}`) : [];

/** Each door that takes a name, with a valid input around it. */
const doors: [string, string, (name: string) => Parsed][] = [
  [
    'registration form',
    'displayName',
    (displayName) =>
      registerSchema.safeParse({ displayName, email: 'jana@example.org', password: 'x'.repeat(8), terms: 'on' }),
  ],
  [
    'sign-up API',
    'name',
    (name) => signUpSchema.safeParse({ name, email: 'jana@example.org', password: 'x'.repeat(8), terms: true }),
  ],
  [
    'profile',
    'displayName',
    (displayName) =>
      profileSchema.safeParse({
        displayName,
        alias: '',
        location: '',
        aboutMe: '',
        traveledCountries: [],
        favoriteCountries: [],
        socialProfiles: {},
      }),
  ],
  [
    'contact form',
    'name',
    (name) =>
      contactSchema.safeParse({
        name,
        email: 'jana@example.org',
        topic: 'general',
        message: 'Hello there, team!',
        altcha: 'x',
      }),
  ],
];

describe('a person’s name', () => {
  it.each(doors)('%s: takes names in any script', (_door, _field, parse) => {
    for (const name of names) expect(problems(parse(name)), name).toEqual([]);
  });

  it.each(doors)('%s: refuses a control, bidirectional or zero-width character in the name', (_door, field, parse) => {
    for (const [kind, character] of Object.entries(hidden))
      expect(problems(parse(`Ja${character}na`)), kind).toEqual([`${field}:plain_name`]);
    // A spoofed byline: "Jana" followed by reversed text.
    expect(problems(parse('Jana\u202Enimda'))).toEqual([`${field}:plain_name`]);
  });

  it('trims a line break at either end, as it trims spaces', () => {
    expect(profileSchema.shape.displayName.parse('\r\n Jana \n')).toBe('Jana');
  });

  it('is a pattern that reads the same in ECMA-262 with and without the u flag', () => {
    const unicode = new RegExp(plainNamePattern.source, 'u');
    expect(plainNamePattern.flags).toBe('');
    for (const name of names) expect([plainNamePattern.test(name), unicode.test(name)], name).toEqual([true, true]);
    for (const [kind, character] of Object.entries(hidden))
      expect([plainNamePattern.test(`a${character}b`), unicode.test(`a${character}b`)], kind).toEqual([false, false]);
  });

  it('leaves out what the rule refuses from a name stored before it', () => {
    expect(plainName(`Ja${Object.values(hidden).join('')}na`)).toBe('Jana');
    for (const name of names) expect(plainName(name)).toBe(name);
  });
});
