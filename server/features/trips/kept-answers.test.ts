import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { forgetAfterWrites, keptAnswers } from './kept-answers.ts';

const bytes = (size: number) => new Uint8Array(size);

function listeningCache(options: Parameters<typeof keptAnswers>[0] = {}) {
  const kept = keptAnswers(options);
  kept.listening();
  return kept;
}

describe('kept answers', () => {
  it('keep nothing until the database’s notices reach the copy', () => {
    const kept = keptAnswers();
    kept.keep('a', bytes(1), kept.since());
    expect(kept.get('a')).toBeUndefined();
    kept.listening();
    kept.keep('a', bytes(1), kept.since());
    expect(kept.get('a')).toHaveLength(1);
  });

  it('do not keep a read that began before a change', () => {
    const kept = listeningCache();
    const since = kept.since();
    kept.forget();
    kept.keep('a', bytes(1), since);
    expect(kept.get('a')).toBeUndefined();
  });

  it('forget everything on a change', () => {
    const kept = listeningCache();
    kept.keep('a', bytes(1), kept.since());
    kept.forget();
    expect(kept.get('a')).toBeUndefined();
  });

  it('hold no more bytes than their limit, the least recently used going first', () => {
    const kept = listeningCache({ maxBytes: 10 });
    kept.keep('a', bytes(4), kept.since());
    kept.keep('b', bytes(4), kept.since());
    kept.get('a');
    kept.keep('c', bytes(4), kept.since());
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toHaveLength(4);
    expect(kept.get('c')).toHaveLength(4);
    kept.keep('d', bytes(11), kept.since());
    expect(kept.get('d')).toBeUndefined();
    expect(kept.get('a')).toHaveLength(4);
  });

  it('expire, so that what no notice announces lags by no more', () => {
    let now = 0;
    const kept = listeningCache({ keepMs: 1_000, now: () => now });
    kept.keep('a', bytes(1), kept.since());
    now = 999;
    expect(kept.get('a')).toHaveLength(1);
    now = 1_000;
    expect(kept.get('a')).toBeUndefined();
  });
});

describe('forgetAfterWrites', () => {
  const app = (kept: ReturnType<typeof keptAnswers>) => {
    const hono = new Hono();
    hono.use(forgetAfterWrites(kept));
    hono.all('*', (c) => c.text('done'));
    return hono;
  };

  it('forgets on a write, not on a read or a counted view', async () => {
    const kept = listeningCache();
    const served = app(kept);
    const keptOne = () => kept.keep('a', bytes(1), kept.since());
    keptOne();
    await served.request('/api/trip/x', { method: 'GET' });
    await served.request('/api/trip/x', { method: 'HEAD' });
    await served.request('/api/trip/abc/view', { method: 'POST' });
    expect(kept.get('a')).toHaveLength(1);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      keptOne();
      await served.request('/trips/abc', { method });
      expect(kept.get('a'), method).toBeUndefined();
    }
  });
});
