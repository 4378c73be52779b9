import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { costFromPriceText } from '#domain/price-text.ts';
import { loadTrip } from '../features/trips/trip-record.ts';
import { dailyCostOf } from '../features/trips/trip-search-document.ts';
import { currentRates } from '../rates/exchange-rates.ts';
import type { Db } from './client.ts';
import { accommodation, activity, appMeta, direction, place, trip } from './schema/index.ts';

/**
 * Changes to stored rows that SQL cannot make with the domain's own rules. A migration asks for one
 * by inserting `pending:<name>` into `app_meta`; after the migrations, `runDataSteps` runs each
 * pending step once, in the transaction that deletes its row, so of several instances starting
 * together exactly one runs it.
 */
type DataStep = { name: string; run(tx: Db): Promise<void> };

const batchSize = 500;

/**
 * Migration 0026 (ADR 0078): the free-text prices of stored stays, legs and activities become
 * amounts where they read as one, by the parser the demo trips use; the rest stay as the note.
 */
async function priceTexts(tx: Db): Promise<void> {
  for (const table of [accommodation, direction, activity]) {
    let after = '';
    for (;;) {
      const rows = await tx
        .select({ id: table.id, price: table.price, country: place.country })
        .from(table)
        .innerJoin(place, eq(place.id, table.placeId))
        .where(and(isNotNull(table.price), isNull(table.amount), sql`${table.id} > ${after}`))
        .orderBy(table.id)
        .limit(batchSize);
      if (rows.length === 0) break;
      after = rows.at(-1)?.id ?? after;
      const read = rows.flatMap((row) => {
        const cost = costFromPriceText(row.price, row.country);
        return cost.amount === null ? [] : [{ id: row.id, ...cost }];
      });
      if (read.length === 0) continue;
      const values = sql.join(
        read.map(
          (row) =>
            sql`(${row.id}, ${row.price || null}, ${String(row.amount)}::numeric, ${row.currency}, ${row.covers})`,
        ),
        sql`, `,
      );
      await tx.execute(sql`UPDATE ${table} SET price = v.price, amount = v.amount, currency = v.currency,
        covers = v.covers FROM (VALUES ${values}) AS v(id, price, amount, currency, covers)
        WHERE ${table.id} = v.id`);
    }
  }
}

/** A station's rows with an amount. */
const amounts = (table: typeof accommodation | typeof direction | typeof activity) =>
  sql`EXISTS (SELECT 1 FROM ${table} WHERE ${table.placeId} = ${place.id} AND ${table.amount} IS NOT NULL)`;

/**
 * Migration 0027 (ADR 0081): the cost per day search filters by, for stored trips with amounts, by
 * the budget rule of the trip page; saving a trip writes it from then on. After `priceTexts`, whose
 * amounts it counts.
 */
async function dailyCosts(tx: Db): Promise<void> {
  const rates = await currentRates(tx);
  let after = '';
  for (;;) {
    const rows = await tx
      .selectDistinct({ id: place.tripId })
      .from(place)
      .where(and(sql`${place.tripId} > ${after}`, or(amounts(accommodation), amounts(direction), amounts(activity))))
      .orderBy(place.tripId)
      .limit(batchSize);
    if (rows.length === 0) break;
    after = rows.at(-1)?.id ?? after;
    for (const { id } of rows) {
      const record = await loadTrip(tx, id);
      if (record)
        await tx
          .update(trip)
          .set({ dailyCost: dailyCostOf(record, rates) })
          .where(eq(trip.id, id));
    }
  }
}

export const dataSteps: DataStep[] = [
  { name: 'price-texts', run: priceTexts },
  { name: 'daily-costs', run: dailyCosts },
];

export async function runDataSteps(db: Db, steps: readonly DataStep[] = dataSteps): Promise<void> {
  const keys = steps.map((step) => `pending:${step.name}`);
  const pending = await db.select({ key: appMeta.key }).from(appMeta).where(inArray(appMeta.key, keys));
  for (const step of steps) {
    if (!pending.some((row) => row.key === `pending:${step.name}`)) continue;
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .delete(appMeta)
        .where(eq(appMeta.key, `pending:${step.name}`))
        .returning({ key: appMeta.key });
      if (claimed) await step.run(tx as unknown as Db);
    });
  }
}
