import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLibreTranslate } from '#tests/setup/libretranslate-server.ts';
import { chunkLimits, TranslateFailure, translateTexts } from './libretranslate.ts';

let fake: Awaited<ReturnType<typeof startLibreTranslate>>;
beforeAll(async () => {
  fake = await startLibreTranslate({ apiKey: 'secret-key' });
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.requests.length = 0;
});

const config = () => ({ url: fake.url, apiKey: 'secret-key' });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a TranslateFailure');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(TranslateFailure);
      return error as TranslateFailure;
    },
  );

describe('LibreTranslate client', () => {
  it('translates a batch in one request, in order, with the key and plain-text format', async () => {
    const texts = await translateTexts(config(), { source: 'en', target: 'de', texts: ['Lisbon', 'Tram 28', 'Porto'] });
    expect(texts).toEqual(['[de] Lisbon', '[de] Tram 28', '[de] Porto']);
    expect(fake.requests).toEqual([
      { q: ['Lisbon', 'Tram 28', 'Porto'], source: 'en', target: 'de', format: 'text', api_key: 'secret-key' },
    ]);
  });

  it('sends no api_key when none is configured', async () => {
    const open = await startLibreTranslate();
    try {
      expect(await translateTexts({ url: `${open.url}/` }, { source: 'de', target: 'en', texts: ['Hallo'] })).toEqual([
        '[en] Hallo',
      ]);
      expect(open.requests[0]).not.toHaveProperty('api_key');
    } finally {
      await open.stop();
    }
  });

  it('keeps empty and blank texts as they are without sending them', async () => {
    const texts = await translateTexts(config(), {
      source: 'en',
      target: 'de',
      texts: ['', 'Lisbon', '  ', '', 'Porto'],
    });
    expect(texts).toEqual(['', '[de] Lisbon', '  ', '', '[de] Porto']);
    expect(fake.requests.map((request) => request.q)).toEqual([['Lisbon', 'Porto']]);
  });

  it('asks nothing when there is nothing to translate', async () => {
    expect(await translateTexts(config(), { source: 'en', target: 'de', texts: ['', ' '] })).toEqual(['', ' ']);
    expect(await translateTexts(config(), { source: 'en', target: 'de', texts: [] })).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it('splits large batches into chunks and puts every translation back in its place', async () => {
    const many = Array.from({ length: chunkLimits.texts * 2 + 7 }, (_, index) => `Text ${index}`);
    const long = Array.from({ length: 3 }, (_, index) => `${index}`.padEnd(chunkLimits.characters - 10, '.'));
    const texts = [...many, ...long];
    const translated = await translateTexts(config(), { source: 'en', target: 'de', texts });
    expect(translated).toEqual(texts.map((text) => `[de] ${text}`));
    const sent = fake.requests.map((request) => request.q as string[]);
    expect(sent.length).toBeGreaterThanOrEqual(6);
    for (const q of sent) {
      expect(q.length).toBeLessThanOrEqual(chunkLimits.texts);
      expect(q.length === 1 || q.join('').length <= chunkLimits.characters).toBe(true);
    }
    expect(sent.flat().sort()).toEqual([...texts].sort());
  });

  it('fails with the status when the service answers with an error', async () => {
    const failure = await failureOf(
      translateTexts(config(), { source: 'en', target: 'de', texts: ['Lisbon', 'Porto [fail]'] }),
    );
    expect(failure).toMatchObject({ reason: 'status', status: 500 });
  });

  it('fails when the key is refused', async () => {
    const failure = await failureOf(translateTexts({ url: fake.url }, { source: 'en', target: 'de', texts: ['x'] }));
    expect(failure).toMatchObject({ reason: 'status', status: 403 });
  });

  it('fails when the response does not have one translation per text', async () => {
    const failure = await failureOf(
      translateTexts(config(), { source: 'en', target: 'de', texts: ['Lisbon', 'Porto [short]'] }),
    );
    expect(failure.reason).toBe('response');
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    const failure = await failureOf(
      translateTexts({ ...config(), timeoutMs: 200 }, { source: 'en', target: 'de', texts: ['Lisbon [slow]'] }),
    );
    expect(failure.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails when nothing listens at the address', async () => {
    const gone = await startLibreTranslate();
    await gone.stop();
    const failure = await failureOf(translateTexts({ url: gone.url }, { source: 'en', target: 'de', texts: ['x'] }));
    expect(failure.reason).toBe('unreachable');
  });
});
