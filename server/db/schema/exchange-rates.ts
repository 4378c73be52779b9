import { date, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The newest reference rates fetched from ECB_RATES_URL (ADR 0081), one row per source, so that
 * every instance converts alike; without a row the snapshot shipped with the site is used.
 */
export const exchangeRates = pgTable('exchange_rates', {
  source: text('source').primaryKey(),
  /** The day the rates are of, as the file says. */
  date: date('date').notNull(),
  /** Units of each currency one euro buys. */
  rates: jsonb('rates').$type<Record<string, number>>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});
