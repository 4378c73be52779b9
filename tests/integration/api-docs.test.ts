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
