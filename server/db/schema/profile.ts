import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** What a user tells others about themselves; one row per user, created on first edit. */
export const userProfile = pgTable(
  'user_profile',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    alias: text('alias'),
    location: text('location'),
    aboutMe: text('about_me'),
    traveledCountries: text('traveled_countries').array().notNull().default(sql`'{}'::text[]`),
    favoriteCountries: text('favorite_countries').array().notNull().default(sql`'{}'::text[]`),
    socialProfiles: jsonb('social_profiles').$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Aliases are compared without case, so `/Jana` and `/jana` can never be two people.
  (table) => [uniqueIndex('user_profile_alias_idx').on(sql`lower(${table.alias})`)],
);
