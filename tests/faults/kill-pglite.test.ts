import { describe, expect, it } from 'vitest';
import { killDuringWrites, rounds } from './kill-rounds.ts';

describe('kill -9 during bursts of writes on the embedded database', () => {
  it(`keeps every acknowledged write through ${rounds} kills, and the server starts cleanly each time`, async () => {
    const figures = await killDuringWrites({});
    console.log(`PGlite, per round: writes acknowledged/in flight when killed/ms to restart: ${figures.join(' ')}`);
    expect(figures).toHaveLength(rounds);
  }, 300_000);
});
