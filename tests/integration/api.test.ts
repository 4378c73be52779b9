import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let admin = '';
let member = '';
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.org' });
  admin = await verifiedUser(t, 'boss@example.org', 'Boss');
  member = await verifiedUser(t, 'ana@example.org', 'Ana');
});
afterAll(() => t.dispose());

describe('GET /api/health', () => {
  const health = (cookie?: string) => t.request('/api/health', cookie ? { headers: { cookie } } : {});

  it('tells the public and members only that it answers', async () => {
    for (const cookie of [undefined, member]) {
      const response = await health(cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });

  it('reports the database to admins', async () => {
    const response = await health(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toMatchObject({ status: 'ok', database: { kind: t.database.kind, ok: true } });
    expect(typeof body.database.latencyMs).toBe('number');
  });

  it('answers 503, without details, when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.dispose();
    const response = await broken.request('/api/health', { headers: { cookie: admin } });
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'error' });
  });
});

describe('API errors', () => {
  it('are JSON with a stable code for unknown endpoints', async () => {
    const response = await t.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No API endpoint at this path.' } });
  });
});

describe('OpenAPI document', () => {
  it('describes the health endpoint', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/health');
    expect(doc.paths['/health'].get.responses).toHaveProperty('503');
    // One shape for everyone: the details are there for admins only.
    expect(doc.components.schemas.Health.required).toEqual(['status']);
  });
});
