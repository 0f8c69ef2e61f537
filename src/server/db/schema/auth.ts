import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Accounts (better-auth's `user` model). */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** The user's IANA time zone (validated with Intl); null until the browser reports one at first sign-in. */
  timeZone: text('time_zone'),
  ...timestamps,
});

/** Server sessions (better-auth's `session` model); the cookie holds a signed random token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Credentials (better-auth's `account` model): the argon2id password hash lives here. */
export const credentials = pgTable(
  'credentials',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('credentials_user_idx').on(table.userId)],
);

/**
 * Single-use verification values (better-auth's `verification` model): password-reset links live here, as
 * `reset-password#<SHA-256 of the token>` with the user id as value (see hashVerificationIdentifier).
 */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    index('verifications_identifier_idx').on(table.identifier),
    index('verifications_value_idx').on(table.value),
  ],
);

/**
 * Client addresses each account has logged in from (HMAC of the address, never the address itself), with the
 * last time. A login from one of them is not slowed down by the failures others cause on the account.
 */
export const knownLoginAddresses = pgTable(
  'known_login_addresses',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.addressHash] })],
);

/**
 * A pending change of an account's e-mail address: the new address and the SHA-256 of the single-use token
 * e-mailed to it. One live link per account (the user id is the key: a new request replaces the earlier
 * one); it expires, and it is used only by the same signed-in account.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_changes_token_idx').on(table.tokenHash)],
);
