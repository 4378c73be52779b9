import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const pagesBuild = 'build/server/index.js';
const serverBundle = 'build/start/server.js';

/** The newest modification time of the files under `dirs`, in ms. */
function newest(dirs: string[]): number {
  let latest = 0;
  for (const dir of dirs)
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
      latest = Math.max(latest, statSync(path.join(dir, file)).mtimeMs);
  return latest;
}

// `npm start` right after `npm install` on a fresh clone must work: build once when there is no build.
if (!existsSync(pagesBuild)) {
  console.log('No build found: building Itinera once (about half a minute).');
  execSync('npm run build', { stdio: 'inherit' });
} else if (
  // The bundle holds the server's code (ADR 0054): after a pull, start what the sources say.
  !existsSync(serverBundle) ||
  statSync(serverBundle).mtimeMs < Math.max(newest(['server', 'domain', 'locales']), statSync(pagesBuild).mtimeMs)
) {
  console.log('The server changed since the last build: bundling it again.');
  execSync('node --disable-warning=ExperimentalWarning scripts/bundle-server.ts', { stdio: 'inherit' });
}
