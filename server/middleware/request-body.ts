import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestLimits } from '#domain/request-limits.ts';
import { getT } from '#locales/i18n.ts';
import { AppError, errorBody, toErrorResponse } from '../errors.ts';
import { apiLocale } from '../i18n.ts';
import { nestsDeeperThan } from './json-nesting.ts';
import { escapedUnstorable, unstorable, unstorablePath } from './unstorable-text.ts';

const contentType = (c: Context) => c.req.header('content-type')?.toLowerCase() ?? '';

const tooLarge = (c: Context) => {
  const message = getT(apiLocale(c.req.raw))('validation:body_bytes', {
    size: requestLimits.jsonBytes / (1024 * 1024),
  });
  return c.json(errorBody('PAYLOAD_TOO_LARGE', message), 413);
};

const jsonLimit = bodyLimit({ maxSize: requestLimits.jsonBytes, onError: tooLarge });

const unlessUpload =
  (handler: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    // A GET or HEAD has no body: asking for one would build a whole Request for nothing (ADR 0045).
    c.req.method === 'GET' || c.req.method === 'HEAD' || contentType(c).startsWith('multipart/form-data')
      ? next()
      : handler(c, next);

/**
 * A body nested deeper than anyone writes is refused before anything walks it (ADR 0058); a text
 * the database cannot store is refused, named, instead of failing the write.
 */
const checkedJson: MiddlewareHandler = async (c, next) => {
  if (!contentType(c).includes('json')) return next();
  const text = await c.req.raw.clone().text();
  if (nestsDeeperThan(text, requestLimits.jsonDepth)) return refuseNesting(c);
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
  return refuse(c, new AppError('VALIDATION_FAILED', message, [{ field, message }]));
}

/** No field to name: the body as a whole is the problem. */
function refuseNesting(c: Context) {
  const message = getT(apiLocale(c.req.raw))('validation:json_depth', { max: requestLimits.jsonDepth });
  return refuse(c, new AppError('VALIDATION_FAILED', message));
}

function refuse(c: Context, error: AppError) {
  const { status, body } = toErrorResponse(error);
  return c.json(body, status);
}

/**
 * The checks of every request of /api and /api/auth: its body capped before it is read (uploads
 * are multipart and have their own, larger cap), a JSON body's nesting capped, and no text the
 * database cannot store (a NUL, half a surrogate pair) in a JSON body or a query value.
 */
export const requestBodyChecks: MiddlewareHandler[] = [unlessUpload(jsonLimit), checkedJson, storableQuery];
