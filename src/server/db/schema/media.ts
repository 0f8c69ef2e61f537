import { bigint, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { workspaces } from './workspaces';

/** A media file in a workspace's library: uploaded, AI-generated, scraped or a reels video. */
export const assets = pgTable(
  'assets',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['image', 'video', 'audio', 'document'] }).notNull(),
    source: text('source', { enum: ['uploaded', 'ai-generated', 'scraped', 'reels'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: real('duration_seconds'),
    thumbnailKey: text('thumbnail_key'),
    originalUrl: text('original_url'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assets_workspace_idx').on(table.workspaceId, table.createdAt)],
);
