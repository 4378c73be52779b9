import { APIError, getEndpoints } from 'better-auth/api';
import type { z } from 'zod';
import type { Locale } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import type { FieldError } from '../errors.ts';
import { apiLocale, validationFields } from '../i18n.ts';

type Issue = z.core.$ZodIssue;
/** A Standard Schema, as better-call validates with: zod's, for every better-auth endpoint. */
type Schema = { '~standard': { validate: (value: unknown) => { issues?: unknown } | Promise<{ issues?: unknown }> } };
type Inputs = { body?: Schema; query?: Schema };
type AuthContext = { options: Parameters<typeof getEndpoints>[1] };

/** The names better-auth's bodies and queries use, in the caller's language; any other is named as sent. */
function fieldLabels(locale: Locale): Record<string, string> {
  const t = getT(locale);
  return {
    email: t('account-signin:signin.email'),
    password: t('account-signin:signin.password'),
    newPassword: t('account-signin:newPassword.password'),
    name: t('account-register:register.displayName'),
    terms: t('account-register:register.termsField'),
    locale: t('account-settings:fields.locale'),
    code: t('account-signin:secondFactor.code'),
  };
}

/** A refusal of better-auth's shape, `{ code, message, fields }`, each field named in `locale`. */
export function fieldsRefusal(fields: FieldError[]) {
  return new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: fields[0]?.message, fields });
}

const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

const valueAt = (value: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((at, key) => (isRecord(at) ? (at as Record<PropertyKey, unknown>)[key] : undefined), value);

/**
 * Zod's issues as the site's translated field errors. A field missing from `value` is `required`,
 * whatever its rule (zod calls a missing `z.literal(true)` an invalid value).
 */
export function issueFields(issues: readonly Issue[], locale: Locale, value?: unknown) {
  const told = issues.map((issue) =>
    issue.path.length > 0 && valueAt(value, issue.path) === undefined
      ? ({ ...issue, code: 'invalid_type', expected: 'never', message: 'received undefined' } as Issue)
      : issue,
  );
  return validationFields({ issues: told }, locale, fieldLabels(locale));
}

const inputsByOptions = new WeakMap<object, Map<string, Inputs>>();

/** Every endpoint's body and query schema by its path, read once per configuration from better-auth's own list. */
function inputsOf(context: AuthContext): Map<string, Inputs> {
  let inputs = inputsByOptions.get(context.options);
  if (!inputs) {
    const { api } = getEndpoints(Promise.resolve(context as never), context.options);
    inputs = new Map();
    for (const endpoint of Object.values(api) as { path?: string; options?: Inputs }[])
      if (endpoint.path) inputs.set(endpoint.path, { body: endpoint.options?.body, query: endpoint.options?.query });
    inputsByOptions.set(context.options, inputs);
  }
  return inputs;
}

async function issuesOf(schema: Schema, value: unknown): Promise<readonly Issue[]> {
  const result = await schema['~standard'].validate(value);
  if (!result.issues) return [];
  // A body that is no object at all (none, `5`, `[]`) is refused by the fields it lacks, if it lacks any.
  if (!isRecord(value)) {
    const empty = await schema['~standard'].validate({});
    if (empty.issues) return empty.issues as readonly Issue[];
  }
  return result.issues as readonly Issue[];
}

/**
 * Checks a call's body and query against the endpoint's own schemas before better-auth does, so a
 * refusal names each field in the caller's language (`{ code: 'VALIDATION_FAILED', message, fields }`)
 * instead of better-call's English `[body.field] Invalid input…`.
 */
export async function checkInputs(
  ctx: { path?: string; body?: unknown; query?: unknown; context: AuthContext },
  locale: () => Locale,
) {
  const inputs = ctx.path ? inputsOf(ctx.context).get(ctx.path) : undefined;
  if (!inputs) return;
  for (const [part, schema] of [
    ['body', inputs.body],
    ['query', inputs.query],
  ] as const) {
    if (!schema) continue;
    const issues = await issuesOf(schema, ctx[part]);
    if (issues.length === 0) continue;
    const language = locale();
    const fields = issueFields(issues, language, ctx[part]).map((field) =>
      field.field === 'form' ? { ...field, field: part } : field,
    );
    throw fieldsRefusal(fields);
  }
}

type LibraryBody = { code?: unknown; message?: unknown };

/** better-call's `[body.a.b] …; [query.c] …` messages: the fields they name. */
const namedFields = (message: string) =>
  [...message.matchAll(/\[(?:body|query)\.?([^\]]*)\]/g)].map((match) => match[1] || 'body');

/**
 * better-auth's own refusals that are made before any hook sees the request (a body that is not
 * JSON, a content type it does not take) or that a check here missed, told in the caller's
 * language instead of its English. Every other answer passes as it is.
 */
export async function withOwnRefusals(response: Response, request: Request): Promise<Response> {
  if (response.status !== 400 && response.status !== 415) return response;
  if (!response.headers.get('content-type')?.includes('json')) return response;
  let body: LibraryBody;
  try {
    body = (await response.clone().json()) as LibraryBody;
  } catch {
    return response;
  }
  const t = getT(apiLocale(request));
  const message = typeof body?.message === 'string' ? body.message : '';
  let answer: Record<string, unknown> | undefined;
  if (body?.code === 'UNSUPPORTED_MEDIA_TYPE')
    answer = { code: 'UNSUPPORTED_MEDIA_TYPE', message: t('validation:body_type') };
  else if (body?.code === 'BAD_REQUEST' && message === 'Invalid JSON in request body')
    answer = { code: 'BAD_REQUEST', message: t('validation:body_json') };
  else if (body?.code === 'VALIDATION_ERROR') {
    const labels = fieldLabels(apiLocale(request));
    const fields = namedFields(message).map((field) => ({
      field,
      message: t('validation:invalid', { field: labels[field] ?? field }),
    }));
    answer = { code: 'VALIDATION_FAILED', message: fields[0]?.message ?? t('validation:body_json'), fields };
  }
  if (!answer) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return Response.json(answer, { status: response.status, headers });
}
