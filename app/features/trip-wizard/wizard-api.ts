/** A refusal of our API: its status, and the message it gave in the caller's language. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  constructor(status: number, serverMessage: string | null) {
    super(`the API answered ${status}`);
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/**
 * One call of the site's API from the wizard: JSON (or a form, for uploads) in, JSON out, answers
 * in the page's language. A refusal throws ApiFailure; a lost connection throws as fetch does.
 */
export async function callApi<T>(
  method: string,
  path: string,
  locale: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(path, {
    method,
    headers: {
      'accept-language': locale,
      ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new ApiFailure(response.status, answer?.error?.message ?? null);
  }
  return (await response.json()) as T;
}
