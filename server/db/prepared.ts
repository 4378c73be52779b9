import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client.ts';

const duplicatePreparedStatement = '42P05';

/** What a prepared query takes: the values of its `sql.placeholder`s. */
export type PreparedValue = string | readonly string[] | Date;

/** A quoted constant for PGlite's EXECUTE (standard_conforming_strings: a backslash is plain text). */
function literal(value: PreparedValue | unknown): string {
  if (value instanceof Date) return literal(value.toISOString());
  if (Array.isArray(value)) return value.length ? `ARRAY[${value.map(literal).join(', ')}]` : `'{}'`;
  if (typeof value !== 'string' || value.includes('\0')) throw new TypeError('A prepared value is a string');
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * A read asked so often that planning it costs more than running it (the signed-in trip page asks
 * one per request, ADR 0039): PostgreSQL plans it once per connection. On a server, node-postgres
 * prepares the named statement on each pooled connection's first use. PGlite is one connection in
 * this process whose driver prepares nothing, so SQL PREPARE plans it once; SQL EXECUTE takes no
 * bind parameters, hence its values go as quoted constants, in one simple query (a third faster
 * than the extended protocol's two round trips).
 */
export function preparedQuery<Row>(label: string, query: SQL) {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  // Each bundle holding this module prepares on the same connection: the text names the statement.
  const name = `${label}_${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
  const ready = new WeakMap<PGlite, Promise<unknown>>();
  const prepareOn = (client: PGlite) => {
    let prepared = ready.get(client);
    if (!prepared) {
      prepared = client.exec(`PREPARE ${name} AS ${text}`).catch((error: unknown) => {
        if ((error as { code?: string }).code === duplicatePreparedStatement) return;
        ready.delete(client);
        throw error;
      });
      ready.set(client, prepared);
    }
    return prepared;
  };
  return async (db: Db, values: Record<string, PreparedValue>): Promise<Row[]> => {
    const args = fillPlaceholders(params, values);
    const client = db.$client as PGlite | pg.Pool | undefined;
    // A transaction's connection is its own, busy with the transaction, and not named here.
    if (!client) throw new Error(`${label}: a prepared query reads from the database, never in a transaction`);
    if (client instanceof PGlite) {
      await prepareOn(client);
      const [result] = await client.exec(`EXECUTE ${name}(${args.map(literal).join(', ')})`);
      return (result?.rows ?? []) as Row[];
    }
    return (await client.query({ name, text, values: args })).rows as Row[];
  };
}
