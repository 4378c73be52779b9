import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abuseReport, user } from '#server/db/schema/index.ts';
import { reportActionLimits } from '#server/features/reports/report.service.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, newestPublished, postForm, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let ana = '';
let ben = '';
let cleo = '';
let tripId = '';
let commentId = '';
let slug = '';

const call = (method: string, path: string, cookie: string, body?: unknown, language = 'en') =>
  t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': language, ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const reports = () => t.database.db.select().from(abuseReport).orderBy(abuseReport.reportedAt);

beforeAll(async () => {
  t = await createDemoApp({ TRUST_PROXY: '1' });
  ana = await verifiedUser(t, 'ana@example.org', 'Ana');
  ben = await verifiedUser(t, 'ben@example.org', 'Ben');
  cleo = await verifiedUser(t, 'cleo@example.org', 'Cleo');
  const [newest] = await newestPublished(t);
  tripId = newest?.id ?? '';
  slug = newest?.slug ?? '';
  const written = await call('POST', '/comment/', ana, { commentOn: tripId, body: 'Buy cheap watches here' });
  commentId = (await written.json())._id;
});
afterAll(() => t.dispose());

describe('abuse reports', () => {
  it('are for verified members only', async () => {
    expect((await call('POST', `/trip/report-abuse/${tripId}`, '', { reason: 'spam' })).status).toBe(401);
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.email, 'cleo@example.org'));
    expect((await call('POST', `/trip/report-abuse/${tripId}`, cleo, { reason: 'spam' })).status).toBe(403);
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'cleo@example.org'));
    expect(await reports()).toEqual([]);
  });

  it('refuse an unknown reason and a long comment, naming the field in the member’s language', async () => {
    const unknown = await call('POST', `/trip/report-abuse/${tripId}`, ben, { reason: 'boring' }, 'de');
    expect(unknown.status).toBe(400);
    const body = await unknown.json();
    expect(body.error.fields[0].field).toBe('reason');
    expect(body.error.fields[0].message).toContain('Grund');
    const long = await call('POST', `/comment/report-abuse/${commentId}`, ben, {
      reason: 'spam',
      comment: 'x'.repeat(1001),
    });
    expect((await long.json()).error.fields[0].field).toBe('comment');
    expect((await call('POST', '/trip/report-abuse/AAAAAAAAAAAAAAAA', ben, { reason: 'spam' })).status).toBe(404);
    expect((await call('POST', '/comment/report-abuse/AAAAAAAAAAAAAAAA', ben, { reason: 'spam' })).status).toBe(404);
    expect(await reports()).toEqual([]);
  });

  it('keep one report per member and target, the newer reason replacing the older', async () => {
    const first = await call('POST', `/comment/report-abuse/${commentId}`, ben, { reason: 'offensive' });
    expect(await first.json()).toEqual({ reported: true, reason: 'offensive' });
    const again = await call('POST', `/comment/report-abuse/${commentId}`, ben, { reason: 'spam', comment: 'Ads' });
    expect(await again.json()).toEqual({ reported: true, reason: 'spam' });
    expect((await call('POST', `/trip/report-abuse/${tripId}`, ben, { reason: 'copyright' })).status).toBe(200);
    expect((await call('POST', `/comment/report-abuse/${commentId}`, cleo, { reason: 'spam' })).status).toBe(200);
    const rows = await reports();
    expect(rows.map(({ commentId: c, reason, comment }) => [c, reason, comment])).toEqual([
      [commentId, 'spam', 'Ads'],
      [null, 'copyright', ''],
      [commentId, 'spam', ''],
    ]);
  });

  it('are not of what one wrote oneself', async () => {
    const own = await call('POST', `/comment/report-abuse/${commentId}`, ana, { reason: 'spam' });
    expect(own.status).toBe(403);
    expect((await own.json()).error.message).toBe('You cannot report what you wrote yourself.');
  });

  it('are limited per member', async () => {
    for (let n = 0; n < reportActionLimits.member.max - 1; n += 1) {
      expect((await call('POST', `/trip/report-abuse/${tripId}`, cleo, { reason: 'spam' })).status).toBe(200);
    }
    expect((await call('POST', `/trip/report-abuse/${tripId}`, cleo, { reason: 'spam' })).status).toBe(429);
  });

  it('are sent from the trip page with plain forms, which keep what was typed when refused', async () => {
    const dora = await verifiedUser(t, 'dora@example.org', 'Dora');
    const path = `/de/trips/${slug}`;
    const html = await (await t.request(path, { headers: { cookie: dora } })).text();
    expect(html.match(/<summary[^>]*>Melden<\/summary>/g)?.length).toBe(2);
    expect(html).toContain('Nacktheit/Gewalt/illegale/anstößige Inhalte');
    const fields = { trip: tripId, comment: commentId, intent: 'report-comment', reason: 'offensive' };
    const refused = await postForm(t, path, dora, { ...fields, body: `Zu lang ${'x'.repeat(1000)}` });
    expect(refused.status).toBe(200);
    const page = await refused.text();
    expect(page).toContain('Hier können nicht mehr als 1000 Zeichen eingegeben werden');
    expect(page).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>Zu lang x+<\/textarea>/);
    expect(page).toMatch(/<input[^>]*checked=""[^>]*value="offensive"/);
    const sent = await postForm(t, path, dora, { ...fields, body: 'Werbung' });
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe(`${path}#comment-${commentId}`);
    expect(sent.headers.get('set-cookie')).toContain('report.sent');
    const trip = await postForm(t, path, dora, { trip: tripId, intent: 'report-trip', reason: 'copyright', body: '' });
    expect(trip.status).toBe(302);
    const [doras] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, 'dora@example.org'));
    const rows = await t.database.db
      .select()
      .from(abuseReport)
      .where(eq(abuseReport.reporterId, doras?.id ?? ''));
    expect(rows.map(({ reason, comment }) => [reason, comment]).sort()).toEqual([
      ['copyright', ''],
      ['offensive', 'Werbung'],
    ]);
  });

  it('are in the reporter’s data export, as the comments are in their writer’s', async () => {
    const bens = await (await call('GET', '/user/settings/export', ben)).json();
    expect(bens.reports).toEqual(
      expect.arrayContaining([expect.objectContaining({ comment: commentId, reason: 'spam', note: 'Ads' })]),
    );
    const anas = await (await call('GET', '/user/settings/export', ana)).json();
    expect(anas.comments).toEqual([expect.objectContaining({ _id: commentId, body: 'Buy cheap watches here' })]);
    expect(anas).toMatchObject({ ratings: [], savedTrips: [], reports: [] });
  });
});
