import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '#tests/setup/guards.ts';
import { type ApiApp, createApi } from './api.ts';
import { AppError } from './errors.ts';

const echo = createRoute({
  method: 'post',
  path: '/echo',
  request: {
    body: {
      content: {
        'application/json': { schema: z.object({ email: z.email(), title: z.string().min(1).max(5) }) },
      },
    },
  },
  responses: { 200: { description: 'ok', content: { 'application/json': { schema: z.object({ ok: z.boolean() }) } } } },
});

function app() {
  return createApi([
    {
      routes: [echo],
      register: (api: ApiApp) => {
        api.openapi(echo, (c) => c.json({ ok: true }, 200));
        api.get('/conflict', () => {
          throw new AppError('CONFLICT', 'Someone else changed this trip.');
        });
        api.get('/boom', () => {
          throw new Error('SELECT * FROM secret failed at line 3');
        });
      },
    },
  ]);
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  app().request('/echo', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('API errors', () => {
  it('answers invalid input with 400 and translated messages naming each field', async () => {
    const response = await post({ email: 'nope', title: 'far too long' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The email field must be a valid email',
        fields: [
          { field: 'email', message: 'The email field must be a valid email' },
          { field: 'title', message: 'No more than 5 characters can be entered here' },
        ],
      },
    });
  });

  it('speaks the caller’s language', async () => {
    const response = await post({ email: 'a@b.de' }, { 'accept-language': 'de-DE' });
    const body = await response.json();
    expect(body.error.fields).toEqual([{ field: 'title', message: 'title ist ein Pflichtfeld' }]);
  });

  it('answers a body that is not JSON with 400, not a failure of ours', async () => {
    const response = await app().request('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('BAD_REQUEST');
  });

  it('maps typed errors to their status and stable code', async () => {
    const response = await app().request('/conflict');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'CONFLICT', message: 'Someone else changed this trip.' } });
  });

  it('hides unexpected failures behind a generic 500', async () => {
    expectConsoleError();
    const response = await app().request('/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'INTERNAL', message: 'An error occurred while processing your request, please try again' },
    });
    expect(text).not.toContain('SELECT');
  });

  it('accepts valid input', async () => {
    expect(await (await post({ email: 'a@b.de', title: 'Rome' })).json()).toEqual({ ok: true });
  });
});
