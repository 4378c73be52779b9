import type { z } from 'zod';
import type { Locale } from '#domain/locale.ts';
import { AppError } from './errors.ts';
import { validationFields } from './i18n.ts';

/** Checks a request body with the domain's schema; a failure names every field in the caller's language. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  locale: Locale,
  labels: Record<string, string> = {},
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationFailure(result.error, locale, labels);
}

/** The one refusal of invalid input: 400 with every field named in the caller's language. */
export function validationFailure(
  error: Parameters<typeof validationFields>[0],
  locale: Locale,
  labels: Record<string, string> = {},
): AppError {
  const fields = validationFields(error, locale, labels);
  return new AppError('VALIDATION_FAILED', fields[0]?.message ?? 'Some fields are not valid.', fields);
}
