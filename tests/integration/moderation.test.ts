import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abuseReport, auditLog, trip, user } from '#server/db/schema/index.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, newestPublished, postForm, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let boss = '';
let ana = '';
let ben = '';
let tripId = '';
let slug = '';
let spam = '';
let answer = '';

const call = (method: string, path: string, cookie: string, body?: unknown, language = 'en') =>
  t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': language, ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const ids = (docs: { _id: string; body: string; deleted: boolean; replies?: unknown[] }[]) =>
  docs.map(({ _id, body, deleted }) => ({ _id, body, deleted }));

/** The comment page's threads as `cookie` reads them. */
async function threads(cookie: string) {
  return (await (await call('GET', `/comment/?commentOn=${tripId}`, cookie)).json()).docs;
}

/** A page read fresh: the query makes it a different address than anything the cache may hold. */
const page = (path: string, cookie: string) =>
  t.request(`${path}${path.includes('?') ? '&' : '?'}fresh=${Math.random()}`, { headers: cookie ? { cookie } : {} });

const idOf = async (email: string) =>
  (await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id;

beforeAll(async () => {
  t = await createDemoApp({ TRUST_PROXY: '1', ADMIN_EMAILS: 'boss@example.org' });
  boss = await verifiedUser(t, 'boss@example.org', 'Boss');
  ana = await verifiedUser(t, 'ana@example.org', 'Ana');
  ben = await verifiedUser(t, 'ben@example.org', 'Ben');
  const [newest] = await newestPublished(t);
  tripId = newest?.id ?? '';
  slug = newest?.slug ?? '';
  // Ana wrote the trip, so she can be shown it hidden.
  await t.database.db
    .update(trip)
    .set({ authorId: await idOf('ana@example.org') })
    .where(eq(trip.id, tripId));
  spam = (await (await call('POST', '/comment/', ben, { commentOn: tripId, body: 'Buy cheap watches here' })).json())
    ._id;
  answer = (
    await (await call('POST', '/comment/', ana, { commentOn: tripId, body: 'Please stop.', replyTo: spam })).json()
  )._id;
  await call('POST', `/comment/report-abuse/${spam}`, ana, { reason: 'spam', comment: 'Adverts' });
  await call('POST', `/trip/report-abuse/${tripId}`, ben, { reason: 'copyright' });
});
afterAll(() => t.dispose());

describe('the moderation queue', () => {
  it('is for admins only: 401 signed out, 403 for members, the 404 page for their browsers', async () => {
    expect((await call('GET', '/admin/reports', '')).status).toBe(401);
    expect((await call('GET', '/admin/reports', ana)).status).toBe(403);
    expect((await call('POST', `/admin/reports/comment/${spam}`, ana, { action: 'hide', note: 'x' })).status).toBe(403);
    expect((await call('GET', '/admin/audit', ben)).status).toBe(403);
    const refused = await t.request('/admin/reports', { headers: { cookie: ana }, redirect: 'manual' });
    expect(refused.headers.get('location')).toBe('/not-found');
    const german = await t.request('/de/admin', { headers: { cookie: ben }, redirect: 'manual' });
    expect(german.headers.get('location')).toBe('/de/not-found');
    // A listed address counts only once it is verified.
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.email, 'boss@example.org'));
    expect((await call('GET', '/admin/reports', boss)).status).toBe(403);
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'boss@example.org'));
    expect((await call('GET', '/admin/reports', boss)).status).toBe(200);
  });

  it('groups open reports by the trip or comment they concern, with each report', async () => {
    const queue = await (await call('GET', '/admin/reports', boss)).json();
    const targets = queue.docs.map((group: { targetKind: string; targetId: string }) => [
      group.targetKind,
      group.targetId,
    ]);
    expect(targets).toEqual([
      ['comment', spam],
      ['trip', tripId],
    ]);
    expect(queue.docs[0].comment).toEqual({ body: 'Buy cheap watches here', author: 'Ben' });
    expect(queue.docs[0].reports).toEqual([
      expect.objectContaining({ reason: 'spam', comment: 'Adverts', reporter: 'Ana', open: true }),
    ]);
    expect(queue.paginator.totalDocs).toBe(2);
  });

  it('refuses to hide without a reason, naming the field in the admin’s language', async () => {
    const refused = await call('POST', `/admin/reports/comment/${spam}`, boss, { action: 'hide', note: ' ' }, 'de');
    expect(refused.status).toBe(400);
    const { error } = await refused.json();
    expect(error.fields).toEqual([{ field: 'note', message: expect.stringContaining('Notiz') }]);
    expect((await call('POST', '/admin/reports/comment/AAAAAAAAAAAAAAAA', boss, { action: 'dismiss' })).status).toBe(
      404,
    );
    expect((await call('POST', `/admin/reports/post/${spam}`, boss, { action: 'hide' })).status).toBe(400);
  });

  it('hides a comment from everyone but its writer, who sees why, and admins; the response keeps its thread', async () => {
    const hidden = await call('POST', `/admin/reports/comment/${spam}`, boss, { action: 'hide', note: 'Advertising' });
    expect(hidden.status).toBe(200);
    for (const reader of ['', ana]) {
      const [thread] = await threads(reader);
      expect(ids([thread])).toEqual([{ _id: spam, body: '', deleted: true }]);
      expect(thread.replies.map(({ _id, body }: { _id: string; body: string }) => ({ _id, body }))).toEqual([
        { _id: answer, body: 'Please stop.' },
      ]);
    }
    for (const reader of [ben, boss]) {
      const [thread] = await threads(reader);
      expect(thread.body).toBe('Buy cheap watches here');
      expect(thread.hidden).toEqual({ reason: 'Advertising', at: expect.any(String) });
    }
    const writer = await (await page(`/trips/${slug}`, ben)).text();
    expect(writer).toContain('only its writer and our team can see this comment. Reason: Advertising');
    const others = await (await page(`/trips/${slug}`, ana)).text();
    expect(others).not.toContain('Buy cheap watches here');
    expect((await call('POST', '/comment/', ana, { commentOn: tripId, body: 'Hm', replyTo: spam })).status).toBe(404);
    const open = await (await call('GET', '/admin/reports', boss)).json();
    expect(open.docs.map((group: { targetId: string }) => group.targetId)).toEqual([tripId]);
    const hiddenNow = await (await call('GET', '/admin/reports?state=hidden', boss)).json();
    expect(hiddenNow.docs[0]).toMatchObject({ targetId: spam, hidden: { reason: 'Advertising' } });
    expect(hiddenNow.docs[0].reports[0].open).toBe(false);
  });

  it('hides a trip from every list and page but its author’s, and restores it', async () => {
    expect(
      (await call('POST', `/admin/reports/trip/${tripId}`, boss, { action: 'hide', note: 'Copied text' })).status,
    ).toBe(200);
    expect((await call('GET', `/trip/${tripId}`, '')).status).toBe(404);
    expect((await call('GET', `/trip/${tripId}`, ben)).status).toBe(404);
    expect((await page(`/trips/${slug}`, '')).status).toBe(404);
    const search = await (await call('GET', '/trip/search?sort=newest', '')).json();
    expect(search.docs.map((card: { _id: string }) => card._id)).not.toContain(tripId);
    const own = await (await call('GET', `/trip/${tripId}`, ana)).json();
    expect(own.hidden).toEqual({ reason: 'Copied text', at: expect.any(String) });
    expect(await (await page(`/trips/${slug}`, ana)).text()).toContain(
      'only its author and our team can see this trip. Reason: Copied text',
    );
    expect((await call('GET', `/trip/${tripId}`, boss)).status).toBe(200);

    expect((await call('POST', `/admin/reports/trip/${tripId}`, boss, { action: 'restore' })).status).toBe(200);
    expect((await call('GET', `/trip/${tripId}`, '')).status).toBe(200);
    expect((await (await call('GET', `/trip/${tripId}`, ana)).json()).hidden).toBeNull();
  });

  it('dismisses reports without hiding, and logs every decision with its note', async () => {
    await call('POST', `/trip/report-abuse/${tripId}`, ben, { reason: 'spam' });
    expect(
      (await call('POST', `/admin/reports/trip/${tripId}`, boss, { action: 'dismiss', note: 'Fine' })).status,
    ).toBe(200);
    const open = await t.database.db.select().from(abuseReport).where(eq(abuseReport.tripId, tripId));
    expect(open.every((report) => report.closedAt !== null)).toBe(true);
    expect((await call('GET', `/trip/${tripId}`, '')).status).toBe(200);
    const log = await (await call('GET', '/admin/audit', boss)).json();
    expect(
      log.docs.map((entry: { action: string; note: string; actor: string }) => [entry.action, entry.note, entry.actor]),
    ).toEqual([
      ['dismiss', 'Fine', 'Boss'],
      ['restore', '', 'Boss'],
      ['hide', 'Copied text', 'Boss'],
      ['hide', 'Advertising', 'Boss'],
    ]);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(4);
  });

  it('works from the page’s forms: a refusal keeps the note at its field, a decision comes back with a notice', async () => {
    const html = await (await page('/admin/reports?state=hidden', boss)).text();
    expect(html).toContain('Buy cheap watches here');
    const refused = await postForm(t, '/de/admin/reports?state=hidden', boss, {
      intent: 'hide',
      kind: 'trip',
      id: tripId,
      note: '',
    });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('Notiz');
    const restored = await postForm(t, '/admin/reports?state=hidden', boss, {
      intent: 'restore',
      kind: 'comment',
      id: spam,
      note: 'Misread',
    });
    expect(restored.status).toBe(302);
    expect(restored.headers.get('location')).toBe('/admin/reports?state=hidden');
    const [thread] = await threads('');
    expect(thread.body).toBe('Buy cheap watches here');
    expect(
      (await postForm(t, '/admin/reports', ana, { intent: 'dismiss', kind: 'trip', id: tripId })).headers.get(
        'location',
      ),
    ).toBe('/not-found');
  });
});
