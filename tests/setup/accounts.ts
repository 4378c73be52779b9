import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { user } from '#server/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

export const testPassword = 'a long enough password';

/** What signing up needs of a site: the app in-process, or a server process over HTTP. */
export type Site = Pick<TestApp, 'request'> & { env: Pick<TestApp['env'], 'DATA_DIR' | 'PUBLIC_URL'> };

/** Every mail the app has written to its outbox folder, oldest first. */
export function outbox(t: Site): string[] {
  const dir = path.join(t.env.DATA_DIR, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((file) => readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    return [];
  }
}

/** A mail's text with quoted-printable soft breaks and `=3D` undone. */
export const unfold = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The site path of the first link to `page` in a mail. */
export function linkIn(t: Site, mail: string, page = 'verify-email'): string {
  const url = new RegExp(`https?://\\S+${page}\\?token=[^\\s"<]+`).exec(unfold(mail))?.[0];
  if (!url) throw new Error(`no ${page} link in:\n${mail}`);
  return url.replace(t.env.PUBLIC_URL, '');
}

/** The `Cookie` header a browser would send after this response. */
export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

let signUps = 0;

/**
 * Registers `email` and opens the mailed link, as a new user does; returns the session cookie.
 * Each sign-up comes from an address of its own, so apps that trust X-Forwarded-For do not throttle them.
 */
export async function verifiedUser(t: Site, email: string, name = email.split('@')[0] ?? email): Promise<string> {
  await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: t.env.PUBLIC_URL,
      'x-forwarded-for': `100.64.${Math.floor(++signUps / 250)}.${signUps % 250}`,
    },
    body: JSON.stringify({ name, email, password: testPassword, terms: true }),
  });
  const mail = outbox(t).find((text) => text.includes(`To: ${email}`));
  if (!mail) throw new Error(`no mail to ${email}`);
  return cookieOf(await t.request(linkIn(t, mail)));
}

/** A verified user an admin made a magazine editor (as Users in the admin area does); their session cookie. */
export async function verifiedEditor(t: TestApp, email: string, name?: string): Promise<string> {
  const cookie = await verifiedUser(t, email, name);
  await t.database.db.update(user).set({ role: 'editor' }).where(eq(user.email, email));
  return cookie;
}
