import type { Database } from '../../db/client.ts';
import { within } from '../../observability/within.ts';

export async function checkHealth(database: Database) {
  try {
    const latencyMs = await database.ping();
    return { status: 'ok' as const, database: { kind: database.kind, ok: true, latencyMs } };
  } catch {
    return { status: 'error' as const, database: { kind: database.kind, ok: false, latencyMs: null } };
  }
}

/** How long readiness waits for the database's answer: a load balancer's probe must not hang. */
export const READINESS_TIMEOUT_MS = 2_000;

/** Ready when `SELECT 1` answers in time. */
export async function checkReadiness(database: Database, timeoutMs = READINESS_TIMEOUT_MS): Promise<boolean> {
  try {
    await within(timeoutMs, database.ping());
    return true;
  } catch {
    return false;
  }
}
