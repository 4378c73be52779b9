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

/**
 * JSON writes a NUL as `\u0000` and half of a surrogate pair as `\ud800`, say; an even run of
 * backslashes before either is text, not an escape. Raw bytes carry neither: a body is read as UTF-8.
 */
const escapedUnstorable = /(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f])/i;

/** Half of a surrogate pair is no text: PostgreSQL's JSON refuses it, as its text refuses a NUL. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\0') || loneSurrogate.test(text);

/** The path of the first string the database would refuse, as the validation messages name fields. */
function unstorablePath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return unstorable(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, entry] of Object.entries(value)) {
    if (unstorable(key)) return [...path, key];
    const found = unstorablePath(entry, [...path, key]);
    if (found) return found;
  }
  return null;
}

const unlessUpload =
  (handler: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    // A GET or HEAD has no body: asking for one would build a whole Request for nothing (ADR 0045).
    c.req.method === 'GET' || c.req.method === 'HEAD' || contentType(c).startsWith('multipart/form-data')
      ? next()
      : handler(c, next);

/** A text the database cannot store is refused, named, instead of failing the write. */
const storableJson: MiddlewareHandler = async (c, next) => {
  if (!contentType(c).includes('json')) return next();
  const text = await c.req.raw.clone().text();
  if (!escapedUnstorable.test(text)) return next();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return next();
  }
  const path = unstorablePath(parsed);
  return path ? refuseUnstorable(c, path.join('.') || 'body') : next();
};

/** Nor in a query's value: a search for `%00` would fail the query as such a write does. */
const storableQuery: MiddlewareHandler = async (c, next) => {
  const named = Object.entries(c.req.queries()).find(([, values]) => values.some(unstorable));
  return named ? refuseUnstorable(c, named[0]) : next();
};

function refuseUnstorable(c: Context, field: string) {
  const message = getT(apiLocale(c.req.raw))('validation:invalid', { field });
  const { status, body } = toErrorResponse(new AppError('VALIDATION_FAILED', message, [{ field, message }]));
  return c.json(body, status);
}

/**
 * The checks of every request of /api and /api/auth: its body capped before it is read (uploads
 * are multipart and have their own, larger cap), and no text the database cannot store (a NUL,
 * half a surrogate pair) in a JSON body or a query value.
 */
export const requestBodyChecks: MiddlewareHandler[] = [unlessUpload(jsonLimit), storableJson, storableQuery];
