import { and, desc, eq, lte, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#server/db/new-id.ts';
import { auditLog, newsletterDelivery, newsletterSubscriber, post, trip } from '#server/db/schema/index.ts';
import { deliverNewsletter } from '#server/features/newsletter-issues/newsletter-delivery.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { outbox, unfold, verifiedEditor, verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, createTestApp, newestPublished, postForm, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let copy: TestApp;
let boss = '';
let eddie = '';
let ana = '';
let enPost = { id: '', slug: '', title: '' };
let dePost = { id: '', slug: '' };
let tripRow = { id: '', slug: '' };
const subscribers: Record<string, string> = {};

/** A moment of the test's own clock, `minutes` after its start: rounds of sending are per minute. */
const start = Date.UTC(2031, 0, 1, 9, 0, 0);
const at = (minutes: number) => new Date(start + minutes * 60_000);

const call = (path: string, cookie: string, method = 'GET', body?: unknown) =>
  t.request(`/api/admin/newsletter/issues${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const compose = async (fields: Record<string, unknown> = {}) => {
  const response = await call('', boss, 'POST', {
    locale: 'en',
    subject: 'Autumn <trips> & tales',
    intro: 'Dear readers,\n\nthe leaves are turning. <b>Not bold</b>.',
    postIds: [enPost.id],
    tripIds: [tripRow.id],
    ...fields,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { _id: string; version: string; status: string };
};

/** Every newsletter mail both server instances wrote, unfolded. */
const issueMails = (id: string) =>
  [...outbox(t), ...outbox(copy)].map(unfold).filter((mail) => mail.includes(`/newsletter/${id}`));
const recipients = (mails: string[]) =>
  mails.map((mail) => /^To: (\S+)$/m.exec(mail)?.[1]).sort((a, b) => String(a).localeCompare(String(b)));

const deliver = (app: TestApp, now: Date, budget = 100) =>
  deliverNewsletter(app.database.db, createMailer(app.env), app.env, { now, budget });

async function subscribe(email: string, locale: 'en' | 'de', status: 'pending' | 'confirmed' | 'unsubscribed') {
  const id = newId();
  await t.database.db.insert(newsletterSubscriber).values({
    id,
    email,
    locale,
    status,
    consentAt: new Date(),
    consentSource: 'form',
    consentVersion: '1',
    consentIpHash: 'test',
  });
  subscribers[email] = id;
}

beforeAll(async () => {
  t = await createDemoApp({ ADMIN_EMAILS: 'boss@example.org' });
  copy = await createTestApp({ ADMIN_EMAILS: 'boss@example.org' }, t.database);
  boss = await verifiedUser(t, 'boss@example.org', 'Boss');
  eddie = await verifiedEditor(t, 'eddie@example.org', 'Eddie');
  ana = await verifiedUser(t, 'ana@example.org', 'Ana');
  const posts = await t.database.db
    .select({ id: post.id, slug: post.slug, title: post.title, language: post.language })
    .from(post)
    .where(and(eq(post.status, 'published'), ne(post.category, 'marketing'), lte(post.publishAt, new Date())))
    .orderBy(desc(post.publishAt));
  const en = posts.find((row) => row.language === 'en');
  const de = posts.find((row) => row.language === 'de');
  if (!en || !de) throw new Error('The demo content has no published posts in both languages.');
  enPost = en;
  dePost = de;
  const [newest] = await newestPublished(t);
  tripRow = { id: newest?.id ?? '', slug: newest?.slug ?? '' };
  await subscribe('a@example.org', 'en', 'confirmed');
  await subscribe('b@example.org', 'en', 'confirmed');
  await subscribe('c@example.org', 'en', 'confirmed');
  await subscribe('leaving@example.org', 'en', 'confirmed');
  await subscribe('pending@example.org', 'en', 'pending');
  await subscribe('gone@example.org', 'en', 'unsubscribed');
  await subscribe('de@example.org', 'de', 'confirmed');
});
afterAll(async () => {
  await copy.dispose();
  await t.dispose();
});

describe('newsletter sending', () => {
  it('is for admins only', async () => {
    expect((await call('', '')).status).toBe(401);
    expect((await call('', ana)).status).toBe(403);
    expect((await call('', eddie)).status).toBe(403);
    const refused = await call('', eddie, 'POST', { locale: 'en', subject: 'x', intro: 'y' });
    expect(refused.status).toBe(403);
    expect((await call('', boss)).status).toBe(200);
  });

  it('composes and saves drafts, checking the choices and refusing a stale save with 409', async () => {
    const empty = await call('', boss, 'POST', { locale: 'en', subject: '', intro: 'Hello' });
    expect(empty.status).toBe(400);
    const refusal = await empty.json();
    expect(refusal.error.fields[0].field).toBe('subject');
    expect(refusal.error.fields[0].message).toContain('Subject');

    const otherLanguage = await call('', boss, 'POST', {
      locale: 'en',
      subject: 'Hi',
      intro: 'Hello',
      postIds: [dePost.id],
    });
    expect(otherLanguage.status).toBe(400);
    expect((await otherLanguage.json()).error.fields[0].field).toBe('postIds');
    await t.database.db.update(trip).set({ status: 'draft' }).where(eq(trip.id, tripRow.id));
    const privateTrip = await call('', boss, 'POST', {
      locale: 'en',
      subject: 'Hi',
      intro: 'Hi',
      tripIds: [tripRow.id],
    });
    await t.database.db.update(trip).set({ status: 'published' }).where(eq(trip.id, tripRow.id));
    expect((await privateTrip.json()).error.fields[0].field).toBe('tripIds');

    const draft = await compose();
    expect(draft.status).toBe('draft');
    const input = { locale: 'en', subject: 'Winter', intro: 'Cold.', postIds: [enPost.id], tripIds: [] };
    const saved = await call(`/${draft._id}`, boss, 'PUT', { ...input, version: draft.version });
    expect(saved.status).toBe(200);
    const after = await saved.json();
    expect(after.subject).toBe('Winter');
    expect(after.version).not.toBe(draft.version);
    const stale = await call(`/${draft._id}`, boss, 'PUT', { ...input, subject: 'Lost', version: draft.version });
    expect(stale.status).toBe(409);
    expect((await (await call(`/${draft._id}`, boss)).json()).subject).toBe('Winter');
    expect((await call(`/${draft._id}`, boss, 'DELETE')).status).toBe(200);
    expect((await call(`/${draft._id}`, boss)).status).toBe(404);
  });

  it('sends a test to the signed-in admin only, marked as a test', async () => {
    const draft = await compose();
    expect((await call(`/${draft._id}/test`, boss, 'POST')).status).toBe(200);
    const mails = issueMails(draft._id);
    expect(recipients(mails)).toEqual(['boss@example.org']);
    expect(mails[0]).toContain('Subject: [Test] Autumn <trips> & tales');
    expect(mails[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect((await call(`/${draft._id}`, boss)).status).toBe(200);
    expect((await (await call(`/${draft._id}`, boss)).json()).status).toBe('draft');
  });

  it('sends once to exactly the confirmed readers of its language, at the rate, resumable on another instance', async () => {
    const issue = await compose();
    const sending = await call(`/${issue._id}/send`, boss, 'POST', { version: issue.version });
    expect(sending.status).toBe(200);
    const started = await sending.json();
    expect(started.status).toBe('sending');
    expect(started.counts).toEqual({ sent: 0, waiting: 4, interrupted: 0 });
    expect((await call(`/${issue._id}/send`, boss, 'POST', {})).status).toBe(409);
    expect((await call(`/${issue._id}`, boss, 'PUT', { locale: 'en', subject: 'x', intro: 'y' })).status).toBe(409);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, issue._id));
    expect(audit?.action).toBe('send-newsletter');

    // Withdrawn after the send started: at send time the reader is no longer confirmed.
    await t.database.db
      .update(newsletterSubscriber)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscriber.email, 'leaving@example.org'));

    expect(await deliver(t, at(0), 2)).toBe(2);
    expect(await deliver(t, at(0), 2)).toBe(0);
    expect(issueMails(issue._id)).toHaveLength(2);
    const midway = await (await call(`/${issue._id}`, boss)).json();
    expect(midway.counts.sent).toBe(2);
    expect(midway.status).toBe('sending');

    // The first server is gone; a second instance on the same database goes on where it stopped.
    expect(await deliver(copy, at(1), 2)).toBe(1);
    const mails = issueMails(issue._id);
    expect(recipients(mails)).toEqual(['a@example.org', 'b@example.org', 'c@example.org']);
    for (const mail of mails) {
      const to = /^To: (\S+)$/m.exec(mail)?.[1] ?? '';
      // Long header lines are folded onto the next line; read them whole.
      const headers = (mail.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
      expect(headers).toMatch(
        /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=\S+>$/m,
      );
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(mail).toContain('http://localhost:3000/unsubscribe/newsletter?token=');
      expect(mail).toContain(`http://localhost:3000/newsletter/${issue._id}`);
      expect(mail).toContain(`http://localhost:3000/blog/${enPost.slug}`);
      expect(mail).toContain(`http://localhost:3000/trips/${tripRow.slug}`);
      expect(mail).toContain('Subject: Autumn <trips> & tales');
      expect(mail).toContain('&#60;b&#62;Not bold&#60;/b&#62;');
      expect(mail).not.toContain('[Test]');
      expect(to).not.toBe('leaving@example.org');
    }
    const done = await (await call(`/${issue._id}`, boss)).json();
    expect(done.status).toBe('sent');
    expect(done.counts).toEqual({ sent: 3, waiting: 0, interrupted: 0 });
    expect(await deliver(copy, at(2))).toBe(0);
    expect(issueMails(issue._id)).toHaveLength(3);
  });

  it('never mails an address twice when two instances deliver at once', async () => {
    const issue = await compose({ subject: 'Twice?' });
    expect((await call(`/${issue._id}/send`, boss, 'POST', {})).status).toBe(200);
    const [first, second] = await Promise.all([deliver(t, at(3)), deliver(copy, at(3))]);
    expect((first ?? 0) + (second ?? 0)).toBe(3);
    expect(recipients(issueMails(issue._id))).toEqual(['a@example.org', 'b@example.org', 'c@example.org']);
  });

  it('does not resend a mail a stopped server had in hand, and shows it as interrupted', async () => {
    const issue = await compose({
      locale: 'de',
      subject: 'Herbst',
      intro: 'Liebe Leserinnen und Leser',
      postIds: [dePost.id],
    });
    expect((await call(`/${issue._id}/send`, boss, 'POST', {})).status).toBe(200);
    // What an instance that died between claiming and marking the mail sent leaves behind.
    await t.database.db
      .update(newsletterDelivery)
      .set({ claimedAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(newsletterDelivery.issueId, issue._id));
    expect(await deliver(t, at(4))).toBe(0);
    expect(issueMails(issue._id)).toHaveLength(0);
    const after = await (await call(`/${issue._id}`, boss)).json();
    expect(after.status).toBe('sent');
    expect(after.counts).toEqual({ sent: 0, waiting: 0, interrupted: 1 });
  });

  it('has a web version for issues that went out; a draft is for admins only', async () => {
    const sent = (await (await call('', boss)).json()).docs.find(
      (doc: { status: string; locale: string }) => doc.status === 'sent' && doc.locale === 'en',
    );
    const page = await t.request(`/newsletter/${sent._id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(sent.subject.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;'));
    expect(html).toContain(enPost.title);
    expect(html).toContain(`href="/trips/${tripRow.slug}"`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/newsletter/${sent._id}"/>`);
    const other = await t.request(`/de/newsletter/${sent._id}`, { redirect: 'manual' });
    expect(other.status).toBe(301);
    expect(other.headers.get('location')).toBe(`/newsletter/${sent._id}`);

    const draft = await compose({ subject: 'Not yet' });
    expect((await t.request(`/newsletter/${draft._id}`)).status).toBe(404);
    expect((await t.request(`/newsletter/${draft._id}`, { headers: { cookie: ana } })).status).toBe(404);
    const preview = await t.request(`/newsletter/${draft._id}`, { headers: { cookie: boss } });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('Not yet');
  });

  it('has admin pages that compose by form, keep what was typed on a refusal, and are for admins only', async () => {
    const page = (path: string, cookie: string) => t.request(path, { headers: { cookie }, redirect: 'manual' });
    expect((await page('/admin/newsletter', eddie)).headers.get('location')).toBe('/not-found');
    expect(await (await page('/admin/posts', eddie)).text()).not.toContain('href="/admin/newsletter"');
    expect(await (await page('/admin/reports', boss)).text()).toContain('href="/admin/newsletter"');
    const fields = { locale: 'en', subject: 'By form', intro: 'Hello\n\nthere', postIds: enPost.id };
    const created = await postForm(t, '/admin/newsletter/new', boss, fields);
    expect(created.headers.get('location')).toBe('/admin/newsletter');
    const list = await (await page('/admin/newsletter', boss)).text();
    expect(list).toContain('By form');
    const draft = (await (await call('', boss)).json()).docs.find(
      (doc: { subject: string }) => doc.subject === 'By form',
    );
    const editor = await (await page(`/admin/newsletter/${draft._id}/edit`, boss)).text();
    expect(editor).toMatch(new RegExp(`value="${enPost.id}" checked=""|checked="" value="${enPost.id}"`));

    const stale = await postForm(t, `/admin/newsletter/${draft._id}/edit`, boss, {
      ...fields,
      subject: 'Kept',
      version: '2000-01-01T00:00:00.000Z',
    });
    expect(stale.status).toBe(200);
    const refusal = await stale.text();
    expect(refusal).toContain('saved elsewhere since you opened it');
    expect(refusal).toContain('value="Kept"');
    const tooLong = await postForm(t, `/admin/newsletter/${draft._id}/edit`, boss, {
      ...fields,
      subject: 'x'.repeat(151),
    });
    expect(await tooLong.text()).toContain('Subject');
    const saved = await postForm(t, `/admin/newsletter/${draft._id}/edit`, boss, {
      ...fields,
      subject: 'By form, again',
    });
    expect(saved.headers.get('location')).toBe('/admin/newsletter');
    expect((await (await call(`/${draft._id}`, boss)).json()).subject).toBe('By form, again');
    expect(
      (await postForm(t, '/admin/newsletter', eddie, { intent: 'send', issue: draft._id })).headers.get('location'),
    ).toBe('/not-found');
  });
});
