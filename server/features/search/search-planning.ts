import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Runs `statement` with the planner told what its statistics cannot: a word match is cheapest
 * through the GIN indexes. Without sequential scans it cannot choose to unpack every row's
 * document for a common word (twice as slow, ADR 0030, "Measured"). For `words`, without plain
 * index scans it cannot walk the newest order testing each row's document in hope of an early
 * match, which for a rare word or a typo reads the whole table (ADR 0034); filters alone keep that
 * walk, which is their fastest way. One statement sets both, for the transaction only.
 */
export function indexed<T>(db: Db, words: boolean, statement: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', ${words ? 'off' : 'on'}, true)`,
    );
    return statement(tx as unknown as Db);
  });
}
