import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Messages sent with the public contact form; the instance owner reads them on the Instance screen. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/**
 * Newsletter addresses, one row per address (double opt-in): confirmed once the e-mailed link is opened.
 * Both link tokens are stored as SHA-256 hashes; the confirmation one is cleared when used (single use).
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(table.email),
    uniqueIndex('newsletter_subscribers_confirm_idx').on(table.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_idx').on(table.unsubscribeTokenHash),
  ],
);
