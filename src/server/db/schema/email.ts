import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail the instance sends; delivered by SMTP when configured, else kept here for the owner to read. */
export const emailOutbox = pgTable('email_outbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  transport: text('transport', { enum: ['outbox', 'smtp'] }).notNull(),
  status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
