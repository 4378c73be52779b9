import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Captcha challenges already answered, kept until they expire: each challenge counts once. */
export const captchaSpent = pgTable('captcha_spent', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
