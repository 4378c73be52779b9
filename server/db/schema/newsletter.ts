import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A reader of the newsletter, one row per address (kept lower-case). `pending` until the mailed
 * link confirms it (double opt-in), `unsubscribed` once withdrawn. The consent record is what
 * proves the opt-in: when, through which door, which wording, and a hash of the IP, never the IP.
 */
export const newsletterSubscriber = pgTable(
  'newsletter_subscriber',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    locale: text('locale', { enum: ['en', 'de'] }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    consentSource: text('consent_source', { enum: ['form', 'registration', 'settings'] }).notNull(),
    consentVersion: text('consent_version').notNull(),
    consentIpHash: text('consent_ip_hash').notNull(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('newsletter_subscriber_status_idx').on(table.status, table.locale)],
);

/** An issue of the newsletter, written by an admin in one language and sent once to that language's readers. */
export const newsletterIssue = pgTable('newsletter_issue', {
  id: text('id').primaryKey(),
  locale: text('locale', { enum: ['en', 'de'] }).notNull(),
  subject: text('subject').notNull(),
  intro: text('intro').notNull(),
  postIds: jsonb('post_ids').$type<string[]>().notNull().default([]),
  tripIds: jsonb('trip_ids').$type<string[]>().notNull().default([]),
  status: text('status', { enum: ['draft', 'sending', 'sent'] })
    .notNull()
    .default('draft'),
  authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/**
 * One issue for one reader: the primary key makes a second mail to the same address impossible;
 * `sent_at` stays empty until the mail is handed over, so a restart goes on where it stopped.
 */
export const newsletterDelivery = pgTable(
  'newsletter_delivery',
  {
    issueId: text('issue_id')
      .notNull()
      .references(() => newsletterIssue.id, { onDelete: 'cascade' }),
    subscriberId: text('subscriber_id')
      .notNull()
      .references(() => newsletterSubscriber.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.issueId, table.subscriberId] }),
    index('newsletter_delivery_waiting_idx').on(table.issueId, table.sentAt),
  ],
);
