import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comment, media, newsletterIssue, post, trip, user } from '#server/db/schema/index.ts';
import { verifiedEditor, verifiedUser } from '#tests/setup/accounts.ts';
import { signedCaptcha } from '#tests/setup/captcha.ts';
import { contractViolation } from '#tests/setup/contract-check.ts';
import {
  createRng,
  type FuzzContext,
  type FuzzRequest,
  fuzzRequest,
  type Operation,
  operationsOf,
  type Rng,
} from '#tests/setup/openapi-fuzz.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

/** Issue 17: at least 10,000 requests a run, from a fixed seed that a failure names. */
const seed = Number(process.env.FUZZ_SEED ?? 170_006);
const requests = 10_000;
/** No answer may take longer: a slower one counts as a hang. */
const patienceMs = 5000;
/** Requests in flight at once; PostgreSQL answers several in parallel, PGlite one after another. */
const concurrency = 8;

const identities = ['anonymous', 'user', 'editor', 'admin'] as const;

let t: TestApp;
let context: FuzzContext;
let operations: Operation[];

/** A call of the setup, which must succeed: the fuzzing needs its rows. */
async function call(cookie: string, method: string, path: string, body?: unknown) {
  const response = await t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status >= 300)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A trip with a station of every part, so that saves and reads of real trips walk all of it. */
const fullTrip = (title: string, version: number) => ({
  version,
  language: 'en',
  title,
  description: 'Along the coast by train.',
  travelTypes: ['train', 'citytrip'],
  tags: ['rail'],
  countries: ['PT'],
  places: [
    {
      isNew: true,
      name: 'Lisbon',
      country: 'PT',
      latitude: 38.7,
      longitude: -9.1,
      duration: 3,
      activities: [{ isNew: true, name: 'Tram 28' }],
      directions: [{ isNew: true, type: 'train', duration: 180, price: '25 €' }],
      accommodation: { isNew: true, name: 'Casa do Largo' },
      days: [{ number: 1, activities: ['new:0'] }],
    },
  ],
});

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'admin@example.org', TRUST_PROXY: '1' });
  const cookies = {
    anonymous: '',
    user: await verifiedUser(t, 'fuzz-user@example.org', 'Fuzz User'),
    editor: await verifiedEditor(t, 'fuzz-editor@example.org', 'Fuzz Editor'),
    admin: await verifiedUser(t, 'admin@example.org', 'Fuzz Admin'),
  };
  const bystander = await verifiedUser(t, 'author@example.org', 'Ada');
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

  // Trips of the fuzzing user's own and of someone else's, published and draft, with pictures,
  // comments and reports: valid keys then reach the services' deeper rules.
  const tripIds: string[] = [];
  for (const [cookie, title, publish] of [
    [cookies.user, 'Azores by ferry', true],
    [cookies.user, 'Night trains', false],
    [cookies.user, 'Island hopping', false],
    [cookies.user, 'Danube by bike', true],
    [bystander, 'Alps on foot', true],
    [bystander, 'Slow Baltic', true],
  ] as const) {
    const created = await call(cookie, 'POST', '/trip/create', { language: 'en', title });
    const form = new FormData();
    form.set('image', new Blob([png]), 'lake.png');
    await t.request(`/api/trip/${created._id}/image`, { method: 'POST', body: form, headers: { cookie } });
    await call(cookie, 'PUT', `/trip/${created._id}`, fullTrip(title, created.version));
    if (publish) await call(cookie, 'PATCH', `/trip/${created._id}/publish`);
    tripIds.push(created._id);
  }
  for (const id of tripIds.slice(4)) {
    const first = await call(cookies.user, 'POST', '/comment/', { commentOn: id, body: 'What a route!' });
    await call(cookies.editor, 'POST', '/comment/', { commentOn: id, body: 'Thanks.', replyTo: first._id });
    await call(cookies.user, 'POST', `/trip/report-abuse/${id}`, { reason: 'spam' });
  }
  for (const title of ['Ferries of the north', 'Night trains of the Alps']) {
    const draft = await call(cookies.editor, 'POST', '/blog/editor/posts', {
      language: 'en',
      title,
      category: 'travel',
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Sea.' }] }] },
    });
    if (title.startsWith('Ferries')) await call(cookies.editor, 'POST', `/blog/editor/posts/${draft._id}/publish`, {});
  }
  await call(cookies.admin, 'POST', '/admin/newsletter/issues', { locale: 'en', subject: 'News', intro: 'Hello.' });
  // The gazetteer is read on its first search, seconds on a busy machine: a start-up cost, not a hang.
  await call('', 'GET', '/places?q=Lisbon');

  const { db } = t.database;
  const trips = await db.select({ id: trip.id, slug: trip.slug }).from(trip);
  const posts = await db.select({ id: post.id, slug: post.slug }).from(post);
  const document = await (await t.request('/api/openapi.json')).json();
  operations = operationsOf(document);
  context = {
    document,
    origin: t.env.PUBLIC_URL,
    cookies,
    pools: {
      altcha: await Promise.all(Array.from({ length: 6 }, () => signedCaptcha(t))),
      trip: trips.map((row) => row.id),
      tripSlug: trips.map((row) => row.slug),
      comment: (await db.select({ id: comment.id }).from(comment)).map((row) => row.id),
      post: posts.map((row) => row.id),
      postSlug: posts.map((row) => row.slug),
      issue: (await db.select({ id: newsletterIssue.id }).from(newsletterIssue)).map((row) => row.id),
      // Not the fuzzing identities: an admin who blocks them would end the run's signed-in part.
      user: (await db.select({ id: user.id }).from(user).where(eq(user.email, 'author@example.org'))).map(
        (row) => row.id,
      ),
      image: (await db.select({ key: media.key }).from(media)).map((row) => row.key),
    },
    files: [
      new File([png], 'lake.png', { type: 'image/png' }),
      new File([await sharp(png).jpeg().toBuffer()], 'lake.jpg', { type: 'image/jpeg' }),
      new File(['just text'], 'text.png', { type: 'image/png' }),
      new File([], 'empty.png', { type: 'image/png' }),
      new File(['<svg onload="alert(1)"/>'], 'a.svg', { type: 'image/svg+xml' }),
      // A PNG header that claims 100,000 × 100,000 pixels: its decoder must refuse, not allocate.
      new File([pngHeaderOnly(100_000, 100_000)], 'bomb.png', { type: 'image/png' }),
    ],
    sampleOf: async (path, identity) => {
      const cookie = cookies[identity as keyof typeof cookies];
      const response = await send({ method: 'GET', url: path, headers: { cookie } }, `${identity} reads to edit:`);
      return response?.status === 200 ? response.json() : undefined;
    },
  };
}, 120_000);
afterAll(() => t?.dispose());

/** The signature and header chunk of a PNG, with no image data after it. */
function pngHeaderOnly(width: number, height: number) {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 2, 0, 0, 0], 24);
  return header;
}

/** Who is most likely to call an operation: its own users reach past the sign-in checks. */
function entitled(operation: Operation, rng: Rng): (typeof identities)[number] {
  if (operation.path.startsWith('/admin')) return 'admin';
  if (operation.path.startsWith('/blog/editor')) return rng.pick(['editor', 'admin'] as const);
  return operation.signedIn ? rng.pick(['user', 'editor', 'admin'] as const) : rng.pick(identities);
}

/** What the run saw: every status, and every response that breaks the rules, reproducibly described. */
const seen = { statuses: new Map<number, number>(), failures: [] as string[], sent: 0 };

/**
 * Sends one request to the app in-process and holds its response to the rules: no 5xx, a response
 * (body included) within `patienceMs`, and a success that the document describes exactly. Returns
 * the response, or null when there was none in time.
 */
async function send(request: Pick<FuzzRequest, 'method' | 'url' | 'headers' | 'body'>, what: string) {
  seen.sent += 1;
  const answer = (async () => {
    const response = await t.app.request(`${t.env.PUBLIC_URL}${request.url}`, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    // A stream that never ends is a hang too.
    await response.clone().arrayBuffer();
    return response;
  })();
  const timer = new AbortController();
  const response = await Promise.race([answer, sleep(patienceMs, null, { signal: timer.signal }).catch(() => null)]);
  timer.abort();
  const status = response?.status ?? 0;
  seen.statuses.set(status, (seen.statuses.get(status) ?? 0) + 1);
  let broken: string | null = null;
  if (!response) broken = `no response in ${patienceMs} ms`;
  else if (status >= 500) broken = `${status} ${(await response.clone().text()).slice(0, 300)}`;
  else if (status < 300 && request.method !== 'HEAD')
    broken = await contractViolation(request.method, `${t.env.PUBLIC_URL}${request.url}`, response);
  if (broken)
    seen.failures.push(`${what} ${request.method} ${request.url.slice(0, 300)}\n    -> ${broken.slice(0, 600)}`);
  return response;
}

describe(`the API under generated requests (FUZZ_SEED=${seed})`, () => {
  it(`answers ${requests} requests made from its OpenAPI document, signed in and out, with no 5xx, no hang, and successes as documented`, async () => {
    const main = createRng(seed);
    const caseSeeds = Array.from({ length: requests }, () => main.seed());
    const cpu = process.cpuUsage();
    const started = performance.now();

    const run = async (index: number) => {
      const rng = createRng(caseSeeds[index] ?? 0);
      const operation = rng.pick(operations);
      const identity = rng.chance(0.7) ? entitled(operation, rng) : rng.pick(identities);
      const request = await fuzzRequest(context, operation, identity, rng);
      await send(request, `#${index} ${identity} (${request.mode}, ${request.shown})`);
    };
    for (let start = 0; start < requests; start += concurrency) {
      const batch = Array.from({ length: Math.min(concurrency, requests - start) }, (_, offset) => start + offset);
      await Promise.all(batch.map(run));
    }

    const used = process.cpuUsage(cpu);
    const statuses = Object.fromEntries([...seen.statuses].sort(([a], [b]) => a - b));
    console.log(
      `fuzz: FUZZ_SEED=${seed}: ${seen.sent} requests (${requests} generated, ${seen.sent - requests} reads of what they edit) ` +
        `over ${operations.length} operations in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
        `${((used.user + used.system) / 1e6).toFixed(1)} s of CPU; statuses ${JSON.stringify(statuses)}`,
    );
    expect(seen.failures, `FUZZ_SEED=${seed}:\n${seen.failures.join('\n')}`).toEqual([]);
  }, 600_000);
});
