import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { createApi } from '#server/api.ts';

type Documented = {
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, { required?: boolean }>;
};
type Operation = { method: string; path: string; pattern: RegExp; responses: Record<string, Documented> };

/** Every operation of the API document, in the order the app registers (and matches) them. */
const operations: Operation[] = createApi().openAPIRegistry.definitions.flatMap((definition) =>
  definition.type === 'route'
    ? [
        {
          method: definition.route.method.toUpperCase(),
          path: definition.route.path,
          pattern: new RegExp(`^/api${definition.route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
          responses: definition.route.responses as Record<string, Documented>,
        },
      ]
    : [],
);

const notAnOperation = (path: string) =>
  // better-auth's own endpoints are not in the document (ADR 0026); /api/auth/is-author/ is ours.
  (path.startsWith('/api/auth/') && !path.startsWith('/api/auth/is-author/')) ||
  path === '/api/openapi.json' ||
  path.startsWith('/api/docs');

const isZod = (schema: unknown): schema is z.ZodType =>
  typeof (schema as z.ZodType | undefined)?.safeParse === 'function';

/**
 * Holds one response of /api/* to the OpenAPI document: its status must be documented for the
 * operation, it must carry the headers documented as required, and a JSON body must match the
 * documented schema exactly (parsing it with the schema gives it back unchanged, so no undocumented
 * field slips through). Returns what is wrong, or null.
 */
export async function contractViolation(method: string, url: string, response: Response): Promise<string | null> {
  const path = new URL(url).pathname;
  if (!path.startsWith('/api/') || notAnOperation(path)) return null;
  const operation = operations.find((entry) => entry.method === method && entry.pattern.test(path));
  const where = `${method} ${path} answered ${response.status}`;
  // No operation: the API's catch-all 404, or the refusal of a write from another site before it.
  if (!operation)
    return [403, 404].includes(response.status) ? null : `${where}, but the document has no such operation`;
  const documented = operation.responses[String(response.status)];
  if (!documented) return `${where}, a status not documented for ${method} ${operation.path}`;
  const missing = Object.entries(documented.headers ?? {}).find(
    ([name, header]) => header.required && !response.headers.has(name),
  );
  if (missing) return `${where} without its ${missing[0]} header`;
  const schema = documented.content?.['application/json']?.schema;
  if (method === 'HEAD' || !isZod(schema)) return null;
  if (!response.headers.get('content-type')?.startsWith('application/json')) return `${where} without a JSON body`;
  const body: unknown = await response.clone().json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) return `${where} with a body that does not match the document: ${parsed.error.message}`;
  if (!isDeepStrictEqual(parsed.data, body))
    return `${where} with a body the document does not describe exactly:\n${JSON.stringify(body)}\nas documented:\n${JSON.stringify(parsed.data)}`;
  return null;
}
