import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '#server/auth/auth.ts';
import { sessionToken, sessionUser } from '#server/auth/session.ts';
import { comment, session, trip, user } from '#server/db/schema/index.ts';
import { sessionStanding } from '#server/features/trips/trip-reader.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, newestPublished, postForm, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let rita = '';
let otto = '';
let author = '';
let tripId = '';
let path = '';

const page = (cookie = '') => t.request(path, { redirect: 'manual', headers: cookie ? { cookie } : {} });
const html = async (cookie: string) => {
  const response = await page(cookie);
  expect(response.status).toBe(200);
  return { cache: response.headers.get('x-cache'), body: await response.text() };
};
/**
 * The page from the shared copy again: a write empties the page cache once its notice arrives
 * (ADR 0047), and the next render is kept.
 */
async function shared(cookie: string) {
  const start = performance.now();
  for (;;) {
    const answer = await html(cookie);
    if (answer.cache === 'HIT' || performance.now() - start > 2_000) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const post = (cookie: string, fields: Record<string, string>) =>
  postForm(t, path, cookie, { trip: tripId, ...fields }).then((response) => {
    expect(response.status).toBeLessThan(400);
  });
const idOf = async (email: string) =>
  (await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id ?? '';
/** A cookie no page reads, which makes the page cache render the whole page for this request. */
const whole = (cookie: string) => `${cookie}; whole=1`;

/** The page with what differs per answer made alike: the CSP nonce and the ids React makes up. */
function comparable(body: string) {
  const ids = new Map<string, string>();
  return body
    .replace(/nonce="[^"]+"/g, 'nonce=""')
    .replace(/_(?:parts-)?R_[0-9a-z]+_/g, (id) => ids.get(id) ?? ids.set(id, `id${ids.size}`).get(id) ?? id);
}

beforeAll(async () => {
  t = await createDemoApp({ ADMIN_EMAILS: 'boss@example.org' });
  rita = await verifiedUser(t, 'rita@example.org', 'Rita Reader');
  otto = await verifiedUser(t, 'otto@example.org', 'Otto Other');
  author = await verifiedUser(t, 'alma@example.org', 'Alma Author');
  const [newest] = await newestPublished(t);
  tripId = newest?.id ?? '';
  path = `/trips/${newest?.slug}`;
  await t.database.db
    .update(trip)
    .set({ authorId: await idOf('alma@example.org') })
    .where(eq(trip.id, tripId));
});
afterAll(() => t.dispose());

describe('a signed-in reader of a trip page', () => {
  it('gets the page everyone shares from the cache, with their own parts, as a whole render would be', async () => {
    const anonymous = await html('');
    expect(anonymous.body).toContain('Please log in to leave a comment');
    // The set-up's own writes may still be emptying the cache.
    const mine = await shared(rita);
    expect(mine.cache).toBe('HIT');
    expect(mine.body).toContain('Rita Reader');
    expect(mine.body).toContain('Your rating');
    expect(mine.body).not.toContain('Please log in to leave a comment');
    expect(comparable(mine.body)).toBe(comparable((await html(whole(rita))).body));
    const theirs = await html(otto);
    expect(theirs.cache).toBe('HIT');
    expect(theirs.body).toContain('Otto Other');
    expect(theirs.body).not.toContain('Rita Reader');
  });

  it('sees at once what they saved, rated and wrote, while others still get the shared copy', async () => {
    await html(rita);
    await post(rita, { intent: 'save' });
    await post(rita, { intent: 'rate', rating: '4' });
    await post(rita, { intent: 'comment', body: 'The ferry at dawn was worth it.' });
    const mine = await shared(rita);
    expect(mine.cache).toBe('HIT');
    expect(mine.body).toMatch(/aria-pressed="true"[^>]*>Saved</);
    expect(mine.body).toMatch(/name="rating" checked="" value="4"/);
    expect(mine.body).toContain('The ferry at dawn was worth it.');
    const theirs = await html(otto);
    expect(theirs.cache).toBe('HIT');
    expect(theirs.body).not.toMatch(/aria-pressed="true"[^>]*>Saved</);
    expect(theirs.body).toContain('The ferry at dawn was worth it.');
  });

  it('no longer sees a comment an admin hid, at once, while its writer sees why', async () => {
    await postForm(t, path, otto, { trip: tripId, intent: 'comment', body: 'Cheap watches at my shop' });
    expect((await html(rita)).body).toContain('Cheap watches at my shop');
    const [spam] = await t.database.db
      .select({ id: comment.id })
      .from(comment)
      .where(eq(comment.body, 'Cheap watches at my shop'));
    const boss = await verifiedUser(t, 'boss@example.org', 'Boss');
    const hidden = await t.request(`/api/admin/reports/comment/${spam?.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: boss },
      body: JSON.stringify({ action: 'hide', note: 'Advertising' }),
    });
    expect(hidden.status).toBe(200);
    const mine = await shared(rita);
    expect(mine.cache).toBe('HIT');
    expect(mine.body).not.toContain('Cheap watches at my shop');
    const writer = await html(otto);
    expect(writer.body).toContain('Cheap watches at my shop');
    expect(writer.body).toContain('Reason: Advertising');
  });

  it('leaves the author the whole page with their buttons', async () => {
    const response = await page(author);
    expect(response.headers.get('x-cache')).toBeNull();
    expect(await response.text()).toContain('Move to draft');
  });

  it('never gets a copy of a trip that changed or stopped being public since', async () => {
    await html(rita);
    await postForm(t, path, author, { intent: 'draft' });
    expect((await page(rita)).status).toBe(404);
    await postForm(t, path, author, { intent: 'publish' });
    expect((await page(rita)).status).toBe(200);
  });

  it('is signed out with a forged or expired session, whatever the cookie says', async () => {
    const forged = rita.replace(
      /(itinera\.session_token=[^.;]+)\.[^;]+/,
      '$1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    );
    expect(forged).not.toBe(rita);
    const { body } = await html(forged);
    expect(body).toContain('Please log in to leave a comment');
    expect(body).not.toContain('Your account');
    const ottoId = await idOf('otto@example.org');
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, ottoId));
    expect((await html(otto)).body).not.toContain('Your account');
  });
});

describe('the session read of the cached page', () => {
  it('answers as better-auth’s own read for a live, forged, expired, blocked and ended session', async () => {
    const auth = createAuth(t.env, t.database, createMailer(t.env));
    const cookie = await verifiedUser(t, 'sina@example.org', 'Sina');
    const id = await idOf('sina@example.org');
    const read = async (value: string) => {
      const headers = new Headers({ cookie: value });
      const token = await sessionToken(auth, headers);
      const found = token && (await sessionStanding(t.database.db, token, { tripId, cardIds: [], since: new Date() }));
      return { ours: found ? found.user : null, theirs: await sessionUser(auth, headers) };
    };
    const live = await read(cookie);
    expect(live.ours).toMatchObject({ id, displayName: 'Sina', emailVerified: true });
    expect(live.ours).toEqual(live.theirs);
    const forged = await read(cookie.replace(/\.[^.;]+(;|$)/, '.QUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUE=$1'));
    expect(forged).toEqual({ ours: null, theirs: null });
    await t.database.db.update(user).set({ blockedAt: new Date() }).where(eq(user.id, id));
    expect(await read(cookie)).toEqual({ ours: null, theirs: null });
    await t.database.db.update(user).set({ blockedAt: null }).where(eq(user.id, id));
    expect((await read(cookie)).ours).toMatchObject({ id });
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, id));
    expect(await read(cookie)).toEqual({ ours: null, theirs: null });
    await t.database.db.delete(session).where(eq(session.userId, id));
    expect(await read(cookie)).toEqual({ ours: null, theirs: null });
  });
});
