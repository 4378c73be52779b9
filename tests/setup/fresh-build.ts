import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { bundleServerIfStale, SERVER_BUNDLE } from '../../scripts/ensure-build.ts';
import { newestChange } from '../../scripts/newest-change.ts';

const sources = ['app', 'domain', 'locales', 'public', 'server', 'react-router.config.ts', 'vite.config.ts'];

/** What `npm start` runs, and so what the tests that start the server as a process run. */
export const serverEntry = SERVER_BUNDLE;

/**
 * The integration and end-to-end tests run the real production build and the server bundle
 * `npm start` runs; both are rebuilt only when a source is newer, so test runs side by side share
 * one build instead of rewriting it under each other.
 */
export function ensureFreshBuild() {
  const built = 'build/server/index.js';
  if (!existsSync(built) || statSync(built).mtimeMs <= newestChange(sources))
    // Vitest sets NODE_ENV=test, which would build React's development bundle into the shared build/.
    execSync('npx react-router build', { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  bundleServerIfStale();
}
