import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './tests/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3123);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  webServer: {
    command: 'node --disable-warning=ExperimentalWarning tests/e2e/serve.ts',
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
});
