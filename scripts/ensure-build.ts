import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// `npm start` right after `npm install` on a fresh clone must work: build once when there is no build.
if (!existsSync('build/server/index.js')) {
  console.log('No build found: building Itinera once (about half a minute).');
  execSync('npm run build', { stdio: 'inherit' });
}
