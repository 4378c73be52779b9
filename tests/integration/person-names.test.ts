import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentPage } from '#domain/schemas/comment.ts';
import { plainNamePattern } from '#domain/schemas/person-name.ts';
import { user } from '#server/db/schema/index.ts';
import { outbox, verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, newestPublished, postForm, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let jana = '';
beforeAll(async () => {
  // Each request comes from an address of its own (X-Forwarded-For), so the per-IP throttles stay apart.
  t = await createDemoApp({ TRUST_PROXY: '1' });
  jana = await verifiedUser(t, 'jana@example.org', 'Jana');
});
afterAll(() => t.dispose());

/** A right-to-left override: "Jana‮nimda" reads as "Janaadmin" turned around. */
const spoofed = 'Jana\u202Enimda';
const english =
  'field may not contain line breaks, control characters or invisible formatting characters (such as text direction marks or zero-width spaces)';
const german =
  'darf keine Zeilenumbrüche, Steuerzeichen oder unsichtbaren Formatierungszeichen (etwa Textrichtungszeichen oder Leerzeichen ohne Breite) enthalten';

let lastIp = 0;
const json = (method: string, path: string, body: unknown, { cookie = '', language = 'en' } = {}) =>
  t.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: t.env.PUBLIC_URL,
      'accept-language': language,
      'x-forwarded-for': `192.0.2.${++lastIp}`,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });

/** The refused fields of an API answer, whichever of the two error bodies (ours, better-auth's) it is. */
async function refused(response: Response) {
  expect(response.status).toBe(400);
  const answer = await response.json();
  return (answer.error?.fields ?? answer.fields) as { field: string; message: string }[];
}

/** A page's text with React's escapes undone. */
const text = async (response: Response) => (await response.text()).replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

describe('a name with a control, bidirectional or zero-width character', () => {
  it('is refused at sign-up through the API, the field named in the caller’s language', async () => {
    // Sign-ups are throttled per address too: each try has one of its own.
    const signUp = (index: number, name: string, language = 'en') =>
      json(
        'POST',
        '/api/auth/sign-up/email',
        { name, email: `mallory-${index}@example.org`, password: 'a long enough password', terms: true },
        { language },
      );
    for (const [index, name] of [spoofed, 'Mal\nlory', 'Mal\u200Blory', 'Mal\u2066lory'].entries())
      expect(await refused(await signUp(index, name)), name).toEqual([
        { field: 'name', message: `The Display name ${english}` },
      ]);
    expect(await refused(await signUp(9, spoofed, 'de'))).toEqual([
      { field: 'name', message: `Anzeigename ${german}` },
    ]);
    expect(outbox(t).filter((mail) => mail.includes('To: mallory-'))).toEqual([]);
  });

  it('is refused by the registration page, which keeps the other values', async () => {
    const response = await postForm(t, '/register', '', {
      displayName: 'Mal\r\nlory',
      email: 'mallory-page@example.org',
      password: 'a long enough password',
      terms: 'on',
    });
    expect(response.status).toBe(400);
    const page = await text(response);
    expect(page).toContain(`The Display name ${english}`);
    expect(page).toContain('value="mallory-page@example.org"');
    expect(await t.database.db.select().from(user).where(eq(user.email, 'mallory-page@example.org'))).toEqual([]);
  });

  it('is refused by the profile API and the edit page, and the stored name stays', async () => {
    const answer = await refused(
      await json('PUT', '/api/user/profile/edit', { displayName: spoofed }, { cookie: jana }),
    );
    expect(answer).toEqual([{ field: 'displayName', message: `The Username ${english}` }]);
    const page = await postForm(t, '/de/account/edit-profile', jana, {
      displayName: 'Ja\uFEFFna',
      alias: '',
      location: '',
      aboutMe: '',
    });
    expect(page.status).toBe(400);
    expect(await text(page)).toContain(`Benutzername ${german}`);
    const [row] = await t.database.db.select({ name: user.name }).from(user).where(eq(user.email, 'jana@example.org'));
    expect(row?.name).toBe('Jana');
  });

  it('is refused by the contact form', async () => {
    const message = { email: 'mallory@example.org', topic: 'general', message: 'Hello there, team!', altcha: 'x' };
    expect(await refused(await json('POST', '/api/contact', { ...message, name: spoofed }))).toEqual([
      { field: 'name', message: `The Name ${english}` },
    ]);
  });

  it('stored before the rule, is shown beside a comment without what the rule refuses', async () => {
    const [trip] = await newestPublished(t);
    const written = await json(
      'POST',
      '/api/comment/',
      { commentOn: trip?.id, body: 'Lovely trip!' },
      { cookie: jana },
    );
    expect(written.status).toBe(200);
    await t.database.db.update(user).set({ name: spoofed }).where(eq(user.email, 'jana@example.org'));
    const listed = await t.request(`/api/comment/?commentOn=${trip?.id}`);
    const { docs } = (await listed.json()) as CommentPage;
    expect(docs.map((comment) => comment.author?.name)).toContain('Jananimda');
  });

  it('stored before the rule, is cleaned by the migration 0023 on every start that applies it', async () => {
    const cleaning = readFileSync('server/db/migrations/0023_plain-names.sql', 'utf8');
    const names = {
      'line@example.org': 'Line\r\nBreak',
      'ghost@example.org': '\u200B\u202E',
      'plain@example.org': 'Zoë',
    };
    for (const [email, name] of Object.entries(names)) {
      await verifiedUser(t, email, 'Someone');
      await t.database.db.update(user).set({ name }).where(eq(user.email, email));
    }
    await t.database.db.execute(sql.raw(cleaning));
    const stored = await t.database.db
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(inArray(user.email, Object.keys(names)));
    expect(Object.fromEntries(stored.map((row) => [row.email, row.name]))).toEqual({
      'line@example.org': 'LineBreak',
      'ghost@example.org': 'Traveller',
      'plain@example.org': 'Zoë',
    });
    expect(stored.every((row) => plainNamePattern.test(row.name))).toBe(true);
  });
});
