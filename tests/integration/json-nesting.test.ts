import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLimits } from '#domain/request-limits.ts';
import { deepJson } from '#tests/setup/openapi-fuzz.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

/** One of the API's own routes and one of better-auth's, both open to anyone. */
const newsletter = '/api/newsletter/subscriptions';
const routes = [newsletter, '/api/auth/sign-in/email'];
const bottoms = { NUL: '"\\u0000"', 'lone surrogate': '"\\ud800"', 'plain text': '"ada@example.org"' };

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.env.PUBLIC_URL, ...headers },
    body,
  });

/** The body: `email` holds arrays `depth` levels deep. */
const deepEmail = (depth: number, bottom: string) => `{"email":${deepJson(depth, bottom)},"password":"a password"}`;

const refusal = (message: string) => ({ error: { code: 'VALIDATION_FAILED', message } });

describe('JSON bodies nested past the limit', () => {
  it.each([5000, 100_000])(
    'get 400 naming the problem at /api and /api/auth, %i levels deep, whatever lies at the bottom',
    async (depth) => {
      for (const path of routes)
        for (const [bottom, text] of Object.entries(bottoms)) {
          const response = await post(path, deepEmail(depth, text));
          expect({ path, bottom, status: response.status, body: await response.json() }).toEqual({
            path,
            bottom,
            status: 400,
            body: refusal("Too deeply nested: a request's arrays and objects may nest at most 64 levels deep"),
          });
        }
    },
  );

  it('get it in the caller’s language', async () => {
    const response = await post(newsletter, deepEmail(5000, bottoms.NUL), { 'accept-language': 'de' });
    expect(await response.json()).toEqual(
      refusal(
        'Zu tief verschachtelt: Arrays und Objekte einer Anfrage dürfen höchstens 64 Ebenen tief ineinander stecken',
      ),
    );
  });

  it('up to the limit go on to the other checks: a NUL at the bottom is named, as in a shallow body', async () => {
    // The body's own object is the first level.
    const depth = requestLimits.jsonDepth - 1;
    for (const path of routes) {
      const response = await post(path, deepEmail(depth, bottoms.NUL));
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.fields).toEqual([{ field: `email${'.0'.repeat(depth)}`, message: expect.any(String) }]);
    }
    const plain = await post(newsletter, deepEmail(depth, bottoms['plain text']));
    expect(plain.status).toBe(400);
    expect((await plain.json()).error.fields).toContainEqual({ field: 'email', message: expect.any(String) });
  });
});
