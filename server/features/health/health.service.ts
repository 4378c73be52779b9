import type { Database } from '../../db/client.ts';

export async function checkHealth(database: Database) {
  try {
    const latencyMs = await database.ping();
    return { status: 'ok' as const, database: { kind: database.kind, ok: true, latencyMs } };
  } catch {
    return { status: 'error' as const, database: { kind: database.kind, ok: false, latencyMs: null } };
  }
}
