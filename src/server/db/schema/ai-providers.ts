import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The AI provider the instance owner chose in the app for one capability (text, web-search, image, video,
 * speech, embeddings): instance-wide, one row per capability; no row means offline. The key is stored sealed
 * by the secret box (AES-256-GCM), with its last four characters apart for display.
 */
export const aiProviderSettings = pgTable('ai_provider_settings', {
  capability: text('capability').primaryKey(),
  mode: text('mode', { enum: ['offline', 'remote'] }).notNull(),
  baseUrl: text('base_url'),
  model: text('model'),
  apiKeySealed: text('api_key_sealed'),
  apiKeyLastFour: text('api_key_last_four'),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
