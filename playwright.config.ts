import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { testBrowser } from './tests/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3123);
// Known to the tests too (workers inherit the environment), so they can read the server's outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'itinera-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous: these machines' two cores are shared, and a run can be several times slower than the last.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Two by default; CI runs more, as these tests mostly wait on the browser and the server (ADR 0070).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace: every action with the page's DOM. Without the screencast, which
    // cost a quarter of the suite's CPU (ADR 0070). CI keeps no files, only its log: there the
    // recording is a tenth of the suite's time for nothing (ADR 0080).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: testBrowser,
  },
  webServer: {
    command: 'node --disable-warning=ExperimentalWarning tests/e2e/serve.ts',
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
  },
});
