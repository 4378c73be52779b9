import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { newestChange } from './newest-change.ts';

const pagesBuild = 'build/server/index.js';
export const SERVER_BUNDLE = 'build/start/server.js';

/** The bundle holds the server's code (ADR 0054): after a change or a pull, start what the sources say. */
export function bundleServerIfStale() {
  if (
    existsSync(SERVER_BUNDLE) &&
    statSync(SERVER_BUNDLE).mtimeMs >=
      Math.max(newestChange(['server', 'domain', 'locales']), statSync(pagesBuild).mtimeMs)
  )
    return;
  console.log('The server changed since the last build: bundling it again.');
  execSync('node --disable-warning=ExperimentalWarning scripts/bundle-server.ts', { stdio: 'inherit' });
}

if (import.meta.main) {
  // `npm start` right after `npm install` on a fresh clone must work: build once when there is no build.
  if (!existsSync(pagesBuild)) {
    console.log('No build found: building Itinera once (about half a minute).');
    execSync('npm run build', { stdio: 'inherit' });
  } else bundleServerIfStale();
}
