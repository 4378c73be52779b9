import { describe, expect, it } from 'vitest';
import { mayPrefetch, preloadsRoute } from './prefetch-routes.ts';

describe('mayPrefetch', () => {
  it.each([
    [{ onLine: true }, true],
    [{ onLine: true, connection: { effectiveType: '4g' } }, true],
    [{ onLine: false }, false],
    [{ onLine: true, connection: { saveData: true, effectiveType: '4g' } }, false],
    [{ onLine: true, connection: { effectiveType: '2g' } }, false],
    [{ onLine: true, connection: { effectiveType: 'slow-2g' } }, false],
  ])('%o -> %s', (nav, expected) => {
    expect(mayPrefetch(nav)).toBe(expected);
  });
});

describe('preloadsRoute', () => {
  it.each([
    ['trip', true],
    ['de-trips', true],
    ['home', true],
    ['trip-create', false],
    ['de-trip-create', false],
    ['trip-edit', false],
    ['de-trip-edit', false],
  ])('%s -> %s', (id, expected) => {
    expect(preloadsRoute(id)).toBe(expected);
  });
});
