import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{app,server,domain,locales,scripts,tests/integration}/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/guards.ts'],
    // Vitest leaves a core free by default, which on a 2-core machine runs one file at a time; the
    // files wait on their database as much as they compute.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
