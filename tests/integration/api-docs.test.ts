import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

describe('the API reference at /api/docs', () => {
  it('is Swagger UI from the installed package, its scripts allowed by the page’s nonce', async () => {
    const page = await t.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script nonce="([^"]+)" src="([^"]+)"><\/script>/g)];
    expect(scripts.map(([, scriptNonce, src]) => [scriptNonce, src])).toEqual([
      [nonce, '/api/docs/swagger-ui-bundle.js'],
      [nonce, '/api/docs/init.js'],
    ]);
    expect(html).not.toMatch(/https?:\/\//);

    const bundle = await t.request('/api/docs/swagger-ui-bundle.js');
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await bundle.text()).toContain('SwaggerUIBundle');
    expect((await t.request('/api/docs/swagger-ui.css')).headers.get('content-type')).toMatch(/^text\/css/);
    expect(await (await t.request('/api/docs/init.js')).text()).toContain("url: '/api/openapi.json'");
  });

  it('renders the document the API serves', async () => {
    const document = await (await t.request('/api/openapi.json')).json();
    expect(document).toMatchObject({ openapi: '3.1.0', servers: [{ url: '/api' }] });
    expect(document.paths['/trip/{id}'].put.operationId).toBe('saveTrip');
  });
});

/**
 * A value each `pattern` of the document must accept, for those without an `example`: a pattern
 * new to the document fails the test below until it has one here.
 */
const samples: Record<string, string> = {
  '^[A-Za-z0-9_-]{16}$': 'q3Zx_9-AbCdEfGhI',
  '^[A-Za-z0-9_-]{22}$': 'q3Zx_9-AbCdEfGhIjKlMnO',
  '^[A-Za-z0-9_-]{16}$|^(?=[a-z0-9-]{1,100}$)[a-z0-9]+(?:-[a-z0-9]+)*$': 'alps-by-night-train-x7k2',
  '^[a-z0-9]+(?:-[a-z0-9]+)*$': 'ten-tips-for-night-trains',
  '^[A-Za-z0-9_-]{1,64}$': 'Xy7pQ2rS9tUvW0aB1cD3eF4gH5iJ6kL7',
  '^[a-z0-9][a-z0-9-]{0,31}$': 'keycloak-staff',
  // WebAuthn's base64url fields (ADR 0087) and a passkey's id.
  '^[A-Za-z0-9_-]+$': 'o3mm2WyN_gkRZ-0QjWr9Rg',
  '^[^\\u0000-\\u001F\\u007F-\\u009F\\u061C\\u200B-\\u200F\\u2028-\\u202E\\u2060\\u2066-\\u2069\\uFEFF]*$':
    'Zoë Ørsted-Nakamura 山田 محمد',
};

type Patterned = { pattern: string; example?: unknown; examples?: unknown[] };

/** Each schema of `node` that has a `pattern`, with its JSON pointer. */
function patterned(node: unknown, pointer = ''): [string, Patterned][] {
  if (!node || typeof node !== 'object') return [];
  const own: [string, Patterned][] =
    typeof (node as Patterned).pattern === 'string' ? [[pointer, node as Patterned]] : [];
  return [
    ...own,
    ...Object.entries(node).flatMap(([key, child]) => (key === 'pattern' ? [] : patterned(child, `${pointer}/${key}`))),
  ];
}

describe('the patterns of /api/openapi.json', () => {
  it('are ECMA-262 regular expressions, with and without the u flag, that accept a valid value', async () => {
    const schemas = patterned(await (await t.request('/api/openapi.json')).json());
    expect(schemas.length).toBeGreaterThan(0);
    for (const [pointer, schema] of schemas) {
      const sample = schema.example ?? schema.examples?.[0] ?? samples[schema.pattern];
      expect(sample, `a valid value for ${pointer}: ${schema.pattern}`).toBeTypeOf('string');
      for (const flags of ['', 'u'])
        expect(new RegExp(schema.pattern, flags).test(sample as string), `${pointer} /${flags}`).toBe(true);
    }
  });
});
