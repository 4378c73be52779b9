import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServer } from '#tests/setup/server-process.ts';

const start = (dataDir: string, port: number, extra: Record<string, string> = {}) =>
  startServer(port, { DATA_DIR: dataDir, ...extra });

describe('server process', () => {
  it('stops cleanly on SIGTERM and SIGINT and starts again on the same embedded database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-life-'));
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const port = await freePort();
      // Demo content would spend most of the test drawing pictures; the lifecycle is the same without it.
      const server = start(dataDir, port, { DEMO_CONTENT: 'off' });
      await server.ready;
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(await server.stop(signal)).toBe(0);
      expect(server.output()).toContain(`${signal} received, closing.`);
    }
    // Two server processes start one after the other: under a loaded machine that is 20 s and more.
  }, 60_000);

  it('refuses to start with a readable list of configuration problems', async () => {
    const server = start(mkdtempSync(path.join(tmpdir(), 'itinera-life-')), await freePort(), {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
    });
    await expect(server.ready).rejects.toThrow();
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration:');
    expect(server.output()).toContain('  - PORT:');
    expect(server.output()).toContain('  - DATABASE_URL: must be a URL starting with postgres://');
    expect(server.output()).not.toMatch(/\n\s+at /);
  });
});
