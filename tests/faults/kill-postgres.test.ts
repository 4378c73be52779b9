import { afterAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, startPostgresCluster } from '#tests/setup/postgres-cluster.ts';
import { killDuringWrites, rounds } from './kill-rounds.ts';

let cluster: PostgresCluster | undefined;
afterAll(() => cluster?.destroy());

describe('kill -9 during bursts of writes on PostgreSQL', () => {
  it(`keeps every acknowledged write through ${rounds} kills, and the server starts cleanly each time`, async () => {
    cluster = await startPostgresCluster();
    const figures = await killDuringWrites({
      DATABASE_URL: cluster.url,
      AUTH_SECRET: 'a fault-test secret of at least 32 characters',
    });
    console.log(`PostgreSQL, per round: writes acknowledged/in flight when killed/ms to restart: ${figures.join(' ')}`);
    expect(figures).toHaveLength(rounds);
  }, 300_000);
});
