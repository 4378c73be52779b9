import type { ApiError, ApiInput, ApiOperation, ApiResponse } from '#server/api-contract.ts';

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

type CallOptions = { locale?: string; signal?: AbortSignal; keepalive?: boolean };

/**
 * The browser's one client of the site's API, typed by its contract (server/api-contract.ts):
 * an operation by its name in the OpenAPI document, e.g. `callApi('PUT /trip/{id}', { params,
 * json })`. Answers come in the page's language. A refusal throws ApiFailure; a lost connection
 * throws as fetch does. A few hundred bytes, as the readers' trip page loads it too.
 */
export async function callApi<K extends ApiOperation>(
  operation: K,
  input: ApiInput<K>,
  { locale, signal, keepalive }: CallOptions = {},
): Promise<ApiResponse<K>> {
  const [method, template] = operation.split(' ') as [string, string];
  const { params, query, json, form } = input as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    json?: unknown;
    form?: FormData;
  };
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
  const headers: Record<string, string> = { accept: 'application/json' };
  if (locale) headers['accept-language'] = locale;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`/api${path}${search.size ? `?${search}` : ''}`, {
    method,
    headers,
    ...(json !== undefined ? { body: JSON.stringify(json) } : form ? { body: form } : {}),
    ...(signal ? { signal } : {}),
    ...(keepalive ? { keepalive } : {}),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiFailure(response.status, (answer as ApiError | null)?.error?.message ?? null);
  return answer as ApiResponse<K>;
}
