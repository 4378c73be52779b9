import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '#server/auth/auth.ts';
import { authEndpoints } from '#server/auth/endpoints.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { setLogDestination } from '#server/observability/logger.ts';
import { cookieOf, testPassword, verifiedUser } from '#tests/setup/accounts.ts';
import { expectConsoleError } from '#tests/setup/guards.ts';
import { createRng, deepJson, hostileValue, type Rng } from '#tests/setup/openapi-fuzz.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * better-auth's mounted endpoints (server/auth/endpoints.ts) under generated requests, as
 * fuzz.test.ts does for the operations of the OpenAPI document: bodies of wrong types, missing
 * fields, huge and unstorable strings, deep nesting, text that is not JSON, wrong content types,
 * signed in and out, from a fixed seed that a failure names.
 */
const seed = Number(process.env.FUZZ_SEED ?? 220_085);
const requests = 1500;
/** The fuzzer's patience (fuzz.test.ts): a slower answer counts as a hang. */
const patienceMs = 5000;
const concurrency = 8;

/** Text no answer may hold: a stack trace, SQL, or better-auth's own English refusals. */
const leaks: [string, RegExp][] = [
  ['a stack trace', /\n\s+at .+:\d+:\d+|\bat (async )?[\w.<>]+ \(\/|node_modules/],
  [
    'SQL',
    /\b(select|insert|update|delete)\b[\s\S]{0,80}\b(from|into|set|where)\b|syntax error at or near|relation "|violates .* constraint|drizzle|PGlite/i,
  ],
  ['better-call validation text', /\[(body|query)[.\]]|Invalid input/],
  ['better-call parse text', /Invalid JSON in request body|Allowed types:|Content-Type is required/],
];

/** better-auth's error lines for a provider's return with no state of ours: a forged return, not a fault. */
const expectedLogs = /\[Better Auth\] (State not found|Failed to parse state)/;

/** A generated value as text for a query or a path. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));

type Endpoint = { key: string; path: string; method: 'GET' | 'POST'; fields: string[] };

let t: TestApp;
let endpoints: Endpoint[];
const cookies = { anonymous: '', user: '' };
const sessionEmail = 'auth-fuzz-user@example.org';
const targetEmail = 'auth-fuzz-target@example.org';

/** The field names of a zod object schema, through optional and default wrappers; none for another. */
function fieldsOf(schema: unknown): string[] {
  let at = schema as { shape?: Record<string, unknown>; _zod?: { def?: { innerType?: unknown; in?: unknown } } };
  for (let depth = 0; at && depth < 5; depth += 1) {
    if (at.shape) return Object.keys(at.shape);
    at = (at._zod?.def?.innerType ?? at._zod?.def?.in) as typeof at;
  }
  return [];
}

const signIn = async () =>
  cookieOf(
    await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.env.PUBLIC_URL, 'x-forwarded-for': '192.0.2.250' },
      body: JSON.stringify({ email: sessionEmail, password: testPassword }),
    }),
  );

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  cookies.user = await verifiedUser(t, sessionEmail, 'Auth Fuzz');
  await verifiedUser(t, targetEmail, 'Auth Target');
  const api = createAuth(t.env, t.database, createMailer(t.env)).api as unknown as Record<
    string,
    { options?: { body?: unknown } }
  >;
  endpoints = Object.entries(authEndpoints).flatMap(([key, { path, methods, decision }]) =>
    decision === 'open' || decision === 'checked'
      ? methods.map((method) => ({ key, path: String(path), method, fields: fieldsOf(api[key]?.options?.body) }))
      : [],
  );
}, 120_000);
afterAll(() => t?.dispose());

/** A plausible value for a field of this name: valid ones reach past the first checks. */
function plausible(rng: Rng, field: string): unknown {
  switch (field) {
    case 'email':
      return rng.pick([targetEmail, sessionEmail.replace('user', 'nobody'), 'not-an-address', 'A@B.C']);
    case 'password':
    case 'newPassword':
      return rng.pick([testPassword, 'wrong password here', '12345678', 'x'.repeat(200)]);
    case 'terms':
    case 'rememberMe':
    case 'disableRedirect':
    case 'trustDevice':
      return rng.pick([true, false]);
    case 'locale':
      return rng.pick(['en', 'de', 'fr']);
    case 'callbackURL':
    case 'errorCallbackURL':
    case 'newUserCallbackURL':
    case 'redirectTo':
      return rng.pick(['/', '/signin', '//evil.example', 'https://evil.example/', '/\\evil', 'javascript:alert(1)']);
    case 'provider':
      return rng.pick(['oidc', 'google', 'test', '']);
    case 'code':
      return rng.pick(['123456', '000000', 'abcd-efgh', '']);
    case 'name':
      return rng.pick(['Fuzz', 'x'.repeat(60), '']);
    default:
      return rng.pick(['token', 'x'.repeat(32), '']);
  }
}

/** Huge, NUL and control-character strings, besides the OpenAPI fuzzer's hostile values. */
function nastyValue(rng: Rng): unknown {
  switch (rng.int(0, 5)) {
    case 0:
      return 'x'.repeat(rng.pick([10_000, 1_000_000]));
    case 1:
      return rng.pick(['\0', 'a\u0000b', '\u0001\u0002\u001b[31m', '\r\nSet-Cookie: a=b', '\u007f\u0085\u2028']);
    default:
      return hostileValue(rng);
  }
}

function objectBody(rng: Rng, endpoint: Endpoint): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of endpoint.fields) {
    const roll = rng.next();
    if (roll < 0.25) continue;
    body[field] = roll < 0.6 ? plausible(rng, field) : nastyValue(rng);
  }
  if (rng.chance(0.2)) body[rng.pick(['image', 'role', '__proto__', 'idToken', 'constructor', '\0'])] = nastyValue(rng);
  return body;
}

type Generated = { body?: string; contentType?: string; shown: string };

/** One body for a POST: mostly JSON objects with the endpoint's fields, else something worse. */
function generatedBody(rng: Rng, endpoint: Endpoint): Generated {
  switch (rng.int(0, 9)) {
    case 0:
      return { body: JSON.stringify(nastyValue(rng)), contentType: 'application/json', shown: 'json value' };
    case 1: {
      const text = rng.pick([
        '',
        '{',
        '{"email": ',
        'nul',
        '{"a":1}{"b":2}',
        '\ufeff{}',
        '\0',
        deepJson(5000),
        `{${'"a":{'.repeat(3000)}`,
        "{'email':'a'}",
      ]);
      return { body: text, contentType: 'application/json', shown: `text ${JSON.stringify(text.slice(0, 20))}` };
    }
    case 2: {
      const contentType = rng.pick([
        'text/plain',
        'application/xml',
        'multipart/form-data; boundary=zzz',
        'application/json; charset=utf-16',
        'application/x-www-form-urlencoded',
        '',
      ]);
      const body = rng.chance(0.5)
        ? JSON.stringify(objectBody(rng, endpoint))
        : new URLSearchParams(
            Object.entries(objectBody(rng, endpoint)).map(([k, v]) => [k, textOf(v).slice(0, 2000)]),
          ).toString();
      return { body, contentType, shown: `as ${contentType || 'no type'}` };
    }
    case 3:
      return { contentType: rng.pick(['application/json', '']), shown: 'no body' };
    default:
      return { body: JSON.stringify(objectBody(rng, endpoint)), contentType: 'application/json', shown: 'object' };
  }
}

const paramValue = (rng: Rng) =>
  encodeURIComponent(
    textOf(rng.pick([rng.seed().toString(36), 'x'.repeat(3000), '\0', '..', '%', 'oidc', nastyValue(rng)])).slice(
      0,
      4000,
    ),
  );

function query(rng: Rng) {
  if (rng.chance(0.3)) return '';
  const params = new URLSearchParams();
  for (const key of ['token', 'callbackURL', 'code', 'state', 'error', 'error_description'])
    if (rng.chance(0.4))
      params.set(key, textOf(rng.chance(0.5) ? plausible(rng, key) : nastyValue(rng)).slice(0, 5000));
  return `?${params}`;
}

const seen = { statuses: new Map<number, number>(), failures: [] as string[], slowest: 0 };

async function send(what: string, url: string, init: RequestInit) {
  const started = performance.now();
  const answer = (async () => {
    const response = await t.app.request(`${t.env.PUBLIC_URL}${url}`, init);
    return { response, text: await response.text() };
  })();
  const timer = new AbortController();
  const result = await Promise.race([answer, sleep(patienceMs, null, { signal: timer.signal }).catch(() => null)]);
  timer.abort();
  seen.slowest = Math.max(seen.slowest, performance.now() - started);
  const status = result?.response.status ?? 0;
  seen.statuses.set(status, (seen.statuses.get(status) ?? 0) + 1);
  let broken: string | null = null;
  if (!result) broken = `no response in ${patienceMs} ms`;
  else if (status >= 500) broken = `${status} ${result.text.slice(0, 300)}`;
  else {
    const leak = leaks.find(([, pattern]) => pattern.test(result.text));
    if (leak) broken = `${status} shows ${leak[0]}: ${result.text.slice(0, 300)}`;
  }
  if (broken) seen.failures.push(`${what} ${init.method} ${url.slice(0, 200)}\n    -> ${broken.slice(0, 600)}`);
  return result?.response;
}

describe(`better-auth's mounted endpoints under generated requests (FUZZ_SEED=${seed})`, () => {
  it(`answer ${requests} requests, signed in and out, with no 5xx, no hang and no library text`, async () => {
    // The server's error lines: each is a failure but better-auth's for a forged provider return.
    expectConsoleError();
    const errorLines: string[] = [];
    const previous = setLogDestination({
      write(line: string) {
        const { level } = JSON.parse(line) as { level?: string };
        if ((level === 'error' || level === 'fatal') && !expectedLogs.test(line)) errorLines.push(line.slice(0, 600));
      },
    });
    const main = createRng(seed);
    const caseSeeds = Array.from({ length: requests }, () => main.seed());
    const started = performance.now();

    const run = async (index: number) => {
      const rng = createRng(caseSeeds[index] ?? 0);
      const endpoint = rng.pick(endpoints);
      const identity = rng.pick(['anonymous', 'user'] as const);
      const path = endpoint.path.replace(/:[a-zA-Z]+/g, () => paramValue(rng));
      const url = `/api/auth${path}${endpoint.method === 'GET' || rng.chance(0.1) ? query(rng) : ''}`;
      const generated: Generated = endpoint.method === 'POST' ? generatedBody(rng, endpoint) : { shown: 'query' };
      const headers: Record<string, string> = {
        'x-forwarded-for': `198.18.${rng.int(0, 255)}.${rng.int(1, 254)}`,
        'accept-language': rng.pick(['en', 'de', 'de-DE,de;q=0.9', '*', 'xx']),
      };
      // Mostly from the site itself: the same-origin rule (ADR 0040) is not what is fuzzed here.
      if (endpoint.method === 'POST' && rng.chance(0.95)) headers.origin = t.env.PUBLIC_URL;
      if (generated.contentType) headers['content-type'] = generated.contentType;
      if (identity === 'user') headers.cookie = cookies.user;
      const response = await send(`#${index} ${identity} ${endpoint.key} (${generated.shown})`, url, {
        method: endpoint.method,
        headers,
        redirect: 'manual',
        ...(generated.body === undefined ? {} : { body: generated.body }),
      });
      // A signed-in sign-out ends the session the rest of the run signs in with: sign in again.
      if (identity === 'user' && endpoint.key === 'signOut' && response?.ok) cookies.user = await signIn();
    };
    for (let start = 0; start < requests; start += concurrency) {
      const batch = Array.from({ length: Math.min(concurrency, requests - start) }, (_, offset) => start + offset);
      await Promise.all(batch.map(run));
    }

    setLogDestination(previous);
    const statuses = Object.fromEntries([...seen.statuses].sort(([a], [b]) => a - b));
    console.log(
      `auth fuzz: FUZZ_SEED=${seed}: ${requests} requests over ${endpoints.length} endpoint methods in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s, slowest ${seen.slowest.toFixed(0)} ms; ` +
        `statuses ${JSON.stringify(statuses)}`,
    );
    expect(seen.failures, `FUZZ_SEED=${seed}:\n${seen.failures.join('\n')}`).toEqual([]);
    expect(errorLines, `FUZZ_SEED=${seed}: error lines`).toEqual([]);
    const health = await t.request('/api/health');
    expect(health.status).toBe(200);
  }, 300_000);
});
