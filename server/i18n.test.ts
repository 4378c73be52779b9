import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationRules } from '#domain/validation.ts';
import { getT } from '#locales/i18n.ts';
import { apiLocale, validationFields } from './i18n.ts';

const schema = z.object({
  email: z.email(),
  name: z.string().min(1),
  nickname: z.string().min(3),
  summary: z.string().max(10),
  comfort: z.number().min(0).max(8),
});

const bad = { email: 'nope', name: '', nickname: 'ab', summary: 'x'.repeat(11), comfort: 9 };

describe('validation messages', () => {
  it('exist for every generic rule in both languages', () => {
    for (const locale of ['en', 'de'] as const) {
      const t = getT(locale);
      for (const rule of validationRules) {
        const text = t(`validation:${rule}`, { field: 'X', min: 1, max: 2, length: 3, size: 4, megapixels: 5 });
        expect(text, `${locale} ${rule}`).not.toBe(rule);
        expect(text).not.toMatch(/\{\{/);
      }
    }
  });

  it('name the field and follow the language', () => {
    const error = schema.safeParse(bad).error;
    if (!error) throw new Error('expected a validation error');
    expect(validationFields(error, 'en', { name: 'Display name' })).toEqual([
      { field: 'email', message: 'The email field must be a valid email' },
      { field: 'name', message: 'The Display name field is required' },
      { field: 'nickname', message: 'The nickname field must be at least 3 characters' },
      { field: 'summary', message: 'No more than 10 characters can be entered here' },
      { field: 'comfort', message: 'The comfort field must be 8 or less' },
    ]);
    expect(validationFields(error, 'de', { name: 'Anzeigename' }).map((f) => f.message)).toEqual([
      'email muss eine gültige E-Mail-Adresse sein',
      'Anzeigename ist ein Pflichtfeld',
      'nickname muss mindestens 3 Zeichen lang sein',
      'Hier können nicht mehr als 10 Zeichen eingegeben werden',
      'comfort darf höchstens 8 sein',
    ]);
  });

  it('reports a missing value as required and a wrong type as numeric', () => {
    const error = z.object({ title: z.string(), days: z.number() }).safeParse({ days: 'many' }).error;
    if (!error) throw new Error('expected a validation error');
    expect(validationFields(error, 'en').map((f) => f.message)).toEqual([
      'The title field is required',
      'The days field may only contain numeric characters',
    ]);
  });
});

describe('apiLocale', () => {
  const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

  it('takes ?language, then the cookie, then Accept-Language, then English', () => {
    expect(apiLocale(request('http://x/api?language=de', { cookie: 'lang=en' }))).toBe('de');
    expect(apiLocale(request('http://x/api', { cookie: 'lang=de', 'accept-language': 'en' }))).toBe('de');
    expect(apiLocale(request('http://x/api', { 'accept-language': 'de-AT' }))).toBe('de');
    expect(apiLocale(request('http://x/api'))).toBe('en');
  });
});
