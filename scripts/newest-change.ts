import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time of these files and of everything under these folders, in ms. */
export function newestChange(entries: string[]): number {
  let latest = 0;
  for (const entry of entries) {
    const stat = statSync(entry);
    latest = Math.max(latest, stat.mtimeMs);
    if (!stat.isDirectory()) continue;
    for (const file of readdirSync(entry, { recursive: true, encoding: 'utf8' }))
      latest = Math.max(latest, statSync(path.join(entry, file)).mtimeMs);
  }
  return latest;
}
