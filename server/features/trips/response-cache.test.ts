import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { forgetAfterWrites, responseCache } from './response-cache.ts';

const bytes = (size: number) => new Uint8Array(size);

function listeningCache(options: Parameters<typeof responseCache>[0] = {}) {
  const cache = responseCache(options);
  cache.listening();
  return cache;
}

describe('cached responses', () => {
  it('keep nothing until the database’s notices reach the instance', () => {
    const cache = responseCache();
    cache.keep('a', bytes(1), cache.since());
    expect(cache.get('a')).toBeUndefined();
    cache.listening();
    cache.keep('a', bytes(1), cache.since());
    expect(cache.get('a')).toHaveLength(1);
  });

  it('do not keep a read that began before a change', () => {
    const cache = listeningCache();
    const since = cache.since();
    cache.forget();
    cache.keep('a', bytes(1), since);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forget everything on a change', () => {
    const cache = listeningCache();
    cache.keep('a', bytes(1), cache.since());
    cache.forget();
    expect(cache.get('a')).toBeUndefined();
  });

  it('hold no more bytes than their limit, the least recently used going first', () => {
    const cache = listeningCache({ maxBytes: 10 });
    cache.keep('a', bytes(4), cache.since());
    cache.keep('b', bytes(4), cache.since());
    cache.get('a');
    cache.keep('c', bytes(4), cache.since());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toHaveLength(4);
    expect(cache.get('c')).toHaveLength(4);
    cache.keep('d', bytes(11), cache.since());
    expect(cache.get('d')).toBeUndefined();
    expect(cache.get('a')).toHaveLength(4);
  });

  it('expire, so that what no notice announces lags by no more', () => {
    let now = 0;
    const cache = listeningCache({ keepMs: 1_000, now: () => now });
    cache.keep('a', bytes(1), cache.since());
    now = 999;
    expect(cache.get('a')).toHaveLength(1);
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('forgetAfterWrites', () => {
  const app = (cache: ReturnType<typeof responseCache>) => {
    const hono = new Hono();
    hono.use(forgetAfterWrites(cache));
    hono.all('*', (c) => c.text('done'));
    return hono;
  };

  it('forgets on a write, not on a read or a counted view', async () => {
    const cache = listeningCache();
    const served = app(cache);
    const cachedOne = () => cache.keep('a', bytes(1), cache.since());
    cachedOne();
    await served.request('/api/trip/x', { method: 'GET' });
    await served.request('/api/trip/x', { method: 'HEAD' });
    await served.request('/api/trip/abc/view', { method: 'POST' });
    expect(cache.get('a')).toHaveLength(1);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      cachedOne();
      await served.request('/trips/abc', { method });
      expect(cache.get('a'), method).toBeUndefined();
    }
  });
});
