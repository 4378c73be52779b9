import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '#tests/setup/server-process.ts';
import { toErrorResponse } from './errors.ts';
import { DatabaseStopped, DiskLow, describeFault, faultOf } from './faults.ts';

/** What node-postgres throws for a database that is not there. */
async function refused() {
  const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${await freePort()}/none` });
  try {
    await pool.query('SELECT 1');
    throw new Error('connected to nothing');
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
}

/** What Node throws for a write to a full disk (the fault tests fill a real one). */
const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('faults', () => {
  it('tells a database away, wrapped or not, from a full disk and from any other error', async () => {
    const connection = await refused();
    expect(faultOf(connection)).toBe('UNAVAILABLE');
    // As Drizzle and better-auth wrap it.
    expect(
      faultOf(new Error('Failed to get session', { cause: new Error('Failed query', { cause: connection }) })),
    ).toBe('UNAVAILABLE');
    expect(faultOf(pgError('57P01', 'terminating connection due to administrator command'))).toBe('UNAVAILABLE');
    expect(faultOf(pgError('57P03', 'the database system is starting up'))).toBe('UNAVAILABLE');
    expect(faultOf(new Error('Connection terminated unexpectedly'))).toBe('UNAVAILABLE');
    expect(faultOf(new DatabaseStopped(pgError('53100', 'could not write to file')))).toBe('UNAVAILABLE');

    expect(faultOf(diskFull())).toBe('INSUFFICIENT_STORAGE');
    expect(faultOf(pgError('53100', 'could not extend file "base/5/16385": No space left on device'))).toBe(
      'INSUFFICIENT_STORAGE',
    );
    expect(faultOf(new DiskLow())).toBe('INSUFFICIENT_STORAGE');

    expect(faultOf(pgError('23505', 'duplicate key value violates unique constraint'))).toBeUndefined();
    expect(faultOf(new Error('anything else'))).toBeUndefined();
    expect(faultOf('not even an error')).toBeUndefined();
    expect(describeFault(new Error('Failed query', { cause: connection }))).toMatch(
      /^connect ECONNREFUSED 127\.0\.0\.1:/,
    );
  });

  it('answers them 503 with Retry-After and 507, in the caller’s language, with nothing of the cause', async () => {
    const away = toErrorResponse(await refused(), 'de');
    expect(away).toEqual({
      status: 503,
      headers: { 'Retry-After': '10' },
      body: {
        error: { code: 'UNAVAILABLE', message: expect.stringContaining('Die Website kann gerade nicht antworten') },
      },
    });
    const full = toErrorResponse(diskFull(), 'en');
    expect(full).toEqual({
      status: 507,
      headers: {},
      body: { error: { code: 'INSUFFICIENT_STORAGE', message: expect.stringContaining('no space left') } },
    });
    expect(toErrorResponse(pgError('23505', 'duplicate key')).status).toBe(500);
  });
});
