import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abuseReport, trip, user } from '#server/db/schema/index.ts';
import { reportActionLimits } from '#server/features/reports/report.service.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let ana = '';
let ben = '';
let cleo = '';
let tripId = '';
let commentId = '';

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
  const [newest] = await t.database.db
    .select({ id: trip.id })
    .from(trip)
    .where(eq(trip.status, 'published'))
    .orderBy(desc(trip.publishedAt));
  tripId = newest?.id ?? '';
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
});
