import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripScales } from '#domain/trip-scales.ts';
import { getT } from '#locales/i18n.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

describe('GET /api/types/', () => {
  it('lists the 22 travel types and 10 means of transport with the spec’s ids', async () => {
    const response = await t.request('/api/types/');
    expect(response.status).toBe(200);
    const { travel, directions } = await response.json();
    expect(travel).toHaveLength(22);
    expect(directions.map((type: { _id: string }) => type._id)).toEqual([
      'car',
      'bus',
      'plane',
      'train',
      'ship',
      'taxi',
      'motorcycle',
      'bicycle',
      'foot',
      'other',
    ]);
    expect(travel).toContainEqual({ _id: 'ship', name: 'Cruise' });
    expect(travel).toContainEqual({ _id: 'two_wheel', name: 'Two wheels' });
  });

  it('names them in the caller’s language', async () => {
    const { travel, directions } = await (await t.request('/api/types/?language=de')).json();
    expect(travel).toContainEqual({ _id: 'ship', name: 'Kreuzfahrt' });
    expect(directions).toContainEqual({ _id: 'foot', name: 'Zu Fuß' });
  });
});

describe('scale labels', () => {
  it('exist for every step of every scale in both languages', () => {
    for (const locale of ['en', 'de'] as const) {
      const t = getT(locale);
      for (const [scale, max] of Object.entries(tripScales)) {
        const labels = t(`trips:scales.${scale}`, { returnObjects: true }) as string[];
        expect(labels, `${locale} ${scale}`).toHaveLength(max + 1);
      }
    }
    expect((getT('en')('trips:scales.rating', { returnObjects: true }) as string[])[0]).toBe('Not Rated');
  });
});
