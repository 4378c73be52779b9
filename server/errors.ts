import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Locale } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { type Fault, faultOf } from './faults.ts';
import { apiLocale } from './i18n.ts';

export const errorCodes = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  TRANSLATION_FAILED: 502,
  UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorCodes;

export type FieldError = { field: string; message: string };

/** A failure the user may be told about: a stable code, a safe message, optional field errors. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldError[] | undefined;
  constructor(code: ErrorCode, message: string, fields?: FieldError[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): ContentfulStatusCode {
    return errorCodes[this.code];
  }

  /** The headers of the response: what its status needs (statusHeaders). */
  get headers(): Record<string, string> {
    return statusHeaders(this.status);
  }
}

/** A 429: too many attempts, with the seconds until the caller may try again (its Retry-After). */
export class RateLimited extends AppError {
  readonly retryAfter: number;
  constructor(message: string, retryAfter: number) {
    super('RATE_LIMITED', message);
    this.name = 'RateLimited';
    this.retryAfter = retryAfter;
  }

  override get headers(): Record<string, string> {
    return retryAfterHeaders(this.retryAfter);
  }
}

export type ErrorBody = { error: { code: ErrorCode; message: string; fields?: FieldError[] } };

const genericMessages: Record<ErrorCode, string> = {
  BAD_REQUEST: 'The request could not be understood.',
  VALIDATION_FAILED: 'Some fields are not valid.',
  UNAUTHORIZED: 'Please sign in first.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'This page could not be found',
  METHOD_NOT_ALLOWED: 'This method is not allowed here.',
  CONFLICT: 'Someone else changed this in the meantime.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This type of file is not supported.',
  RATE_LIMITED: 'Too many attempts, please try again later.',
  INTERNAL: 'An error occurred while processing your request, please try again',
  TRANSLATION_FAILED: 'The machine translation service did not answer, please try again later.',
  UNAVAILABLE: 'The service is unavailable right now, please try again later.',
  INSUFFICIENT_STORAGE: 'There is no space left to save this, please try again later.',
};

/** How long a 503 asks callers to wait before trying again: about what a database restart takes. */
export const RETRY_AFTER_SECONDS = 10;

/**
 * The one way a response says when to try again: the standard `Retry-After` in whole seconds, at
 * least one (RFC 9110 10.2.3). Every 429 (the API's, better-auth's, the pages') and 503 sends it.
 */
export const retryAfterHeaders = (seconds: number): Record<string, string> => ({
  'Retry-After': String(Math.max(1, Math.ceil(seconds))),
});

/** The headers of a response with this status: a 503 says when to try again. */
export const statusHeaders = (status: number): Record<string, string> =>
  status === 503 ? retryAfterHeaders(RETRY_AFTER_SECONDS) : {};

const faultMessages: Record<Fault, string> = {
  UNAVAILABLE: 'errors.unavailable',
  INSUFFICIENT_STORAGE: 'errors.storageFull',
};

export type ErrorResponse = { status: ContentfulStatusCode; body: ErrorBody; headers: Record<string, string> };

/**
 * The one mapping from any thrown value to an HTTP status, the headers that go with it and a body
 * that is safe to show. A fault of the database or the disk is told in the caller's `locale`.
 */
export function toErrorResponse(error: unknown, locale: Locale = 'en'): ErrorResponse {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: { code: error.code, message: error.message } };
    if (error.fields) body.error.fields = error.fields;
    return { status: error.status, body, headers: error.headers };
  }
  const fault = faultOf(error);
  if (fault) {
    const status = errorCodes[fault];
    return { status, body: errorBody(fault, getT(locale)(faultMessages[fault])), headers: statusHeaders(status) };
  }
  // Hono's own refusals (a body that is not JSON, a wrong content type) are the caller's mistake.
  if (error instanceof HTTPException && error.status >= 400 && error.status < 500) {
    const code = error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
    return { status: errorCodes[code], body: errorBody(code), headers: {} };
  }
  return { status: 500, body: { error: { code: 'INTERNAL', message: genericMessages.INTERNAL } }, headers: {} };
}

/** The answer to a request that met `error`, with a fault told in the caller's language. */
export function errorResponse(error: unknown, request: Request): Response {
  const { status, body, headers } = toErrorResponse(error, apiLocale(request));
  return Response.json(body, { status, headers });
}

export function errorBody(code: ErrorCode, message = genericMessages[code]): ErrorBody {
  return { error: { code, message } };
}
