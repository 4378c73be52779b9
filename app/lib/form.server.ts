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
  return { ok: false, errors, values: typedValues(formData) };
}

/** What the user typed, but passwords and tokens, to fill a form again after a refusal. */
export function typedValues(formData: FormData): Record<string, string> {
  return Object.fromEntries(
    [...formData].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !secret.test(entry[0])),
  );
}
