import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANALYTICS_SCRIPT_PATH, startAnalyticsServer } from '../setup/analytics-server.ts';
import { ensureFreshBuild } from '../setup/fresh-build.ts';
import { startLibreTranslate } from '../setup/libretranslate-server.ts';

// The end-to-end tests run against a fresh production build on a throwaway embedded database.
ensureFreshBuild();
// A local LibreTranslate stand-in, so the wizard's machine translation runs end to end.
const translate = await startLibreTranslate();
// A local Plausible stand-in, so the cookie consent's statistics run end to end.
const analytics = await startAnalyticsServer();
const server = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/index.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '3123',
    DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'itinera-e2e-')),
    ENABLE_TEST_ROUTES: '1',
    TRUST_PROXY: '1',
    // The admins of the admin-area journeys, each registering its own address.
    ADMIN_EMAILS: [
      'moderator@example.org',
      'users-admin@example.org',
      'magazine-admin@example.org',
      'magazine-writer@example.org',
      'newsletter-admin@example.org',
      'xss-admin@example.org',
      'xss-moderator@example.org',
      'xss-editor@example.org',
    ].join(','),
    TRANSLATE_URL: translate.url,
    ANALYTICS_PROVIDER: 'plausible',
    ANALYTICS_SCRIPT_URL: `${analytics.url}${ANALYTICS_SCRIPT_PATH}`,
    ANALYTICS_SITE_ID: 'itinera.test',
  },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on(
  'exit',
  (code) => void Promise.allSettled([translate.stop(), analytics.stop()]).finally(() => process.exit(code ?? 0)),
);
