import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { generatedPosts } from './generation';
import { assets } from './media';
import { workspaces } from './workspaces';

/**
 * One reels editor edit of a post's video (effect, aspect, trim), rendered by a job: its request, progress
 * and result. The source asset is kept; the result is a new asset.
 */
export const videoEdits = pgTable(
  'video_edits',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => generatedPosts.id, { onDelete: 'cascade' }),
    sourceAssetId: text('source_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    resultAssetId: text('result_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    /** The normalised edit: { effect, aspect, trim }. */
    request: jsonb('request').notNull(),
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed'] }).notNull(),
    /** 0-100 while running, from ffmpeg's encoded time over the clip's length. */
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('video_edits_post_idx').on(table.workspaceId, table.postId, table.createdAt)],
);
