import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { Locale } from '#domain/locale.ts';
import { AppError } from './errors.ts';
import { apiLocale, validationFields } from './i18n.ts';
import type { ApiContext } from './policies/caller.ts';

type ZodFailure = Parameters<typeof validationFields>[0];

/**
 * How a route refuses input its contract does not allow: `labels` name the fields as the page
 * with the same form does; `guard` (the route's sign-in check) runs first, so only a caller who
 * may use the route learns what is wrong with the input.
 */
export type InputRefusal = {
  labels?: (locale: Locale) => Record<string, string>;
  guard?: (c: ApiContext) => Promise<unknown>;
};

/** A route's middleware that tells the API's validation hook how this route names its fields. */
export const refusing =
  (refusal: InputRefusal): MiddlewareHandler<{ Variables: { inputRefusal: InputRefusal } }> =>
  async (c, next) => {
    c.set('inputRefusal', refusal);
    await next();
  };

/** The API's validation hook: a failed check of the contract becomes the translated refusal. */
export async function refuseInvalidInput(error: ZodFailure, c: ApiContext): Promise<never> {
  const refusal = c.get('inputRefusal');
  await refusal?.guard?.(c);
  const locale = apiLocale(c.req.raw);
  throw validationFailure(error, locale, refusal?.labels?.(locale));
}

/** Checks input against a rule only the server holds (the common-password list, say), as the contract would. */
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
export function validationFailure(error: ZodFailure, locale: Locale, labels: Record<string, string> = {}): AppError {
  const fields = validationFields(error, locale, labels);
  return new AppError('VALIDATION_FAILED', fields[0]?.message ?? 'Some fields are not valid.', fields);
}
