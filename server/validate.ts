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
  const fields = validationFields(result.error, locale, labels);
  throw new AppError('VALIDATION_FAILED', fields[0]?.message ?? 'Some fields are not valid.', fields);
}
