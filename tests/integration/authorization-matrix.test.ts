import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type TOTP, URI } from 'otpauth';
import type { ServerBuild } from 'react-router';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsIntents } from '#app/features/settings/settings.server.ts';
import type { CommentPage } from '#domain/schemas/comment.ts';
import type { PostPage } from '#domain/schemas/post.ts';
import type { ApiOperation } from '#server/api-contract.ts';
import { accountThrottles } from '#server/auth/limits.ts';
import { newId } from '#server/db/new-id.ts';
import {
  abuseReport,
  account,
  comment,
  dailyTrip,
  newsletterIssue,
  passkey,
  post,
  trip,
  user,
} from '#server/db/schema/index.ts';
import { errorCodes } from '#server/errors.ts';
import { unsubscribeToken } from '#server/mail/unsubscribe-token.ts';
import { confirmationToken } from '#server/newsletter/confirmation-token.ts';
import { cookieOf, outbox, testPassword, unfold, verifiedEditor, verifiedUser } from '#tests/setup/accounts.ts';
import { signedCaptcha } from '#tests/setup/captcha.ts';
import { setSubscribed } from '#tests/setup/newsletter.ts';
import { createSoftAuthenticator } from '#tests/setup/soft-authenticator.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * Issue 17 point 6: every operation of the API and every page action, sent by each kind of caller
 * with a valid request, so that the only reason for a refusal is who sends it. The tables below are
 * the expected policy (spec 6, ADRs 0036, 0038, 0040); both are checked against what the app
 * registers, so a new route without a row fails here. better-auth's endpoints under /api/auth are
 * held to their own table by auth-endpoints.test.ts.
 */
const identities = ['signedOut', 'unverified', 'user', 'author', 'editor', 'admin'] as const;
type Identity = (typeof identities)[number];
type Row<Outcome> = readonly [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

type ApiOutcome = 'ok' | 401 | 403 | 404;
/** Page outcomes: done; sent to sign in (with the page as relay), to verify the address, to the 404 page, home. */
type PageOutcome = 'ok' | 'signin' | 'verify' | 'not-found' | 'home' | 401 | 403 | 404;

//                                    signed out  unverified  user  author  editor  admin
const anyone: Row<ApiOutcome> = /* */ ['ok', /*    */ 'ok', 'ok', 'ok', /* */ 'ok', 'ok'];
const session: Row<ApiOutcome> = /**/ [401, /*     */ 'ok', 'ok', 'ok', /* */ 'ok', 'ok'];
const members: Row<ApiOutcome> = /**/ [401, /*     */ 403, 'ok', 'ok', /*  */ 'ok', 'ok'];
const notOwn: Row<ApiOutcome> = /* */ [401, /*     */ 403, 'ok', 403, /*   */ 'ok', 'ok'];
const author: Row<ApiOutcome> = /* */ [401, /*     */ 403, 403, 'ok', /*   */ 403, 403];
const editors: Row<ApiOutcome> = /**/ [401, /*     */ 403, 403, 403, /*    */ 'ok', 'ok'];
const admins: Row<ApiOutcome> = /* */ [401, /*     */ 403, 403, 403, /*    */ 403, 'ok'];
const team: Row<ApiOutcome> = /*   */ [404, /*     */ 404, 404, 404, /*    */ 'ok', 'ok'];
/** A draft or a hidden trip: its author and admins read it (ADR 0038); no one acts on it as a reader. */
const readers: Row<ApiOutcome> = /**/ [404, /*     */ 404, 404, 'ok', /*   */ 404, 'ok'];
const unseen: Row<ApiOutcome> = /* */ [401, /*     */ 403, 404, 404, /*    */ 404, 404];
const ownDraft: Row<ApiOutcome> = [401, /*   */ 403, 404, 'ok', /*   */ 404, 404];
const nobody: Row<ApiOutcome> = /* */ [404, /*     */ 404, 404, 404, /*    */ 404, 404];

const everyone: Row<PageOutcome> = ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'];
const verifiedPage: Row<PageOutcome> = ['signin', 'verify', 'ok', 'ok', 'ok', 'ok'];
const notOwnPage: Row<PageOutcome> = ['signin', 'verify', 'ok', 403, 'ok', 'ok'];
const authorPage: Row<PageOutcome> = ['signin', 'verify', 403, 'ok', 403, 403];
const editorsPage: Row<PageOutcome> = ['not-found', 'not-found', 'not-found', 'not-found', 'ok', 'ok'];
const adminsPage: Row<PageOutcome> = ['not-found', 'not-found', 'not-found', 'not-found', 'not-found', 'ok'];

type Account = { cookie: string; email: string; id: string };
const noAccount: Account = { cookie: '', email: '', id: '' };

/** What one call sends; `state` reads what it may change, which must change exactly when it is allowed. */
type ApiCall = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  state?: () => Promise<unknown>;
};
type ApiCase = {
  expect: Row<ApiOutcome>;
  /** Told apart from the operation's other cases, e.g. the kind of target. */
  target?: string;
  /** The caller is a new account of its kind: the call ends its session or the account. */
  fresh?: true;
  /** A read that answers everyone, but shows `what` only to some. */
  shows?: { who: Row<boolean>; what: (body: never) => boolean };
  call: (caller: Account) => Promise<ApiCall>;
};

type PagePost = { path: string; fields: Record<string, string> | FormData; state?: () => Promise<unknown> };
type PageCase = { expect: Row<PageOutcome>; fresh?: true; post: (caller: Account) => Promise<PagePost> };

let t: TestApp;
const me = {} as Record<Identity, Account>;
/**
 * A member who is none of the identities: the author's shared comment is on their trip (so its
 * writer is not also the trip's author), and they report what the moderation queue decides on.
 */
let host: Account;
let shared: {
  trip: TripRef;
  draft: TripRef;
  /** Published, then hidden by an admin (ADR 0038). */
  hidden: string;
  /** A trip whose one comment, the author's, an admin hid. */
  hiddenComment: { trip: string; id: string };
  comment: string;
  post: PostRef;
  privatePost: PostRef;
  draftPost: PostRef;
  issue: string;
  /** Readers of the newsletter: one who confirms, one who leaves, in any order. */
  confirming: string;
  leaving: string;
};
let png: Blob;

const adminEmails = Array.from({ length: 12 }, (_, n) => `admin-${n}@example.org`);
let accounts = 0;
let adminAccounts = 0;
let addresses = 0;
let days = 0;

/** Solved captchas, worked out side by side (each is a second of hashing) while the fixtures are made. */
let captchas: Promise<string>[] = [];
const captcha = () => captchas.shift() ?? signedCaptcha(t);

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmails.join(','), TRUST_PROXY: '1' });
  // The contact form's API and page and the newsletter's sign-up, for every identity.
  captchas = Array.from({ length: 3 * identities.length }, () => signedCaptcha(t));
  for (const who of identities) me[who] = await accountOf(who);
  host = await accountOf('user');
  const pixels = sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } });
  png = new Blob([await pixels.png().toBuffer()], { type: 'image/png' });
  const hostTrip = await tripOf(host);
  // Their rows' ids are made of the address, and a confirmation token is read up to its dots.
  for (const reader of ['confirming@localhost', 'leaving@localhost']) await setSubscribed(t, reader, true);
  shared = {
    trip: await tripOf(me.author),
    draft: await tripOf(me.author, 'draft'),
    hidden: await hiddenTrip(),
    hiddenComment: await hiddenComment(),
    comment: await commentOf(me.author, hostTrip.id),
    post: await postOf('travel', true),
    // The only German post, so that German lists show it or nothing.
    privatePost: await postOf('marketing', true, 'de'),
    draftPost: await postOf('travel', false),
    issue: (await issueOf())._id,
    confirming: 'test-confirming@localhost',
    leaving: 'test-leaving@localhost',
  };
}, 120_000);
afterAll(() => t?.dispose());

/** A new account of the kind `who` names; admins are listed in ADMIN_EMAILS, editors given the role. */
async function accountOf(who: Identity): Promise<Account> {
  if (who === 'signedOut') return noAccount;
  const email = who === 'admin' ? adminEmails[adminAccounts++] : `${who}-${++accounts}@example.org`;
  if (!email) throw new Error('Every address of ADMIN_EMAILS has its account: list more.');
  const cookie = who === 'editor' ? await verifiedEditor(t, email) : await verifiedUser(t, email);
  if (who === 'unverified') await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.email, email));
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { cookie, email, id: row?.id ?? '' };
}

/** Each request from an address of its own, so per-address limits count nothing but identities. */
const headersOf = (caller: Account, extra: Record<string, string> = {}) => ({
  origin: t.env.PUBLIC_URL,
  'accept-language': 'en',
  'x-forwarded-for': `198.18.${Math.floor(++addresses / 250)}.${addresses % 250}`,
  ...(caller.cookie ? { cookie: caller.cookie } : {}),
  ...extra,
});

async function sendApi(method: string, target: string, caller: Account, call: ApiCall = {}) {
  const filled = target.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.params?.[name] ?? ''));
  const query = call.query ? `?${new URLSearchParams(call.query)}` : '';
  const json = call.json === undefined ? undefined : JSON.stringify(call.json);
  return t.request(`/api${filled}${query}`, {
    method,
    headers: headersOf(caller, json === undefined ? {} : { 'content-type': 'application/json' }),
    ...(json !== undefined ? { body: json } : call.form ? { body: call.form } : {}),
  });
}

/** A call the fixtures need, which must succeed. */
async function must(caller: Account, method: string, target: string, call: ApiCall = {}) {
  const response = await sendApi(method, target, caller, call);
  if (response.status >= 300) throw new Error(`${method} ${target}: ${response.status} ${await response.text()}`);
  return response.json();
}

type TripRef = { id: string; slug: string; version: number };

/** A trip of `owner` that can be published: one station, a description and a travel type. */
const tripDocument = (version: number) => ({
  version,
  language: 'en',
  title: 'Lisbon by tram',
  description: 'Three days on the hills.',
  travelTypes: ['citytrip'],
  places: [{ isNew: true, name: 'Lisbon', country: 'PT', duration: 3 }],
});

async function tripOf(owner: Account, status: 'draft' | 'published' = 'published'): Promise<TripRef> {
  const created = await must(owner, 'POST', '/trip/create', { json: { language: 'en', title: 'Lisbon by tram' } });
  let saved = await must(owner, 'PUT', '/trip/{id}', { params: { id: created._id }, json: tripDocument(1) });
  if (status === 'published') saved = await must(owner, 'PATCH', '/trip/{id}/publish', { params: { id: saved._id } });
  return { id: saved._id, slug: saved.slug, version: saved.version };
}

async function hiddenTrip(): Promise<string> {
  const { id } = await tripOf(me.author);
  const hide = { params: { kind: 'trip', id }, json: { action: 'hide', note: 'Spam' } };
  await must(me.admin, 'POST', '/admin/reports/{kind}/{id}', hide);
  return id;
}

async function hiddenComment() {
  const trip = (await tripOf(me.author)).id;
  const id = await commentOf(me.author, trip);
  const hide = { params: { kind: 'comment', id }, json: { action: 'hide', note: 'Rude' } };
  await must(me.admin, 'POST', '/admin/reports/{kind}/{id}', hide);
  return { trip, id };
}

const commentOf = async (writer: Account, tripId: string): Promise<string> =>
  (await must(writer, 'POST', '/comment/', { json: { commentOn: tripId, body: 'What a route!' } }))._id;

type PostRef = { _id: string; slug: string; version: number };

async function postOf(category: string, published: boolean, language = 'en'): Promise<PostRef> {
  const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'By the sea.' }] }] };
  const json = { language, title: `Ferries ${++accounts}`, category, body };
  const created = await must(me.editor, 'POST', '/blog/editor/posts', { json });
  if (!published) return created;
  return must(me.editor, 'POST', '/blog/editor/posts/{id}/publish', { params: { id: created._id }, json: {} });
}

const issueOf = (): Promise<{ _id: string; version: number }> =>
  must(me.admin, 'POST', '/admin/newsletter/issues', { json: { locale: 'en', subject: 'News', intro: 'Hello.' } });

/** A member who is no identity of the matrix, for admins to act on. */
async function memberRow(blocked = false): Promise<string> {
  const id = newId();
  await t.database.db.insert(user).values({
    id,
    name: 'Target',
    email: `target-${id.toLowerCase()}@example.org`,
    emailVerified: true,
    ...(blocked ? { blockedAt: new Date(), blockedReason: 'Spam' } : {}),
  });
  return id;
}

/** A day from today on that no other case pins. */
const freshDay = () => new Date(Date.now() + ++days * 86_400_000).toISOString().slice(0, 10);

async function pinned(tripId: string): Promise<string> {
  const day = freshDay();
  await must(me.admin, 'PUT', '/admin/trip-of-the-day/{day}', { params: { day }, json: { trip: tripId } });
  return day;
}

const imageForm = (field: string) => {
  const form = new FormData();
  form.set(field, png, 'lake.png');
  return form;
};

const rowOf = async (table: typeof trip | typeof comment | typeof post | typeof newsletterIssue, id: string) =>
  (await t.database.db.select().from(table).where(eq(table.id, id)))[0] ?? null;
const tripRow = (id: string) => () => rowOf(trip, id);
const userRow = (id: string) => async () => (await t.database.db.select().from(user).where(eq(user.id, id)))[0];
const linkTestProvider = (userId: string) =>
  t.database.db
    .insert(account)
    .values({ id: `matrix-${++accounts}`, userId, providerId: 'test', accountId: `sub-${accounts}` });
const providerLinks = (id: string) => async () =>
  (await t.database.db.select({ id: account.id }).from(account).where(eq(account.userId, id))).length;
const pinOf = (day: string) => async () =>
  (await t.database.db.select().from(dailyTrip).where(eq(dailyTrip.day, day)))[0] ?? null;

const authenticator = createSoftAuthenticator({ origin: 'http://localhost:3000' });
/** A passkey made for the caller's own options, or, without a session, for options of no one's. */
async function newPasskeyOf(caller: Account) {
  const asked = caller.cookie
    ? await t.request('/api/user/settings/passkeys/options', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: caller.cookie },
        body: JSON.stringify({ password: testPassword }),
      })
    : null;
  const options = asked?.ok
    ? await asked.json()
    : {
        challenge: 'bm8tb25lcy1jaGFsbGVuZ2U',
        rp: { id: 'localhost', name: 'Itinera' },
        user: { id: 'bm8tb25l', name: 'x', displayName: 'x' },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      };
  return authenticator.register(options);
}
/** A passkey row of the user, or for a caller without an account an id no passkey has. */
async function storedPasskey(userId: string) {
  const id = `matrix-passkey-${++accounts}`;
  if (userId)
    await t.database.db.insert(passkey).values({ id, userId, name: 'Laptop', credentialId: id, publicKey: 'AAAA' });
  return id;
}
const passkeysOfUser = (userId: string) => async () =>
  await t.database.db.select({ name: passkey.name }).from(passkey).where(eq(passkey.userId, userId));

/** Whose password the reset page sets; an account asks for at most three links an hour. */
let resetting: { target: Promise<Account>; links: number } | undefined;

/** The mailed reset link's token, as the recover page sends it. */
async function resetToken(): Promise<string> {
  if (!resetting || resetting.links === accountThrottles['/request-password-reset'].max)
    resetting = { target: accountOf('user'), links: 0 };
  resetting.links++;
  const target = await resetting.target;
  await must(noAccount, 'POST', '/auth/request-password-reset', {
    json: { email: target.email, redirectTo: `${t.env.PUBLIC_URL}/recover/new-password` },
  });
  const mail = outbox(t).findLast((text) => text.includes(`To: ${target.email}`)) ?? '';
  const token = /\/api\/auth\/reset-password\/([^?\s"<]+)/.exec(unfold(mail))?.[1];
  if (!token) throw new Error(`no reset link to ${target.email}`);
  return token;
}

const published = async () => (await tripOf(me.author)).id;
const postCase =
  (isPublished: boolean, extra: (version: number) => Omit<ApiCall, 'params' | 'state'> = () => ({})) =>
  async (): Promise<ApiCall> => {
    const { _id, version } = await postOf('travel', isPublished);
    return { params: { id: _id }, ...extra(version), state: () => rowOf(post, _id) };
  };
const issueCase =
  (extra: (version: number) => Omit<ApiCall, 'params' | 'state'> = () => ({})) =>
  async (): Promise<ApiCall> => {
    const { _id, version } = await issueOf();
    return { params: { id: _id }, ...extra(version), state: () => rowOf(newsletterIssue, _id) };
  };

/** Every operation of the API document and who may call it. */
const api: Record<ApiOperation, ApiCase | ApiCase[]> = {
  'GET /health': { expect: anyone, call: async () => ({}) },
  'GET /health/ready': { expect: anyone, call: async () => ({}) },
  'GET /captcha/challenge': { expect: anyone, call: async () => ({}) },
  'POST /newsletter/subscriptions': {
    expect: anyone,
    call: async () => ({
      json: {
        email: `subscriber-${++accounts}@example.org`,
        consent: true,
        altcha: await captcha(),
        locale: 'en',
      },
    }),
  },
  'POST /newsletter/confirmations': {
    expect: anyone,
    call: async () => ({ json: { token: confirmationToken(t.env.AUTH_SECRET, shared.confirming) } }),
  },
  'POST /newsletter/unsubscribe': {
    expect: anyone,
    call: async () => ({ query: { token: unsubscribeToken(t.env.AUTH_SECRET, shared.leaving, 'newsletter') } }),
  },
  'POST /contact': {
    expect: anyone,
    call: async () => ({
      json: {
        name: 'Rui',
        email: `sender-${++accounts}@example.org`,
        topic: 'general',
        message: 'A question about trips.',
        altcha: await captcha(),
      },
    }),
  },
  'GET /user/sync-email-verified/': { expect: session, call: async () => ({}) },
  'GET /user/role/admin': { expect: admins, call: async () => ({}) },
  'GET /user/profile/edit': { expect: members, call: async () => ({}) },
  'PUT /user/profile/edit': { expect: members, call: async () => ({ json: { location: 'Porto' } }) },
  'GET /user/user-alias/check': { expect: members, call: async () => ({ query: { alias: 'free-alias' } }) },
  'POST /user/profile/photo': { expect: members, call: async () => ({ form: imageForm('photo') }) },
  'DELETE /user/profile/photo': { expect: members, call: async () => ({}) },
  'GET /user/settings': { expect: members, call: async () => ({}) },
  'PUT /user/settings': { expect: members, call: async () => ({ json: { commentMails: false } }) },
  'POST /user/settings/password': {
    expect: members,
    fresh: true,
    call: async () => ({ json: { currentPassword: testPassword, newPassword: 'another long password' } }),
  },
  'POST /user/settings/email': {
    expect: members,
    call: async () => ({ json: { newEmail: `moved-${++accounts}@example.org`, password: testPassword } }),
  },
  'GET /user/settings/export': { expect: members, call: async () => ({}) },
  'GET /user/settings/providers': { expect: members, call: async () => ({}) },
  // A provider linked beside the password (ADR 0085), so removing it leaves a way in.
  'DELETE /user/settings/providers/{provider}': {
    expect: members,
    call: async (caller) => {
      if (caller.id) await linkTestProvider(caller.id);
      return { params: { provider: 'test' }, state: providerLinks(caller.id) };
    },
  },
  'GET /user/settings/passkeys': { expect: members, call: async () => ({}) },
  'POST /user/settings/passkeys/options': { expect: members, call: async () => ({ json: { password: testPassword } }) },
  // The options are asked for with the caller's session where it has one, so a member's passkey checks out.
  'POST /user/settings/passkeys': {
    expect: members,
    call: async (caller) => ({
      json: { name: 'Laptop', response: await newPasskeyOf(caller) },
      state: passkeysOfUser(caller.id),
    }),
  },
  'PATCH /user/settings/passkeys/{id}': {
    expect: members,
    call: async (caller) => ({
      params: { id: await storedPasskey(caller.id) },
      json: { name: 'Phone' },
      state: passkeysOfUser(caller.id),
    }),
  },
  'DELETE /user/settings/passkeys/{id}': {
    expect: members,
    call: async (caller) => ({ params: { id: await storedPasskey(caller.id) }, state: passkeysOfUser(caller.id) }),
  },
  'DELETE /user': {
    expect: members,
    fresh: true,
    call: async (caller) => ({ json: { password: testPassword, confirm: true }, state: userRow(caller.id) }),
  },
  'GET /types/': { expect: anyone, call: async () => ({}) },
  'GET /trip/search': { expect: anyone, call: async () => ({ query: { q: 'Lisbon' } }) },
  'GET /trip/search/map': { expect: anyone, call: async () => ({ query: { q: 'Lisbon' } }) },
  'GET /trip/saved-trips': { expect: members, call: async () => ({}) },
  'PUT /trip/saved-trips/{id}': [
    { expect: members, call: async () => ({ params: { id: shared.trip.id } }) },
    { target: 'a draft', expect: unseen, call: async () => ({ params: { id: shared.draft.id } }) },
  ],
  'DELETE /trip/saved-trips/{id}': { expect: members, call: async () => ({ params: { id: shared.trip.id } }) },
  'POST /trip/report-abuse/{id}': [
    { expect: notOwn, call: async () => ({ params: { id: shared.trip.id }, json: { reason: 'spam' } }) },
    {
      target: 'a draft',
      expect: unseen,
      call: async () => ({ params: { id: shared.draft.id }, json: { reason: 'spam' } }),
    },
  ],
  'POST /comment/report-abuse/{id}': {
    expect: notOwn,
    call: async () => ({ params: { id: shared.comment }, json: { reason: 'offensive', comment: 'Rude' } }),
  },
  'GET /trip/related/{id}': [
    { expect: anyone, call: async () => ({ params: { id: shared.trip.id } }) },
    // A list every reader shares (cached a minute): a draft's is nobody's.
    { target: 'a draft', expect: nobody, call: async () => ({ params: { id: shared.draft.id } }) },
  ],
  'GET /trip/featured': { expect: anyone, call: async () => ({}) },
  'GET /trip/count': { expect: anyone, call: async () => ({}) },
  'GET /trip/of-the-day': { expect: anyone, call: async () => ({}) },
  'GET /trip/my': { expect: members, call: async () => ({}) },
  'POST /trip/{id}/copy': [
    { target: 'published', expect: members, call: async () => ({ params: { id: shared.trip.id }, json: {} }) },
    { target: 'a draft', expect: ownDraft, call: async () => ({ params: { id: shared.draft.id }, json: {} }) },
    { target: 'a hidden trip', expect: ownDraft, call: async () => ({ params: { id: shared.hidden }, json: {} }) },
  ],
  'POST /trip/create': { expect: members, call: async () => ({ json: { language: 'en', title: 'Azores by ferry' } }) },
  'GET /trip/{id}': [
    { target: 'published', expect: anyone, call: async () => ({ params: { id: shared.trip.id } }) },
    { target: 'a draft', expect: readers, call: async () => ({ params: { id: shared.draft.id } }) },
    { target: 'a hidden trip', expect: readers, call: async () => ({ params: { id: shared.hidden } }) },
  ],
  'GET /trip/{id}/export/{format}': [
    { target: 'published', expect: anyone, call: async () => ({ params: { id: shared.trip.id, format: 'gpx' } }) },
    { target: 'a draft', expect: readers, call: async () => ({ params: { id: shared.draft.id, format: 'kml' } }) },
    {
      target: 'a hidden trip',
      expect: readers,
      call: async () => ({ params: { id: shared.hidden, format: 'ics' }, query: { start: '2027-05-01' } }),
    },
    { target: 'a draft', expect: readers, call: async () => ({ params: { id: shared.draft.id, format: 'pdf' } }) },
  ],
  'GET /trip/{id}/share-image': [
    { target: 'published', expect: anyone, call: async () => ({ params: { id: shared.trip.id } }) },
    { target: 'a draft', expect: readers, call: async () => ({ params: { id: shared.draft.id } }) },
  ],
  'PUT /trip/{id}': {
    expect: author,
    call: async () => {
      const { id, version } = await tripOf(me.author);
      return { params: { id }, json: { ...tripDocument(version), title: 'Lisbon on foot' }, state: tripRow(id) };
    },
  },
  'DELETE /trip/{id}': {
    expect: author,
    call: async () => {
      const id = await published();
      return { params: { id }, state: tripRow(id) };
    },
  },
  'POST /trip/{id}/image': {
    expect: author,
    call: async () => ({ params: { id: shared.trip.id }, form: imageForm('image') }),
  },
  'POST /trip/{id}/view': [
    { expect: anyone, call: async () => ({ params: { id: shared.trip.id } }) },
    { target: 'a draft', expect: nobody, call: async () => ({ params: { id: shared.draft.id } }) },
  ],
  'GET /auth/is-author/{id}': { expect: author, call: async () => ({ params: { id: shared.trip.id } }) },
  'PATCH /trip/{id}/partial': {
    expect: author,
    call: async () => {
      const { id, version } = await tripOf(me.author);
      return { params: { id }, json: { version, language: 'en', title: 'Lisbon at night' }, state: tripRow(id) };
    },
  },
  'PATCH /trip/{id}/publish': {
    target: 'a complete draft',
    // A draft is no one else's business (404); admins may read it, but not publish it (403).
    expect: [401, 403, 404, 'ok', 404, 403],
    call: async () => {
      const { id } = await tripOf(me.author, 'draft');
      return { params: { id }, state: tripRow(id) };
    },
  },
  'PATCH /trip/{id}/draft': {
    expect: author,
    call: async () => {
      const id = await published();
      return { params: { id }, state: tripRow(id) };
    },
  },
  'GET /places': { expect: anyone, call: async () => ({ query: { q: 'Lisbon' } }) },
  'POST /translate': {
    expect: members,
    call: async () => ({ json: { source: 'en', target: 'de', texts: ['Three days on the hills.'] } }),
  },
  'GET /rating/mine': [
    { expect: members, call: async () => ({ query: { trip: shared.trip.id } }) },
    { target: 'a hidden trip', expect: unseen, call: async () => ({ query: { trip: shared.hidden } }) },
  ],
  'PUT /rating/{tripId}': [
    { expect: notOwn, call: async () => ({ params: { tripId: shared.trip.id }, json: { value: 4 } }) },
    {
      target: 'a hidden trip',
      expect: unseen,
      call: async () => ({ params: { tripId: shared.hidden }, json: { value: 4 } }),
    },
  ],
  'DELETE /rating/{tripId}': { expect: members, call: async () => ({ params: { tripId: shared.trip.id } }) },
  'GET /blog/posts': [
    {
      target: 'a language whose one post is private',
      expect: anyone,
      shows: { who: [false, false, false, false, true, true], what: (page: PostPage) => page.docs.length > 0 },
      call: async () => ({ query: { language: 'de' } }),
    },
    {
      target: 'the private category',
      expect: team,
      call: async () => ({ query: { category: 'marketing', language: 'de' } }),
    },
  ],
  'GET /blog/posts/{slug}': [
    { target: 'a public post', expect: anyone, call: async () => ({ params: { slug: shared.post.slug } }) },
    { target: 'a private post', expect: team, call: async () => ({ params: { slug: shared.privatePost.slug } }) },
    { target: 'a draft', expect: nobody, call: async () => ({ params: { slug: shared.draftPost.slug } }) },
  ],
  'GET /blog/editor/posts': { expect: editors, call: async () => ({}) },
  'POST /blog/editor/posts': {
    expect: editors,
    call: async () => ({
      json: {
        language: 'en',
        title: 'Night trains',
        category: 'travel',
        body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Sleep.' }] }] },
      },
    }),
  },
  'GET /blog/editor/posts/{id}': { expect: editors, call: async () => ({ params: { id: shared.post._id } }) },
  'PUT /blog/editor/posts/{id}': {
    expect: editors,
    call: postCase(false, (version) => ({
      json: {
        version,
        language: 'en',
        title: 'Ferries at dawn',
        category: 'travel',
        body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Early.' }] }] },
      },
    })),
  },
  'DELETE /blog/editor/posts/{id}': { expect: editors, call: postCase(false) },
  'POST /blog/editor/posts/{id}/publish': { expect: editors, call: postCase(false, () => ({ json: {} })) },
  'POST /blog/editor/posts/{id}/unpublish': { expect: editors, call: postCase(true) },
  'POST /blog/editor/images': { expect: editors, call: async () => ({ form: imageForm('image') }) },
  'GET /comment/': [
    { expect: anyone, call: async () => ({ query: { commentOn: shared.trip.id } }) },
    { target: 'a draft', expect: nobody, call: async () => ({ query: { commentOn: shared.draft.id } }) },
    {
      target: 'a hidden comment',
      expect: anyone,
      // Its writer sees it with the reason, and so do admins; everyone else does not (ADR 0038).
      shows: { who: [false, false, false, true, false, true], what: (page: CommentPage) => page.docs.length > 0 },
      call: async () => ({ query: { commentOn: shared.hiddenComment.trip } }),
    },
  ],
  'POST /comment/': [
    { expect: members, call: async () => ({ json: { commentOn: shared.trip.id, body: 'Lovely.' } }) },
    {
      target: 'a draft',
      expect: unseen,
      call: async () => ({ json: { commentOn: shared.draft.id, body: 'Lovely.' } }),
    },
    {
      target: 'a hidden trip',
      expect: unseen,
      call: async () => ({ json: { commentOn: shared.hidden, body: 'Lovely.' } }),
    },
  ],
  'PUT /comment/{id}': {
    expect: author,
    call: async () => ({
      params: { id: shared.comment },
      json: { body: `Edited ${++accounts}` },
      state: () => rowOf(comment, shared.comment),
    }),
  },
  'DELETE /comment/{id}': [
    {
      target: 'the author’s comment',
      expect: [401, 403, 403, 'ok', 403, 'ok'],
      call: async () => {
        const id = await commentOf(me.author, shared.trip.id);
        return { params: { id }, state: () => rowOf(comment, id) };
      },
    },
    {
      target: 'another’s comment on the author’s trip',
      expect: [401, 403, 403, 'ok', 403, 'ok'],
      call: async () => {
        const id = await commentOf(host, shared.trip.id);
        return { params: { id }, state: () => rowOf(comment, id) };
      },
    },
  ],
  'GET /admin/reports': { expect: admins, call: async () => ({}) },
  'POST /admin/reports/{kind}/{id}': {
    expect: admins,
    call: async () => {
      const id = (await tripOf(host)).id;
      return { params: { kind: 'trip', id }, json: { action: 'hide', note: 'Spam' }, state: tripRow(id) };
    },
  },
  'GET /admin/audit': { expect: admins, call: async () => ({}) },
  'GET /admin/trips': { expect: admins, call: async () => ({}) },
  'PUT /admin/trips/{id}/featured': {
    expect: admins,
    call: async () => {
      const id = (await tripOf(host)).id;
      return { params: { id }, json: { featured: true }, state: tripRow(id) };
    },
  },
  'PUT /admin/trip-of-the-day/{day}': {
    expect: admins,
    call: async () => {
      const day = freshDay();
      return { params: { day }, json: { trip: shared.trip.id }, state: pinOf(day) };
    },
  },
  'DELETE /admin/trip-of-the-day/{day}': {
    expect: admins,
    call: async () => {
      const day = await pinned(shared.trip.id);
      return { params: { day }, state: pinOf(day) };
    },
  },
  'GET /admin/users': { expect: admins, call: async () => ({}) },
  'PUT /admin/users/{id}/role': {
    expect: admins,
    call: async () => {
      const id = await memberRow();
      return { params: { id }, json: { role: 'editor' }, state: userRow(id) };
    },
  },
  'PUT /admin/users/{id}/block': {
    expect: admins,
    call: async () => {
      const id = await memberRow();
      return { params: { id }, json: { reason: 'Spam' }, state: userRow(id) };
    },
  },
  'DELETE /admin/users/{id}/block': {
    expect: admins,
    call: async () => {
      const id = await memberRow(true);
      return { params: { id }, state: userRow(id) };
    },
  },
  'GET /admin/newsletter/issues': { expect: admins, call: async () => ({}) },
  'POST /admin/newsletter/issues': {
    expect: admins,
    call: async () => ({ json: { locale: 'en', subject: 'Winter', intro: 'Cold.' } }),
  },
  'GET /admin/newsletter/issues/{id}': { expect: admins, call: async () => ({ params: { id: shared.issue } }) },
  'PUT /admin/newsletter/issues/{id}': {
    expect: admins,
    call: issueCase((version) => ({ json: { version, locale: 'en', subject: 'Spring', intro: 'Warm.' } })),
  },
  'DELETE /admin/newsletter/issues/{id}': { expect: admins, call: issueCase() },
  'POST /admin/newsletter/issues/{id}/test': { expect: admins, call: async () => ({ params: { id: shared.issue } }) },
  'POST /admin/newsletter/issues/{id}/send': { expect: admins, call: issueCase((version) => ({ json: { version } })) },
};

/** A published trip of the author, its page's path and its row. */
async function authorsTrip(status: 'draft' | 'published' = 'published') {
  const { id, slug } = await tripOf(me.author, status);
  return { id, path: `/trips/${slug}`, state: tripRow(id) };
}

/** The trip page's forms, posted on the author's published trip. */
const onTripPage = (fields: () => Promise<Record<string, string>>) => async () => ({
  path: `/trips/${shared.trip.slug}`,
  fields: await fields(),
});

const tripAuthorButton = (intent: string, status: 'draft' | 'published') => async () => {
  const { path, state } = await authorsTrip(status);
  return { path, fields: { intent }, state };
};

const myTripsButton = (intent: string, status: 'draft' | 'published') => async () => {
  const { id, state } = await authorsTrip(status);
  return { path: '/account/my-trips', fields: { intent, trip: id }, state };
};

/** Every route module with an action, by its route id, and who may post each of its forms. */
const pageActions: Record<string, Record<string, PageCase>> = {
  trip: {
    save: { expect: verifiedPage, post: onTripPage(async () => ({ intent: 'save', trip: shared.trip.id })) },
    copy: { expect: verifiedPage, post: onTripPage(async () => ({ intent: 'copy', trip: shared.trip.id })) },
    unsave: { expect: verifiedPage, post: onTripPage(async () => ({ intent: 'unsave', trip: shared.trip.id })) },
    rate: { expect: notOwnPage, post: onTripPage(async () => ({ intent: 'rate', trip: shared.trip.id, rating: '5' })) },
    unrate: { expect: verifiedPage, post: onTripPage(async () => ({ intent: 'unrate', trip: shared.trip.id })) },
    comment: {
      expect: verifiedPage,
      post: onTripPage(async () => ({ intent: 'comment', trip: shared.trip.id, body: 'Thanks for this.' })),
    },
    'edit-comment': {
      expect: authorPage,
      post: async () => ({
        path: `/trips/${shared.trip.slug}`,
        fields: { intent: 'edit-comment', comment: shared.comment, body: `Edited on the page ${++accounts}` },
        state: () => rowOf(comment, shared.comment),
      }),
    },
    'delete-comment': {
      expect: ['signin', 'verify', 403, 'ok', 403, 'ok'],
      post: async () => {
        const id = await commentOf(me.author, shared.trip.id);
        return {
          path: `/trips/${shared.trip.slug}`,
          fields: { intent: 'delete-comment', comment: id },
          state: () => rowOf(comment, id),
        };
      },
    },
    'report-trip': {
      expect: notOwnPage,
      post: onTripPage(async () => ({ intent: 'report-trip', trip: shared.trip.id, reason: 'spam', body: '' })),
    },
    'report-comment': {
      expect: notOwnPage,
      post: onTripPage(async () => ({ intent: 'report-comment', comment: shared.comment, reason: 'spam', body: '' })),
    },
    delete: { expect: authorPage, post: tripAuthorButton('delete', 'published') },
    publish: { expect: ['signin', 'verify', 404, 'ok', 404, 403], post: tripAuthorButton('publish', 'draft') },
    draft: { expect: authorPage, post: tripAuthorButton('draft', 'published') },
  },
  'account-my-trips': {
    delete: { expect: authorPage, post: myTripsButton('delete', 'published') },
    publish: { expect: ['signin', 'verify', 404, 'ok', 404, 403], post: myTripsButton('publish', 'draft') },
    draft: { expect: authorPage, post: myTripsButton('draft', 'published') },
  },
  'account-saved-trips': {
    save: {
      expect: verifiedPage,
      post: async () => ({ path: '/account/saved-trips', fields: { intent: 'save', trip: shared.trip.id } }),
    },
    remove: {
      expect: verifiedPage,
      post: async () => ({ path: '/account/saved-trips', fields: { intent: 'remove', trip: shared.trip.id } }),
    },
  },
  'account-setting': {
    language: { expect: verifiedPage, post: async () => settingsForm({ intent: 'language', locale: 'en' }) },
    commentMails: { expect: verifiedPage, post: async () => settingsForm({ intent: 'commentMails' }) },
    copyMails: { expect: verifiedPage, post: async () => settingsForm({ intent: 'copyMails' }) },
    newsletter: { expect: verifiedPage, post: async () => settingsForm({ intent: 'newsletter' }) },
    password: {
      expect: verifiedPage,
      fresh: true,
      post: async () =>
        settingsForm({ intent: 'password', currentPassword: testPassword, newPassword: 'another long password' }),
    },
    email: {
      expect: verifiedPage,
      post: async () =>
        settingsForm({ intent: 'email', newEmail: `moved-${++accounts}@example.org`, password: testPassword }),
    },
    delete: {
      expect: verifiedPage,
      fresh: true,
      post: async (caller) => ({
        ...settingsForm({ intent: 'delete', password: testPassword, confirm: 'on' }),
        state: userRow(caller.id),
      }),
    },
    // A provider linked beside the password (ADR 0085), so removing it leaves a way in.
    unlinkProvider: {
      expect: verifiedPage,
      post: async (caller) => {
        if (caller.id) await linkTestProvider(caller.id);
        return { ...settingsForm({ intent: 'unlinkProvider', provider: 'test' }), state: providerLinks(caller.id) };
      },
    },
    renamePasskey: {
      expect: verifiedPage,
      post: async (caller) => ({
        ...settingsForm({ intent: 'renamePasskey', id: await storedPasskey(caller.id), name: 'Phone' }),
        state: passkeysOfUser(caller.id),
      }),
    },
    removePasskey: {
      expect: verifiedPage,
      post: async (caller) => ({
        ...settingsForm({ intent: 'removePasskey', id: await storedPasskey(caller.id) }),
        state: passkeysOfUser(caller.id),
      }),
    },
  },
  'account-second-factor': {
    start: {
      expect: verifiedPage,
      post: async () => ({ path: '/account/second-factor', fields: { intent: 'start', password: testPassword } }),
    },
    // Each on the caller's own set-up; second-factor.test.ts holds what they do.
    confirm: {
      expect: verifiedPage,
      fresh: true,
      post: async (caller) => {
        const uri = await secondFactorStarted(caller);
        const code = uri ? (URI.parse(uri) as TOTP).generate() : '000000';
        return { path: '/account/second-factor', fields: { intent: 'confirm', uri, code } };
      },
    },
    codes: {
      expect: verifiedPage,
      fresh: true,
      post: async (caller) => secondFactorForm(caller, 'codes'),
    },
    off: {
      expect: verifiedPage,
      fresh: true,
      post: async (caller) => secondFactorForm(caller, 'off'),
    },
  },
  'account-edit-profile': {
    save: {
      expect: verifiedPage,
      post: async () => ({ path: '/account/edit-profile', fields: { displayName: 'Rui', location: 'Porto' } }),
    },
    photo: {
      expect: verifiedPage,
      post: async () => {
        const form = imageForm('photo');
        form.set('intent', 'photo');
        return { path: '/account/edit-profile', fields: form };
      },
    },
    'remove-photo': {
      expect: verifiedPage,
      post: async () => ({ path: '/account/edit-profile', fields: { intent: 'remove-photo' } }),
    },
  },
  'admin-reports': Object.fromEntries(
    (['hide', 'restore', 'dismiss'] as const).map((intent) => [
      intent,
      {
        expect: adminsPage,
        post: async () => {
          // The queue's decisions are about a reported trip; restoring, about a hidden one.
          const { id } = await tripOf(me.author);
          await must(host, 'POST', '/trip/report-abuse/{id}', { params: { id }, json: { reason: 'spam' } });
          if (intent === 'restore') {
            const hide = { params: { kind: 'trip', id }, json: { action: 'hide', note: 'Spam' } };
            await must(me.admin, 'POST', '/admin/reports/{kind}/{id}', hide);
          }
          const state = async () => ({
            trip: await rowOf(trip, id),
            reports: await t.database.db.select().from(abuseReport).where(eq(abuseReport.tripId, id)),
          });
          return { path: '/admin/reports', fields: { intent, kind: 'trip', id, note: 'Spam' }, state };
        },
      },
    ]),
  ),
  'admin-trips': {
    feature: { expect: adminsPage, post: async () => adminTripForm('feature', false) },
    unfeature: { expect: adminsPage, post: async () => adminTripForm('unfeature', true) },
    pin: {
      expect: adminsPage,
      post: async () => {
        const day = freshDay();
        return { path: '/admin/trips', fields: { intent: 'pin', trip: shared.trip.id, day }, state: pinOf(day) };
      },
    },
    unpin: {
      expect: adminsPage,
      post: async () => {
        const day = await pinned(shared.trip.id);
        return { path: '/admin/trips', fields: { intent: 'unpin', day }, state: pinOf(day) };
      },
    },
  },
  'admin-users': Object.fromEntries(
    (
      [
        ['make-admin', false, 'user'],
        ['remove-admin', false, 'admin'],
        ['make-editor', false, 'user'],
        ['remove-editor', false, 'editor'],
        ['block', false, 'user'],
        ['unblock', true, 'user'],
      ] as const
    ).map(([intent, blocked, role]) => [
      intent,
      {
        expect: adminsPage,
        post: async () => {
          const id = await memberRow(blocked);
          await t.database.db.update(user).set({ role }).where(eq(user.id, id));
          return { path: '/admin/users', fields: { intent, user: id, reason: 'Spam' }, state: userRow(id) };
        },
      },
    ]),
  ),
  'admin-posts': Object.fromEntries(
    (
      [
        ['publish', false],
        ['unpublish', true],
        ['delete', false],
      ] as const
    ).map(([intent, isPublished]) => [
      intent,
      {
        expect: editorsPage,
        post: async () => {
          const { _id } = await postOf('travel', isPublished);
          return { path: '/admin/posts', fields: { intent, post: _id }, state: () => rowOf(post, _id) };
        },
      },
    ]),
  ),
  'admin-newsletter': Object.fromEntries(
    (['test', 'send', 'delete'] as const).map((intent) => [
      intent,
      {
        expect: adminsPage,
        post: async () => {
          const { _id, version } = await issueOf();
          const fields = { intent, issue: _id, version: String(version) };
          // A test mail changes no issue; sending and deleting do.
          return {
            path: '/admin/newsletter',
            fields,
            ...(intent === 'test' ? {} : { state: () => rowOf(newsletterIssue, _id) }),
          };
        },
      },
    ]),
  ),
  'admin-newsletter-new': {
    save: {
      expect: adminsPage,
      post: async () => ({
        path: '/admin/newsletter/new',
        fields: { locale: 'en', subject: 'Autumn', intro: 'Leaves.' },
      }),
    },
  },
  'admin-newsletter-edit': {
    save: {
      expect: adminsPage,
      post: async () => {
        const { _id, version } = await issueOf();
        return {
          path: `/admin/newsletter/${_id}/edit`,
          fields: { version: String(version), locale: 'en', subject: 'Summer', intro: 'Sun.' },
          state: () => rowOf(newsletterIssue, _id),
        };
      },
    },
  },
  contact: {
    send: {
      expect: everyone,
      post: async () => ({
        path: '/contact',
        fields: {
          name: 'Rui',
          email: `sender-${++accounts}@example.org`,
          topic: 'general',
          message: 'A question about trips.',
          altcha: await captcha(),
        },
      }),
    },
  },
  'confirmation-newsletter': {
    confirm: {
      expect: everyone,
      post: async () => linkForm('/confirmation-newsletter', confirmationToken(t.env.AUTH_SECRET, shared.confirming)),
    },
  },
  'unsubscribe-newsletter': {
    unsubscribe: {
      expect: everyone,
      post: async () =>
        linkForm('/unsubscribe/newsletter', unsubscribeToken(t.env.AUTH_SECRET, shared.leaving, 'newsletter')),
    },
  },
  'unsubscribe-comments': {
    unsubscribe: {
      expect: everyone,
      post: async () => linkForm('/unsubscribe/comments', unsubscribeToken(t.env.AUTH_SECRET, host.id)),
    },
  },
  signin: {
    'sign in': {
      expect: everyone,
      post: async () => ({ path: '/signin', fields: { email: host.email, password: testPassword } }),
    },
    resend: {
      expect: everyone,
      post: async () => ({ path: '/signin', fields: { intent: 'resend', email: `nobody-${++accounts}@example.org` } }),
    },
  },
  'signin-second-factor': {
    // A code answers a sign-in's challenge (its cookie), which no caller here has; a session goes on.
    code: {
      expect: [401, 'home', 'home', 'home', 'home', 'home'],
      post: async () => ({ path: '/signin/second-factor', fields: { code: '123456' } }),
    },
  },
  'signing-out': {
    'sign out': { expect: everyone, fresh: true, post: async () => ({ path: '/signing-out', fields: {} }) },
  },
  register: {
    register: {
      // Signed in, the form is not for you: home, and no account is made.
      expect: ['ok', 'home', 'home', 'home', 'home', 'home'],
      post: async () => ({
        path: '/register',
        fields: {
          displayName: 'Nia',
          email: `new-${++accounts}@example.org`,
          password: 'a long enough password',
          terms: 'on',
        },
      }),
    },
  },
  'register-almost-complete': {
    resend: {
      expect: everyone,
      post: async () => ({ path: '/register/almost-complete', fields: { email: `nobody-${++accounts}@example.org` } }),
    },
  },
  'verify-email': {
    resend: {
      expect: everyone,
      post: async () => ({ path: '/verify-email', fields: { email: `nobody-${++accounts}@example.org` } }),
    },
  },
  recover: {
    request: {
      expect: everyone,
      post: async () => ({ path: '/recover', fields: { email: `nobody-${++accounts}@example.org` } }),
    },
  },
  'recover-new-password': {
    reset: {
      expect: everyone,
      post: async () => {
        const token = await resetToken();
        return {
          path: `/recover/new-password?token=${token}`,
          fields: { token, password: 'a brand new password' },
        };
      },
    },
  },
};

/** The button of a page a mailed link opened: it posts to the link, its token in a field too. */
function linkForm(page: string, token: string): PagePost {
  return { path: `${page}?token=${encodeURIComponent(token)}`, fields: { token } };
}

/** Starts a second factor's set-up for the caller; its otpauth address, or '' for a caller the page refuses. */
async function secondFactorStarted(caller: Account): Promise<string> {
  const response = await postPage(caller, {
    path: '/account/second-factor',
    fields: { intent: 'start', password: testPassword },
  });
  const uri = /name="uri" value="([^"]+)"/.exec(await response.text())?.[1] ?? '';
  return uri.replace(/&amp;/g, '&');
}

/** A form of the second factor's page, for a caller whose factor is on where the page lets them in. */
async function secondFactorForm(caller: Account, intent: 'codes' | 'off'): Promise<PagePost> {
  const uri = await secondFactorStarted(caller);
  if (uri) {
    const code = (URI.parse(uri) as TOTP).generate();
    const confirmed = await postPage(caller, {
      path: '/account/second-factor',
      fields: { intent: 'confirm', uri, code },
    });
    // The session is renewed when the factor turns on: the caller goes on with the new cookie.
    caller.cookie = cookieOf(confirmed);
  }
  return { path: '/account/second-factor', fields: { intent, password: testPassword } };
}

function settingsForm(fields: Record<string, string>): PagePost {
  return { path: '/account/setting', fields };
}

async function adminTripForm(intent: 'feature' | 'unfeature', featured: boolean): Promise<PagePost> {
  const { id } = await tripOf(host);
  if (featured) await must(me.admin, 'PUT', '/admin/trips/{id}/featured', { params: { id }, json: { featured: true } });
  return { path: '/admin/trips', fields: { intent, trip: id }, state: tripRow(id) };
}

async function postPage(caller: Account, { path: target, fields }: PagePost) {
  const body = fields instanceof FormData ? fields : new URLSearchParams(fields);
  const headers = headersOf(
    caller,
    fields instanceof FormData ? {} : { 'content-type': 'application/x-www-form-urlencoded' },
  );
  return t.request(target, { method: 'POST', headers, body, redirect: 'manual' });
}

/** What a page action's answer means for its caller. */
function pageOutcome(response: Response, target: string): PageOutcome | number {
  const location = response.headers.get('location');
  if (response.status >= 400) return response.status;
  if (location === `/signin?relay=${encodeURIComponent(target)}`) return 'signin';
  if (location === '/verify-email') return 'verify';
  if (location === '/not-found') return 'not-found';
  if (response.status === 302 && location === '/') return 'home';
  // Done, unless it came back with an error notice (a limit reached, say).
  const notices = response.headers.getSetCookie().map((cookie) => decodeURIComponent(cookie));
  return notices.some((cookie) => cookie.includes('"variant":"error"')) ? response.status : 'ok';
}

/** A refused call leaves the account as it was: only a caller it lets in needs an account of its own. */
const callerOf = (who: Identity, own: boolean | undefined) => (own ? accountOf(who) : Promise.resolve(me[who]));

/** Sends the call; what `state` reads must have changed exactly when the call was allowed. */
async function changedIfAllowed(
  state: (() => Promise<unknown>) | undefined,
  allowed: boolean,
  send: () => Promise<Response>,
) {
  const before = await state?.();
  const response = await send();
  if (state) {
    const after = await state();
    if (allowed) expect(after).not.toEqual(before);
    else expect(after).toEqual(before);
  }
  return response;
}

const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild;
const routesWithActions = Object.values(build.routes)
  .filter((route) => route?.module && 'action' in route.module && route.module.action)
  .map((route) => route?.id ?? '');

const apiCases = Object.entries(api).flatMap(([operation, cases]) =>
  (Array.isArray(cases) ? cases : [cases]).map((entry) => ({ operation, target: '', ...entry })),
);

describe('the authorisation matrix', () => {
  it('has a row for every operation of the OpenAPI document, matching its declared security', async () => {
    const document = await (await t.request('/api/openapi.json')).json();
    const declared: Record<string, { security?: Record<string, string[]>[] }> = {};
    for (const [route, operations] of Object.entries(document.paths as Record<string, Record<string, object>>))
      for (const [method, operation] of Object.entries(operations))
        declared[`${method.toUpperCase()} ${route}`] = operation;
    expect(Object.keys(api).sort()).toEqual(Object.keys(declared).sort());
    for (const { operation, expect: row, target } of apiCases) {
      const security = declared[operation]?.security ?? [];
      // `signedIn` lists only the session; `open` and `anonymous` let a caller without one in.
      const needsSession = security.length > 0 && security.every((scheme) => 'session' in scheme);
      expect({ operation, target, signedOut: row[0] === 401 }).toEqual({ operation, target, signedOut: needsSession });
    }
  });

  it('has a row for every page action, in both languages', () => {
    const english = routesWithActions.filter((id) => !id.startsWith('de-')).sort();
    expect(english).toEqual(Object.keys(pageActions).sort());
    expect(routesWithActions.filter((id) => id.startsWith('de-')).sort()).toEqual(english.map((id) => `de-${id}`));
    expect(Object.keys(pageActions['account-setting'] ?? {}).sort()).toEqual([...settingsIntents].sort());
  });
});

describe.each(apiCases)('$operation $target', ({ operation, expect: row, fresh, shows, call }) => {
  const [method = '', target = ''] = operation.split(' ');
  it.each(identities.map((who, index) => ({ who, outcome: row[index] as ApiOutcome })))(
    '$who: $outcome',
    async ({ who, outcome }) => {
      const caller = await callerOf(who, fresh && outcome === 'ok');
      const sent = await call(caller);
      const response = await changedIfAllowed(sent.state, outcome === 'ok', () =>
        sendApi(method, target, caller, sent),
      );
      // A file (a trip's export) is no JSON; every refusal is.
      const json = response.headers.get('content-type')?.startsWith('application/json');
      const body = json ? await response.json() : await response.text();
      if (outcome === 'ok') {
        expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(200);
        expect(response.status, JSON.stringify(body)).toBeLessThan(300);
        if (shows) expect(shows.what(body as never)).toBe(shows.who[identities.indexOf(who)]);
      } else {
        expect(response.status, JSON.stringify(body)).toBe(outcome);
        expect(errorCodes[body.error.code as keyof typeof errorCodes]).toBe(outcome);
        expect(body.error.message).toEqual(expect.any(String));
      }
    },
  );
});

const pageCases = Object.entries(pageActions).flatMap(([route, forms]) =>
  Object.entries(forms).map(([form, entry]) => ({ route, form, ...entry })),
);

describe.each(pageCases)('page $route: $form', ({ expect: row, fresh, post: prepare }) => {
  it.each(identities.map((who, index) => ({ who, outcome: row[index] as PageOutcome })))(
    '$who: $outcome',
    async ({ who, outcome }) => {
      const caller = await callerOf(who, fresh && outcome === 'ok');
      const sent = await prepare(caller);
      const response = await changedIfAllowed(sent.state, outcome === 'ok', () => postPage(caller, sent));
      const what = `${response.status} ${response.headers.get('location') ?? ''}`;
      expect(pageOutcome(response, sent.path), what).toBe(outcome);
    },
  );
});
