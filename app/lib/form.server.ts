import { data } from 'react-router';
import type { z } from 'zod';
import type { Locale } from '#domain/locale.ts';
import { requestLimits } from '#domain/request-limits.ts';
import { validationFields } from '#server/i18n.ts';

export type FieldErrors = Record<string, string>;

export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; values: Record<string, string> };

/** Fields whose value is never sent back into the page, even after an error. */
const secret = /password|token/i;

/** The body's bytes, or null as soon as there are more than `max`: a form is never buffered whole past its cap. */
async function bodyWithin(request: Request, max: number): Promise<Blob | null> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for await (const chunk of request.body ?? []) {
    size += chunk.byteLength;
    if (size > max) return null;
    chunks.push(new Uint8Array(chunk));
  }
  return new Blob(chunks);
}

/**
 * The one way a page action reads its form. A body that is too large is a 413 page, one that is
 * not a form (a broken multipart body, another content type) or holds a NUL, which no text may
 * hold, is a 400 page: the sender's mistake, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  const form = await readFormWithin(request);
  if (!form) throw data(null, { status: 413 });
  return form;
}

/** As readForm, but a body over the cap is null, for an action that says why in its own words. */
export async function readFormWithin(request: Request): Promise<FormData | null> {
  const body = await bodyWithin(request, requestLimits.formBytes);
  if (!body) return null;
  let form: FormData;
  try {
    form = await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw data(null, { status: 400 });
  }
  for (const [, value] of form)
    if (typeof value === 'string' && value.includes('\0')) throw data(null, { status: 400 });
  return form;
}

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

/** One text field of a submitted form; absent is empty. */
export const formText = (form: FormData, name: string): string => String(form.get(name) ?? '');
