import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { projects } from './projects';
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
    /** Library: the one project the asset belongs to (spec 2 §3 Asset.projectId); deleting it keeps the asset. */
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** Library: starred by a member of the workspace (the Favourites filter). */
    favorite: boolean('favorite').notNull().default(false),
    /** Library: when it was archived (the Archived filter; every other filter leaves it out); null when not. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Usage stats, counted by the library: viewer opens, downloads (single and zip), shares. */
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assets_workspace_idx').on(table.workspaceId, table.createdAt),
    // The library's name sorts order by lower(title) (library.store.ts): the index holds the same expression.
    index('assets_workspace_lower_title_idx').on(table.workspaceId, sql`lower(${table.title})`),
    index('assets_workspace_size_idx').on(table.workspaceId, table.size),
    index('assets_project_idx').on(table.projectId),
  ],
);
