import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { newestChange } from '../../scripts/newest-change.ts';

const sources = ['app', 'domain', 'locales', 'public', 'server', 'react-router.config.ts', 'vite.config.ts'];

/**
 * The integration and end-to-end tests run the real production build; it is rebuilt only when a
 * source is newer, so test runs side by side (CI's PostgreSQL pass beside the browser tests) share
 * one build instead of rewriting it under each other.
 */
export function ensureFreshBuild() {
  const built = 'build/server/index.js';
  if (existsSync(built) && statSync(built).mtimeMs > newestChange(sources)) return;
  // Vitest sets NODE_ENV=test, which would build React's development bundle into the shared build/.
  execSync('npx react-router build', { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
}
