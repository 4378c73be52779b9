import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const search = (query: string, headers: Record<string, string> = {}) => t.request(`/api/places?${query}`, { headers });

describe('GET /api/places', () => {
  it('finds places by the start of a name, accents and case ignored', async () => {
    const response = await search(`q=${encodeURIComponent('MÜNCHEN')}`);
    expect(response.status).toBe(200);
    const { places } = await response.json();
    expect(places[0]).toEqual({
      name: 'Munich',
      country: 'DE',
      latitude: expect.closeTo(48.137, 2),
      longitude: expect.closeTo(11.575, 2),
      population: expect.any(Number),
    });
    expect(response.headers.get('cache-control')).toContain('public');
  });

  it('keeps to the limit, 8 by default, trims the query and answers an empty list when nothing matches', async () => {
    expect((await (await search('q=s')).json()).places).toHaveLength(8);
    expect((await (await search('q=%20Paris%20&limit=2')).json()).places.map((p: { name: string }) => p.name)).toEqual([
      'Paris',
      expect.any(String),
    ]);
    expect(await (await search('q=xqzzyvu')).json()).toEqual({ places: [] });
  });

  it.each([
    ['an empty q', 'q=', 'q ist ein Pflichtfeld'],
    ['a q of spaces', 'q=%20%20', 'q ist ein Pflichtfeld'],
    ['a missing q', 'limit=3', 'q ist ein Pflichtfeld'],
    ['a q of 101 characters', `q=${'a'.repeat(101)}`, 'Hier können nicht mehr als 100 Zeichen eingegeben werden'],
  ])('refuses %s with the field named in the caller’s language', async (_case, query, message) => {
    const response = await search(query, { 'accept-language': 'de' });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'q', message }] });
  });

  it.each([
    ['limit=0', 'The limit field must be 1 or more'],
    ['limit=21', 'The limit field must be 20 or less'],
    ['limit=many', 'The limit field may only contain numeric characters'],
  ])('refuses %s in English by default', async (limit, message) => {
    const response = await search(`q=rom&${limit}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual([{ field: 'limit', message }]);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toContain('/places');
    expect(doc.paths['/places'].get.responses).toHaveProperty('400');
  });
});
