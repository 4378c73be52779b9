import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** better-auth's core tables (user, session, account, verification, rateLimit) plus Itinera's user fields. */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  locale: text('locale').notNull().default('en'),
  role: text('role').notNull().default('user'),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  newsletterConsentAt: timestamp('newsletter_consent_at', { withTimezone: true }),
  /** Mails about comments on one's trips and replies to one's comments (ADR 0037). */
  commentMails: boolean('comment_mails').notNull().default(true),
  /** A mail when another traveller uses one of one's trips for their own (ADR 0073); off unless asked for. */
  copyMails: boolean('copy_mails').notNull().default(false),
  /** Blocked by an admin (ADR 0038): no session is made for the account while this is set. */
  blockedAt: timestamp('blocked_at', { withTimezone: true }),
  blockedReason: text('blocked_reason'),
  /** A verified TOTP second factor is on (ADR 0086); better-auth's two-factor plugin keeps it. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /** When an admin or editor must have a second factor by, set when first told (REQUIRE_SECOND_FACTOR). */
  secondFactorDueAt: timestamp('second_factor_due_at', { withTimezone: true }),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** Throttling counters live in the database so that every server instance sees the same ones. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** Per-account throttling (better-auth's own limiter keys by IP only): attempts per key and window. */
export const accountThrottle = pgTable('account_throttle', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
});

/**
 * better-auth's two-factor plugin (ADR 0086): the TOTP secret and the recovery codes, both
 * encrypted with AUTH_SECRET, and its own count of wrong codes. Goes with the account.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(false),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('two_factor_user_id_idx').on(table.userId)],
);

/**
 * A member's passkeys (ADR 0087): the WebAuthn credential's id and public key, which are not
 * secrets, and the signature counter that tells a cloned authenticator.
 */
export const passkey = pgTable(
  'passkey',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').notNull().default(''),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkey_user_id_idx').on(table.userId)],
);
