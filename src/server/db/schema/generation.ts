import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { assets } from './media';
import { workspaces } from './workspaces';

/** One generator submission: its input, progress and summary. The review screen reads it back after a reload. */
export const generationRuns = pgTable(
  'generation_runs',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    method: text('method', { enum: ['prompt', 'url', 'reels', 'upload'] }).notNull(),
    status: text('status', { enum: ['running', 'completed', 'failed'] }).notNull(),
    step: integer('step').notNull().default(0),
    stepMessage: text('step_message').notNull().default(''),
    prompt: text('prompt').notNull(),
    /** The validated request (platforms, variations, creativity, toggles, video config, sources). */
    input: jsonb('input').notNull(),
    /** hasVariations, variations, sourceImages, webSearchSources, enhancedUrlData, notices, provider labels. */
    summary: jsonb('summary'),
    /**
     * What a resumed run reuses instead of redoing, written with its posts in one transaction: the stored
     * scraped images of its media plan, and the notices of the steps already done.
     */
    progress: jsonb('progress'),
    error: text('error'),
    /**
     * The interface language of the request that started the run ('en', 'de', 'es', 'fr'): the step
     * messages, notices and failures it stores are written in it. Null for runs from before: English.
     */
    locale: text('locale'),
    /** The language the posts are written in (ISO 639-1); null for runs stored before runs had one. */
    language: text('language'),
    /** How the language was chosen: 'chosen', 'detected' or 'fallback'. */
    languageSource: text('language_source', { enum: ['chosen', 'detected', 'fallback'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('generation_runs_workspace_idx').on(table.workspaceId, table.createdAt)],
);

/** One generated post of a run (spec 1 §3 "Generated post"). */
export const generatedPosts = pgTable(
  'generated_posts',
  {
    id: text('id').primaryKey(),
    runId: text('run_id')
      .notNull()
      .references(() => generationRuns.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    platform: text('platform').notNull(),
    variation: text('variation').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    hashtags: text('hashtags').array().notNull().default([]),
    strategy: text('strategy').notNull().default(''),
    engagement: text('engagement').notNull().default('medium'),
    mediaType: text('media_type', { enum: ['image', 'video'] })
      .notNull()
      .default('image'),
    imageAssetId: text('image_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    imagePrompt: text('image_prompt'),
    imageStatus: text('image_status', { enum: ['none', 'pending', 'ready', 'fallback'] })
      .notNull()
      .default('none'),
    videoAssetId: text('video_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    videoStatus: text('video_status', {
      enum: ['none', 'pending', 'in-progress', 'ready', 'failed', 'fallback'],
    })
      .notNull()
      .default('none'),
    videoProgress: integer('video_progress'),
    /** The provider's generation id, kept so a restarted job resumes polling instead of starting again. */
    videoGenerationId: text('video_generation_id'),
    videoPrompt: text('video_prompt'),
    videoMessage: text('video_message'),
    videoConfig: jsonb('video_config'),
    isUploadedVideo: boolean('is_uploaded_video').notNull().default(false),
    isUploadedImage: boolean('is_uploaded_image').notNull().default(false),
    generationMethod: text('generation_method', { enum: ['prompt', 'url', 'reels', 'upload'] }).notNull(),
    alternativeAiImageAssetId: text('alternative_ai_image_asset_id').references(() => assets.id, {
      onDelete: 'set null',
    }),
    alternativeAiPrompt: text('alternative_ai_prompt'),
    scrapedImageIndex: integer('scraped_image_index'),
    webSearchSources: jsonb('web_search_sources'),
    isFallback: boolean('is_fallback').notNull().default(false),
    isOffline: boolean('is_offline').notNull().default(false),
    /** The language the post came back in when it is not the run's (ISO 639-1), after the one retry. */
    otherLanguage: text('other_language'),
    /** When the post was last exported (a zip or the clipboard); null when it never was. */
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    /** The stored post it was saved as (Save as draft); such a post leaves the review list. */
    savedAsPostId: text('saved_as_post_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('generated_posts_run_idx').on(table.runId, table.position),
    index('generated_posts_workspace_idx').on(table.workspaceId),
  ],
);

/** Why a post version was recorded: the change that replaced it. */
export const postVersionReasons = ['edit', 'regenerate', 'image', 'media', 'effect', 'restore'] as const;

/**
 * A previous state of a generated post, recorded by every change to it (the review screen's version list; a
 * restore brings one back and records the state it replaces).
 */
export const generatedPostVersions = pgTable(
  'generated_post_versions',
  {
    id: text('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => generatedPosts.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    hashtags: text('hashtags').array().notNull().default([]),
    imagePrompt: text('image_prompt'),
    imageAssetId: text('image_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    videoAssetId: text('video_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    /** Who made the change that replaced this state (null: the user was deleted, or work outside a request). */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: postVersionReasons }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('generated_post_versions_post_idx').on(table.workspaceId, table.postId, table.createdAt)],
);
