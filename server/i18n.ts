import type { z } from 'zod';
import { isLocale, LOCALE_COOKIE, type Locale, negotiateLocale, readCookie } from '#domain/locale.ts';
import { toViolations } from '#domain/validation.ts';
import { getT } from '#locales/i18n.ts';
import type { FieldError } from './errors.ts';

/** The language of an API caller: `?language=`, then the language cookie, then Accept-Language. */
export function apiLocale(request: Request): Locale {
  const query = new URL(request.url).searchParams.get('language');
  if (isLocale(query)) return query;
  const cookie = readCookie(request.headers.get('cookie'), LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return negotiateLocale(request.headers.get('accept-language'));
}

export function validationFields(
  error: { issues: readonly z.core.$ZodIssue[] },
  locale: Locale,
  labels: Record<string, string> = {},
): FieldError[] {
  const t = getT(locale);
  return toViolations(error).map(({ field, rule, params }) => ({
    field,
    message: t(`validation:${rule}`, { ...params, field: labels[field] ?? field }),
  }));
}

/** Field names in the caller's language, from a catalog's `…fields` group, so messages name them as the pages do. */
export function fieldLabels(locale: Locale, group: string, fields: readonly string[]): Record<string, string> {
  const t = getT(locale);
  return Object.fromEntries(fields.map((field) => [field, t(`${group}.${field}`)]));
}
