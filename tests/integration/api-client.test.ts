import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiFailure, callApi } from '#app/lib/api-client.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let cookie = '';

beforeAll(async () => {
  t = await createTestApp();
  cookie = await verifiedUser(t, 'ada@example.org', 'Ada');
  // The browser's fetch, against the real app: relative addresses, the session cookie along.
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) =>
    t.request(input, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } }),
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
  return t.dispose();
});

describe('the browser’s API client', () => {
  it('calls operations by their names in the document: parameters, query and body in place', async () => {
    const created = await callApi('POST /trip/create', { json: { language: 'en', title: 'Açores' } });
    const id = created._id as string;
    const read = await callApi('GET /trip/{id}', { params: { id }, query: { language: 'en' } });
    expect(read).toMatchObject({ title: 'Açores', period: '' });
    const saved = await callApi('PUT /trip/{id}', { params: { id }, json: { ...read, title: 'Azores' } });
    expect(saved).toMatchObject({ title: 'Azores', version: read.version + 1 });
    const { places } = await callApi('GET /places', { query: { q: 'Ponta Delg', limit: 3 } });
    expect(places[0]).toMatchObject({ name: 'Ponta Delgada', country: 'PT' });
    expect(await callApi('GET /user/sync-email-verified/', {})).toEqual({ emailVerified: true });
    expect(await callApi('DELETE /trip/{id}', { params: { id } })).toEqual({ ok: true });
  });

  it('throws a refusal with its status and the message in the page’s language', async () => {
    const failure = await callApi('POST /trip/create', { json: { language: 'en', title: '' } }, { locale: 'de' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 400, serverMessage: 'Titel ist ein Pflichtfeld' });
    await expect(callApi('GET /trip/{id}', { params: { id: 'noSuchTripAtAll0' } })).rejects.toMatchObject({
      status: 404,
    });
  });
});
