import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The newest mail the e2e server wrote to its outbox for `to`, decoded enough to find links in. */
export function lastMailTo(to: string): string | undefined {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
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
  const url = new RegExp(`https?://[^\\s"<]*${fragment}[^\\s"<]*`).exec(mail)?.[0];
  if (!url) throw new Error(`no ${fragment} link in the mail`);
  const { pathname, search } = new URL(url);
  return pathname + search;
}
