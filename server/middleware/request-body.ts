import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestLimits } from '#domain/request-limits.ts';
import { getT } from '#locales/i18n.ts';
import { AppError, errorBody, toErrorResponse } from '../errors.ts';
import { apiLocale } from '../i18n.ts';

const contentType = (c: Context) => c.req.header('content-type')?.toLowerCase() ?? '';

const tooLarge = (c: Context) => {
  const message = getT(apiLocale(c.req.raw))('validation:body_bytes', {
    size: requestLimits.jsonBytes / (1024 * 1024),
  });
  return c.json(errorBody('PAYLOAD_TOO_LARGE', message), 413);
};

const jsonLimit = bodyLimit({ maxSize: requestLimits.jsonBytes, onError: tooLarge });

/** JSON writes the escape `\u0000` for a NUL; an even run of backslashes before it is text, not an escape. */
const escapedNul = /(?<!\\)(?:\\\\)*\\u0000/;

/** The path of the first string that holds a NUL, as the validation messages name fields. */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, entry] of Object.entries(value)) {
    const found = nulPath(entry, [...path, key]);
    if (found) return found;
  }
  return null;
}

const unlessUpload =
  (handler: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    contentType(c).startsWith('multipart/form-data') ? next() : handler(c, next);

/** The database stores no NUL: a text holding one is refused, named, instead of failing the write. */
const nulFreeJson: MiddlewareHandler = async (c, next) => {
  if (!contentType(c).includes('json')) return next();
  const text = await c.req.raw.clone().text();
  if (!escapedNul.test(text)) return next();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return next();
  }
  const field = (nulPath(parsed) ?? []).join('.') || 'body';
  const message = getT(apiLocale(c.req.raw))('validation:invalid', { field });
  const { status, body } = toErrorResponse(new AppError('VALIDATION_FAILED', message, [{ field, message }]));
  return c.json(body, status);
};

/**
 * The checks of every body of /api and /api/auth: capped before it is read (uploads are
 * multipart and have their own, larger cap), and no NUL in a JSON text.
 */
export const requestBodyChecks: MiddlewareHandler[] = [unlessUpload(jsonLimit), nulFreeJson];
