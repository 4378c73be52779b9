import type { z } from 'zod';
import type { Locale } from '#domain/locale.ts';
import { validationFields } from '#server/i18n.ts';

export type FieldErrors = Record<string, string>;

export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; values: Record<string, string> };

/** Fields whose value is never sent back into the page, even after an error. */
const secret = /password|token/i;

/**
 * Validates a submitted form with the input's one schema. On failure it returns translated
 * messages that name each field and everything the user typed (but passwords), so nothing is lost.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  formData: FormData,
  locale: Locale,
  labels: Record<string, string>,
): FormResult<z.output<S>> {
  const raw = Object.fromEntries(formData);
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const { field, message } of validationFields(result.error, locale, labels)) errors[field] ??= message;
  const values = Object.fromEntries(
    Object.entries(raw).filter(([name, value]) => typeof value === 'string' && !secret.test(name)),
  ) as Record<string, string>;
  return { ok: false, errors, values };
}
