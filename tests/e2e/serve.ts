import { execSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The end-to-end tests run against a fresh production build on a throwaway embedded database.
execSync('npx react-router build', { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
const server = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/index.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '3123',
    DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'itinera-e2e-')),
    ENABLE_TEST_ROUTES: '1',
    TRUST_PROXY: '1',
  },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
