import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentPage, ReplyView } from '#domain/schemas/comment.ts';
import { comment, trip, user } from '#server/db/schema/index.ts';
import { commentActionLimits } from '#server/features/comments/comment.service.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, newestPublished, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let ana = '';
let ben = '';
let cleo = '';
let admin = '';
let dana = '';
let eve = '';
let fay = '';
let tripAuthor = '';
let tripId = '';
let otherTrip = '';

const api = (method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.request(`/api/comment${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(cookie ? { cookie } : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const write = async (cookie: string, body: string, extra: Record<string, unknown> = {}): Promise<ReplyView> => {
  const response = await api('POST', '/', cookie, { commentOn: tripId, onModel: 'trip', body, ...extra });
  expect(response.status).toBe(200);
  return response.json();
};

const list = async (page = 1, on = tripId): Promise<CommentPage> => {
  const response = await api('GET', `/?commentOn=${on}&page=${page}`, '');
  expect(response.status).toBe(200);
  return response.json();
};

/** An account made `days` ago, as the links rule sees it. */
const age = (email: string, days: number) =>
  t.database.db
    .update(user)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(user.email, email));

beforeAll(async () => {
  t = await createDemoApp({ ADMIN_EMAILS: 'admin@example.org', TRUST_PROXY: '1' });
  const members = [];
  for (const name of ['ana', 'ben', 'cleo', 'admin', 'dana', 'eve', 'fay']) {
    members.push(await verifiedUser(t, `${name}@example.org`, name));
  }
  [ana = '', ben = '', cleo = '', admin = '', dana = '', eve = '', fay = ''] = members;
  // Accounts old enough for links; Eve's is new.
  for (const name of ['ana', 'ben', 'cleo', 'admin', 'dana', 'fay']) await age(`${name}@example.org`, 30);
  const published = await newestPublished(t, 2);
  tripId = published[0]?.id ?? '';
  otherTrip = published[1]?.id ?? '';
  // The trip passes to an author who can sign in here.
  tripAuthor = await verifiedUser(t, 'author@example.org', 'Author');
  const [stand] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, 'author@example.org'));
  await t.database.db
    .update(trip)
    .set({ authorId: stand?.id ?? '' })
    .where(eq(trip.id, tripId));
});
afterAll(() => t.dispose());

describe('comments', () => {
  it('are read by anyone and written by verified members only', async () => {
    expect((await list()).docs).toEqual([]);
    expect((await api('POST', '/', '', { commentOn: tripId, body: 'Hello' })).status).toBe(401);
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.email, 'cleo@example.org'));
    expect((await api('POST', '/', cleo, { commentOn: tripId, body: 'Hello' })).status).toBe(403);
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'cleo@example.org'));
    expect((await api('GET', '/?commentOn=not-an-id', '')).status).toBe(400);
    expect((await api('GET', '/?commentOn=AAAAAAAAAAAAAAAA', '')).status).toBe(404);
  });

  it('refuse empty, too long and unknown input, naming the field, in the reader’s language', async () => {
    const empty = await api('POST', '/', ana, { commentOn: tripId, body: '   ' }, { 'accept-language': 'de' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields).toEqual([{ field: 'body', message: 'Kommentar ist ein Pflichtfeld' }]);
    const long = await api('POST', '/', ana, { commentOn: tripId, body: 'x'.repeat(2001) });
    expect((await long.json()).error.fields).toEqual([
      { field: 'body', message: 'No more than 2000 characters can be entered here' },
    ]);
    expect((await api('POST', '/', ana, { commentOn: tripId, body: 'Hi', onModel: 'user' })).status).toBe(400);
    const missing = await api('POST', '/', ana, { commentOn: tripId, body: 'Hi', replyTo: 'AAAAAAAAAAAAAAAA' });
    expect(missing.status).toBe(404);
    expect((await list()).docs).toEqual([]);
  });

  it('thread replies under their top-level comment, and name whom a reply answers', async () => {
    const question = await write(ana, '  Is the night train worth it?  ');
    expect(question).toMatchObject({ body: 'Is the night train worth it?', depth: 0, root: null, replyTo: null });
    expect(question.author).toMatchObject({ name: 'ana' });
    // `root` and `author` as the client sends them are not trusted: both follow from the server.
    const answer = await write(ben, 'Yes, book a sleeper.', { replyTo: question._id, root: otherTrip, author: 'x' });
    expect(answer).toMatchObject({ root: question._id, replyTo: question._id, depth: 1, repliesTo: null });
    expect(answer.author).toMatchObject({ name: 'ben' });
    const thanks = await write(ana, 'Thanks!', { replyTo: answer._id });
    expect(thanks).toMatchObject({ root: question._id, replyTo: answer._id, depth: 1, repliesTo: 'ben' });
    const [thread] = (await list()).docs;
    expect(thread?.replies.map((reply) => reply.body)).toEqual(['Yes, book a sleeper.', 'Thanks!']);
    // A reply on another trip's thread names no comment of that trip.
    const astray = await api('POST', '/', ana, { commentOn: otherTrip, body: 'Hi', replyTo: question._id });
    expect(astray.status).toBe(404);
  });

  it('come in pages of ten top-level comments, newest first', async () => {
    for (let n = 1; n <= 11; n += 1) await write(cleo, `Note ${n}`);
    const first = await list(1);
    expect(first.docs).toHaveLength(10);
    expect(first.docs[0]?.body).toBe('Note 11');
    expect(first.paginator).toMatchObject({ page: 1, totalPages: 2, totalDocs: 12, hasNextPage: true });
    const second = await list(2);
    expect(second.docs.map((doc) => doc.body)).toEqual(['Note 1', 'Is the night train worth it?']);
    expect(second.paginator).toMatchObject({ page: 2, hasNextPage: false });
  });

  it('are read by admins as by anyone, those nobody answered included', async () => {
    for (const page of [1, 2]) {
      const asAdmin = await api('GET', `/?commentOn=${tripId}&page=${page}`, admin);
      expect(await asAdmin.json()).toEqual(await list(page));
    }
  });

  it('are changed by their writer only, taking back what GET answered', async () => {
    const [thread] = (await list(2)).docs.slice(-1);
    if (!thread) throw new Error('no thread');
    const own = await api('PUT', `/${thread._id}`, ana, { ...thread, body: 'Is the night train to Kraków worth it?' });
    expect(own.status).toBe(200);
    const changed: ReplyView = await own.json();
    expect(changed.body).toBe('Is the night train to Kraków worth it?');
    expect(changed.editedAt).not.toBeNull();
    expect((await api('PUT', `/${thread._id}`, ben, { body: 'Mine now' })).status).toBe(403);
    expect((await api('PUT', `/${thread._id}`, tripAuthor, { body: 'Mine now' })).status).toBe(403);
    expect((await api('PUT', `/${thread._id}`, '', { body: 'Mine now' })).status).toBe(401);
    const empty = await api('PUT', `/${thread._id}`, ana, { body: '' });
    expect((await empty.json()).error.fields[0].field).toBe('body');
  });

  it('are deleted by the writer, the trip’s author or an admin, a thread kept with a placeholder', async () => {
    const page = await list(2);
    const thread = page.docs.at(-1);
    const note = page.docs[0];
    if (!thread || !note) throw new Error('no comments');
    expect((await api('DELETE', `/${thread._id}`, cleo)).status).toBe(403);
    expect((await api('DELETE', `/${thread._id}`, ana)).status).toBe(200);
    const kept = (await list(2)).docs.at(-1);
    expect(kept).toMatchObject({ _id: thread._id, deleted: true, body: '', author: null });
    expect(kept?.replies).toHaveLength(2);
    expect((await api('PUT', `/${thread._id}`, ana, { body: 'Back' })).status).toBe(404);
    expect((await api('POST', '/', ben, { commentOn: tripId, body: 'Hi', replyTo: thread._id })).status).toBe(404);

    // The trip's author and an admin clean up; the placeholder goes with its last reply.
    const [first, second] = kept?.replies ?? [];
    expect((await api('DELETE', `/${first?._id}`, tripAuthor)).status).toBe(200);
    expect((await api('DELETE', `/${second?._id}`, admin)).status).toBe(200);
    expect((await list(2)).docs.map((doc) => doc.body)).toEqual(['Note 1']);
    expect((await api('DELETE', `/${note._id}`, cleo)).status).toBe(200);
    expect((await api('DELETE', `/${note._id}`, cleo)).status).toBe(404);
  });

  it('of a deleted account go with it, while others’ replies keep their thread', async () => {
    const asked = await write(dana, 'Any tips for rainy days?');
    await write(ben, 'The museums!', { replyTo: asked._id });
    const alone = await write(dana, 'One more thing.');
    await t.database.db.delete(user).where(eq(user.email, 'dana@example.org'));
    const left = await t.database.db.select().from(comment).where(eq(comment.id, asked._id));
    expect(left).toMatchObject([{ body: '', authorId: null }]);
    expect(await t.database.db.select().from(comment).where(eq(comment.id, alone._id))).toEqual([]);
  });

  it('go with their trip', async () => {
    await write(ana, 'Lovely.', { commentOn: otherTrip });
    await t.database.db.delete(trip).where(eq(trip.id, otherTrip));
    const rows = await t.database.db.select().from(comment).where(eq(comment.tripId, otherTrip));
    expect(rows).toEqual([]);
  });

  it('of a new account show their web addresses as text at first', async () => {
    const bodies = ['a https://example.org', 'b https://example.org', 'c https://example.org', 'd https://example.org'];
    const links = [];
    for (const body of bodies) links.push((await write(eve, body)).links);
    expect(links).toEqual([false, false, false, true]);
    expect((await write(ana, 'see https://example.org')).links).toBe(true);
  });

  it('are limited per member, in the database every server instance shares', async () => {
    for (let n = 0; n < commentActionLimits.member.max; n += 1) {
      const response = await api('POST', '/', fay, { commentOn: tripId, body: `n${n}` });
      if (response.status !== 200) throw new Error(`comment ${n} answered ${response.status}`);
    }
    const refused = await api('POST', '/', fay, { commentOn: tripId, body: 'one more' });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toMatch(/try again/i);
    const counted = await t.database.db
      .select()
      .from(comment)
      .where(and(eq(comment.tripId, tripId), eq(comment.body, 'one more')));
    expect(counted).toEqual([]);
  });
});
