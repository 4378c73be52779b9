import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{app,server,domain,locales,scripts,tests/integration}/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/guards.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
