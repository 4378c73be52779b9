import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from '../../server/db/client.ts';
import { ANALYTICS_SCRIPT_PATH, startAnalyticsServer } from '../setup/analytics-server.ts';
import { ensureFreshBuild, serverEntry } from '../setup/fresh-build.ts';
import { startLibreTranslate } from '../setup/libretranslate-server.ts';

// The end-to-end tests run against a fresh production build, as `npm start` runs it, on a throwaway
// embedded database.
ensureFreshBuild();
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'itinera-e2e-'));
// In CI the demo content the unit tests' global setup seeded (tests/setup/global-setup.ts): the
// server finds it loaded and starts in seconds instead of seeding it again. Alone, it seeds.
const template = process.env.E2E_DEMO_TEMPLATE;
if (template && existsSync(path.join(template, 'db.tar')) && !existsSync(path.join(dataDir, 'db'))) {
  cpSync(path.join(template, 'data'), dataDir, { recursive: true });
  const loadDataDir = new Blob([readFileSync(path.join(template, 'db.tar'))]);
  await new PGlite({ dataDir: path.join(dataDir, 'db'), loadDataDir, ...pgliteOptions }).close();
}
// A local LibreTranslate stand-in, so the wizard's machine translation runs end to end.
const translate = await startLibreTranslate();
// A local Plausible stand-in, so the cookie consent's statistics run end to end.
const analytics = await startAnalyticsServer();
const server = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', serverEntry], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '3123',
    DATA_DIR: dataDir,
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
