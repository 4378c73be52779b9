import { defineConfig } from 'vitest/config';

/**
 * The fault tests (`npm run test:faults`): real server processes killed, their database stopped,
 * their disk filled. Apart from `npm test`, which runs in-process tests only.
 */
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    globalSetup: ['tests/faults/global-setup.ts'],
    setupFiles: ['tests/setup/guards.ts'],
    // Each file mostly waits on server processes of its own: all at once, whatever the cores.
    maxWorkers: 4,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
