import type { Locale } from '#domain/locale.ts';

/** What a refused call says: its message and the fields it names (ours in `error`, better-auth's at the top). */
export type Refusal = { message: string; fields: Record<string, string> };

async function refusalOf(response: Response): Promise<Refusal> {
  const body = (await response.json().catch(() => null)) as {
    message?: string;
    error?: { message?: string; fields?: { field: string; message: string }[] };
  } | null;
  const fields = Object.fromEntries((body?.error?.fields ?? []).map(({ field, message }) => [field, message]));
  return { message: body?.error?.message ?? body?.message ?? '', fields };
}

async function post(path: string, body: unknown, locale: Locale) {
  return fetch(`${path}?language=${locale}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
}

/**
 * Adds a passkey (ADR 0087): the password opens the ceremony, the browser creates the passkey,
 * the server checks and stores it. SimpleWebAuthn's browser half is loaded only now.
 */
export async function addPasskey(
  input: { name: string; password: string },
  locale: Locale,
): Promise<{ ok: true } | { ok: false; refusal: Refusal | 'cancelled' }> {
  const asked = await post('/api/user/settings/passkeys/options', { password: input.password }, locale);
  if (!asked.ok) return { ok: false, refusal: await refusalOf(asked) };
  const { startRegistration } = await import('@simplewebauthn/browser');
  let response: unknown;
  try {
    response = await startRegistration({ optionsJSON: await asked.json() });
  } catch {
    return { ok: false, refusal: 'cancelled' };
  }
  const added = await post('/api/user/settings/passkeys', { name: input.name, response }, locale);
  return added.ok ? { ok: true } : { ok: false, refusal: await refusalOf(added) };
}

/** Signs in with a passkey: the browser's list of the site's passkeys, or its autofill when `autofill`. */
export async function signInWithPasskey(
  locale: Locale,
  autofill: boolean,
): Promise<{ ok: true } | Refusal | 'cancelled'> {
  const asked = await post('/api/auth/passkey/sign-in-options', {}, locale);
  if (!asked.ok) return refusalOf(asked);
  const { startAuthentication } = await import('@simplewebauthn/browser');
  let response: unknown;
  try {
    response = await startAuthentication({ optionsJSON: await asked.json(), useBrowserAutofill: autofill });
  } catch {
    return 'cancelled';
  }
  const signedIn = await post('/api/auth/passkey/sign-in', { response }, locale);
  return signedIn.ok ? { ok: true } : refusalOf(signedIn);
}
