import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trip, user } from '#server/db/schema/index.ts';
import { commentMailInterval, deliverCommentMails } from '#server/features/comments/comment-mails.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { outbox, unfold, verifiedUser } from '#tests/setup/accounts.ts';
import { smtpSink } from '#tests/setup/smtp-sink.ts';
import { createDemoApp, newestPublished, postForm, type TestApp } from '#tests/setup/test-app.ts';

const smtp = smtpSink();
/** The mails the relay received, quoted-printable undone. */
const sent = () => smtp.received.map((mail) => unfold(mail.data));

let t: TestApp;
let owner = '';
let ana = '';
let ben = '';
let tripId = '';
let title = '';
let smtpUrl = '';

/** The mails about comments in the outbox to `who`, oldest first. */
const mailsTo = (who: string) =>
  outbox(t)
    .map(unfold)
    .filter((mail) => mail.includes(`To: ${who}@example.org`) && mail.includes('/unsubscribe/comments'));
const comment = async (cookie: string, body: string, replyTo?: string) => {
  const response = await t.request('/api/comment/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ commentOn: tripId, body, ...(replyTo ? { replyTo } : {}) }),
  });
  expect(response.status).toBe(200);
  return (await response.json())._id as string;
};
const smtpMailer = () => createMailer({ ...t.env, SMTP_URL: smtpUrl });
/** A moment `share` of the mail interval from now. */
const later = (share: number) => new Date(Date.now() + share * commentMailInterval);

beforeAll(async () => {
  smtpUrl = await smtp.start();
  t = await createDemoApp({ TRUST_PROXY: '1' });
  owner = await verifiedUser(t, 'owner@example.org', 'Olga');
  ana = await verifiedUser(t, 'ana@example.org', 'Ana');
  ben = await verifiedUser(t, 'ben@example.org', 'Ben');
  await t.database.db.update(user).set({ locale: 'de' }).where(eq(user.email, 'ben@example.org'));
  const [olga] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, 'owner@example.org'));
  const [newest] = await newestPublished(t);
  tripId = newest?.id ?? '';
  await t.database.db
    .update(trip)
    .set({ authorId: olga?.id ?? '' })
    .where(eq(trip.id, tripId));
  const [row] = await t.database.db
    .select({ text: trip.text, language: trip.language })
    .from(trip)
    .where(eq(trip.id, tripId));
  title = row?.text.en?.title ?? '';
});
afterAll(async () => {
  await t.dispose();
  await smtp.stop();
});

describe('mails about comments', () => {
  it('tell the trip’s author of the first comment at once, with a link to it and one to stop them', async () => {
    await comment(ana, 'Loved the desert camp tips!');
    const [mail] = mailsTo('owner');
    expect(mail).toContain('Subject: =?UTF-8?Q?Ana_commented_on_=E2=80=9CFrom_the_Souks?');
    expect(mail).toContain('Ana commented on your trip');
    expect(mail).toContain('Loved the desert camp tips!');
    expect(mail).toContain(`${t.env.PUBLIC_URL}/trips/`);
    expect(mail).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:3000\/unsubscribe\/comments\?token=[^>]+>/);
    expect(mailsTo('ana')).toEqual([]);
  });

  it('gather what follows within the hour into one digest, sent by any server instance once', async () => {
    await comment(ben, 'Wie war die Straße nach Merzouga?');
    await comment(ana, 'And where did you sleep in Fès?');
    expect(mailsTo('owner')).toHaveLength(1);
    expect(await deliverCommentMails(t.database.db, smtpMailer(), t.env, { now: later(0.5) })).toBe(0);
    const copies = await Promise.all([
      deliverCommentMails(t.database.db, smtpMailer(), t.env, { now: later(1.02) }),
      deliverCommentMails(t.database.db, smtpMailer(), t.env, { now: later(1.02) }),
    ]);
    expect(copies[0] + copies[1]).toBe(1);
    await expect.poll(() => smtp.received.length).toBe(1);
    const [digest] = sent();
    expect(digest).toContain('To: owner@example.org');
    expect(digest).toContain('Subject: =?UTF-8?Q?2_new_comments_on');
    expect(digest).toContain('Wie war die Stra');
    expect(digest).toContain('And where did you sleep in F');
    expect(title).not.toBe('');
  });

  it('tell a writer of a response, in their language, and nobody of their own words', async () => {
    const [asked] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, 'ben@example.org'));
    const list = await (await t.request(`/api/comment/?commentOn=${tripId}`)).json();
    const bens = list.docs.find((doc: { author: { _id: string } }) => doc.author._id === asked?.id);
    await comment(owner, 'Gut ausgebaut, nur die letzten Kilometer sind Sand.', bens._id);
    const [mail] = mailsTo('ben');
    expect(mail).toContain('Subject: =?UTF-8?');
    expect(mail).toContain('Olga hat auf deinen Kommentar zu');
    expect(mail).toContain('/de/trips/');
    expect(mail).toContain('/de/unsubscribe/comments?token=');
    expect(mailsTo('owner')).toHaveLength(1);
  });

  it('stop by the mail’s link, which only asks on GET, and start again in the settings', async () => {
    const [mail] = mailsTo('ben');
    const link = /http:\/\/localhost:3000(\/de\/unsubscribe\/comments\?token=[^\s"<>]+)/.exec(mail ?? '')?.[1] ?? '';
    const asked = await t.request(link);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('Keine Mails mehr zu neuen Kommentaren');
    expect((await t.request(`${link}x`)).status).toBe(404);
    const token = decodeURIComponent(new URL(link, t.env.PUBLIC_URL).searchParams.get('token') ?? '');
    const done = await postForm(t, link, '', { token });
    expect(await done.text()).toContain('Erledigt: Du bekommst keine Mails zu Kommentaren mehr.');
    const list = await (await t.request(`/api/comment/?commentOn=${tripId}`)).json();
    await comment(ana, 'Danke für die Antwort!', list.docs[1]._id);
    expect(mailsTo('ben')).toHaveLength(1);
    const settings = await t.request('/api/user/settings', { headers: { cookie: ben } });
    expect((await settings.json()).commentMails).toBe(false);
    const on = await postForm(t, '/de/account/setting', ben, { intent: 'commentMails', commentMails: 'on' });
    expect(on.status).toBe(303);
    const after = await t.request('/api/user/settings', { headers: { cookie: ben } });
    expect((await after.json()).commentMails).toBe(true);
  });
});
