import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLimits } from '#domain/request-limits.ts';
import { translateLimits } from '#domain/schemas/translate.ts';
import { translateThrottle } from '#server/features/translate/translate.service.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { expectConsoleError } from '#tests/setup/guards.ts';
import { startLibreTranslate } from '#tests/setup/libretranslate-server.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let fake: Awaited<ReturnType<typeof startLibreTranslate>>;
let plain: TestApp;
let machine: TestApp;
let plainUser = '';
let author = '';
beforeAll(async () => {
  fake = await startLibreTranslate({ apiKey: 'test-key' });
  plain = await createTestApp();
  machine = await createTestApp({ TRANSLATE_URL: fake.url, TRANSLATE_API_KEY: 'test-key' });
  plainUser = await verifiedUser(plain, 'plain@example.org', 'Pia');
  author = await verifiedUser(machine, 'author@example.org', 'Ada');
});
afterAll(async () => {
  await Promise.all([plain?.dispose(), machine?.dispose()]);
  await fake?.stop();
});

const translate = (t: TestApp, cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request('/api/translate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const trip = { source: 'en', target: 'de', texts: ['Portugal by train', '', 'Take tram 28 early.'] };

describe('POST /api/translate', () => {
  it('answers 401 signed out, before looking at the body, and 403 unverified', async () => {
    expect((await translate(machine, '', trip)).status).toBe(401);
    expect((await translate(machine, '', { source: 'xx' })).status).toBe(401);
    const pending = await verifiedUser(machine, 'pending@example.org');
    await machine.database.db.execute(
      sql`UPDATE "user" SET email_verified = false WHERE email = 'pending@example.org'`,
    );
    const refused = await translate(machine, pending, trip);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('FORBIDDEN');
    expect(fake.requests).toEqual([]);
  });

  it('names the bad field in the caller’s language', async () => {
    const same = await translate(plain, plainUser, { ...trip, target: 'en' }, { 'accept-language': 'de' });
    expect(same.status).toBe(400);
    expect((await same.json()).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'target', message: 'Zielsprache ist ungültig' }],
    });

    const missing = await translate(plain, plainUser, { source: 'en', texts: [] });
    expect((await missing.json()).error.fields).toEqual([
      { field: 'target', message: 'The Target language field is not valid' },
    ]);

    const tooMany = await translate(plain, plainUser, {
      ...trip,
      texts: Array(translateLimits.textsMax + 1).fill('x'),
    });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.fields).toEqual([
      { field: 'texts', message: `The Texts field may have at most ${translateLimits.textsMax} entries` },
    ]);

    const tooLong = await translate(plain, plainUser, {
      ...trip,
      texts: ['ok', 'x'.repeat(translateLimits.textMax + 1)],
    });
    expect((await tooLong.json()).error.fields).toEqual([
      { field: 'texts.1', message: `No more than ${translateLimits.textMax} characters can be entered here` },
    ]);
  });

  it('refuses a body larger than the limits allow before reading it', async () => {
    // Over this call's own limit, under the API's for any JSON body, which would answer first.
    const huge = JSON.stringify({ ...trip, texts: ['x'.repeat(requestLimits.jsonBytes - 64 * 1024)] });
    const response = await translate(plain, plainUser, huge);
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', fields: [{ field: 'texts' }] });
  });

  it('gives the originals back, not machine-translated, when no service is configured', async () => {
    const response = await translate(plain, plainUser, trip);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ machineTranslated: false, texts: trip.texts });
  });

  it('machine-translates in order with the configured service, keeping empty texts empty', async () => {
    const response = await translate(machine, author, trip);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      machineTranslated: true,
      texts: ['[de] Portugal by train', '', '[de] Take tram 28 early.'],
    });
    expect(fake.requests.at(-1)).toEqual({
      q: ['Portugal by train', 'Take tram 28 early.'],
      source: 'en',
      target: 'de',
      format: 'text',
      api_key: 'test-key',
    });
  });

  it('answers 502 in the caller’s language when the service fails, never with its words', async () => {
    expectConsoleError();
    const response = await translate(
      machine,
      author,
      { source: 'de', target: 'en', texts: ['Lissabon', 'Porto [fail]'] },
      { 'accept-language': 'de' },
    );
    expect(response.status).toBe(502);
    const body = await response.json();
    expect(body).toEqual({
      error: {
        code: 'TRANSLATION_FAILED',
        message:
          'Die maschinelle Übersetzung ist gerade nicht verfügbar. Bitte versuche es später noch einmal oder übersetze den Text selbst.',
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/Traceback|argos|127\.0\.0\.1/);
  });

  it('limits the calls per user and says when to try again', async () => {
    await machine.database.db.execute(sql`DELETE FROM account_throttle WHERE key LIKE 'translate:%'`);
    const one = { source: 'de', target: 'en', texts: ['Hallo'] };
    const statuses: number[] = [];
    for (let call = 0; call < translateThrottle.max; call++)
      statuses.push((await translate(machine, author, one)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const sent = fake.requests.length;

    const refused = await translate(machine, author, one);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/machine translation .* try again in \d+ minutes?\./),
    });
    expect(fake.requests.length).toBe(sent);

    const other = await verifiedUser(machine, 'other@example.org', 'Oli');
    expect((await translate(machine, other, one)).status).toBe(200);
  });

  it('is described in the OpenAPI document with its limits and every response', async () => {
    const doc = await (await plain.request('/api/openapi.json')).json();
    const operation = doc.paths['/translate'].post;
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '403', '413', '429', '502']);
    const body = operation.requestBody.content['application/json'].schema.$ref.replace('#/components/schemas/', '');
    expect(doc.components.schemas[body]).toMatchObject({
      properties: {
        source: { enum: ['en', 'de'] },
        target: { enum: ['en', 'de'] },
        texts: { maxItems: translateLimits.textsMax, items: { maxLength: translateLimits.textMax } },
      },
      required: ['source', 'target', 'texts'],
    });
  });
});
