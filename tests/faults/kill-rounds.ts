import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { author, expectHealthy, expectTrips, serverOn } from './site.ts';
import { writeBurst } from './write-burst.ts';

export const rounds = 20;
/** Writers at once: more than the two cores, so the kill finds writes at every stage. */
const workers = 8;

/**
 * The real server on `env`'s database, `rounds` times: a burst of trip writes, `kill -9` in the
 * middle of it, a start on the same data. Every write it acknowledged must be there after each
 * start, and all of them at the end. Returns per round: writes acknowledged / in flight when
 * killed / milliseconds to restart.
 */
export async function killDuringWrites(env: Record<string, string>): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-kill-'));
  const server = await serverOn(dataDir, env);
  try {
    await server.start();
    const cookie = await author(server.site);
    const survivors = new Map<string, string>();
    const figures: string[] = [];
    let inFlight = 0;
    for (let round = 1; round <= rounds; round++) {
      const burst = writeBurst(server.site, cookie, round, workers);
      // Somewhere in the burst: after a few acknowledged writes, a little later each round.
      await burst.acknowledgedAtLeast(2 + (round % 7));
      await new Promise((resolve) => setTimeout(resolve, (round * 7) % 40));
      // No new writes from here; those in flight meet the kill.
      const finished = burst.stop();
      await server.stop('SIGKILL');
      const { acknowledged, refused, unanswered } = await finished;
      inFlight += unanswered;
      expect(refused, 'writes refused before the kill').toEqual([]);
      for (const [id, title] of acknowledged) survivors.set(id, title);

      const restart = performance.now();
      await server.start();
      figures.push(`${acknowledged.size}/${unanswered}/${Math.round(performance.now() - restart)}`);
      await expectHealthy(server.url);
      await expectTrips(server.site, cookie, acknowledged);
    }
    await expectTrips(server.site, cookie, survivors);
    expect(inFlight, 'writes the kills cut off').toBeGreaterThan(0);
    return figures;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
