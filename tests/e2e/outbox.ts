import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The newest mail the e2e server (or the server with `dataDir`) wrote to its outbox for `to`,
 * decoded enough to find links in.
 */
export function lastMailTo(to: string, dataDir = process.env.E2E_DATA_DIR ?? ''): string | undefined {
  const dir = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort().reverse();
  } catch {
    return undefined;
  }
  for (const file of files) {
    const mail = readFileSync(path.join(dir, file), 'utf8');
    if (mail.includes(`To: ${to}`)) return mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  }
  return undefined;
}

/** The first link in `mail` whose path contains `fragment`, as a path on the e2e server. */
export function linkIn(mail: string, fragment: string): string {
  const url = new RegExp(`https?://[^\\s"<>]*${fragment}[^\\s"<>]*`).exec(mail)?.[0];
  if (!url) throw new Error(`no ${fragment} link in the mail`);
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/**
 * Registers a new account and opens its mailed link in `page`, which is then signed in. `email`
 * defaults to a new address; the e2e server makes a few fixed ones admins (serve.ts).
 */
export async function signedInNewUser(
  page: Page,
  baseURL: string,
  name: string,
  email = `${name.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`,
): Promise<{ email: string; password: string }> {
  const password = 'a long enough password';
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { name, email, password, locale: 'en', terms: true },
  });
  if (signUp.status() !== 200) throw new Error(`sign-up failed with ${signUp.status()}`);
  let mail: string | undefined;
  for (let tries = 0; !mail && tries < 50; tries++) {
    mail = lastMailTo(email);
    if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.goto(linkIn(mail ?? '', 'verify-email'));
  return { email, password };
}
