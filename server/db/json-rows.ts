import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * Columns and subqueries as one JSON object under the names the code gives them (`placeId`, not
 * `place_id`): a read that returns a whole tree in one query (ADR 0045).
 */
export const jsonObject = (fields: Record<string, Column | SQL>) =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  )})`;

/** JSON has no dates: the names of `columns` whose timestamps a JSON object holds as text. */
export const timestampNames = (columns: Record<string, Column>) =>
  Object.entries(columns)
    .filter(([, column]) => column.columnType === 'PgTimestamp')
    .map(([name]) => name);

/** An object read as JSON with its timestamps (`names`) as the Dates a read of the columns gives. */
export function withDates<T>(row: Record<string, unknown>, names: readonly string[]): T {
  for (const name of names) {
    const value = row[name];
    if (typeof value === 'string') row[name] = new Date(value);
  }
  return row as T;
}
