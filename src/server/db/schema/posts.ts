import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BoostSettings } from '../../../shared/domain/boost';
import { postRecordStatuses, storedVideoStatuses } from '../../../shared/domain/post-records';
import { users } from './auth';
import { generatedPosts } from './generation';
import { assets } from './media';
import { workspaces } from './workspaces';

/**
 * A stored post record of a workspace (spec 1 §3 "Stored post record"): a draft saved from the review, a
 * scheduled post, or a post published (executed). Stats hold only real figures: 0 until a platform reports them.
 */
export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The generated post it was saved from (null when that post was deleted). */
    generatedPostId: text('generated_post_id').references(() => generatedPosts.id, { onDelete: 'set null' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: postRecordStatuses }).notNull(),
    platforms: text('platforms').array().notNull(),
    /**
     * Where the post is published (destination ids: 'community', a connected account's destination), chosen per
     * post in the Post now / Schedule modal; the publish job sends it to these and no others.
     */
    destinations: text('destinations').array().notNull().default(['community']),
    /**
     * How the user sent it: 'now' (Post now) or 'schedule' (Schedule for Later); null for a draft never sent.
     * Decides the event announced when it goes out, also after a Retry.
     */
    publishMode: text('publish_mode', { enum: ['now', 'schedule'] }),
    hashtags: text('hashtags').array().notNull().default([]),
    thumbnailAssetId: text('thumbnail_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    /** The post's video when its media is a video (the thumbnail stays its image, when it has one). */
    videoAssetId: text('video_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    /**
     * A video regeneration from the history (the `generation.video` job with the history settings):
     * none, pending, in-progress, ready or failed (the old video stays; videoMessage says why).
     */
    videoStatus: text('video_status', { enum: storedVideoStatuses }).notNull().default('none'),
    videoProgress: integer('video_progress'),
    /** The provider's generation id, kept so a restarted job resumes polling instead of starting again. */
    videoGenerationId: text('video_generation_id'),
    /** Why the last regeneration failed, or a notice of the clip (e.g. made without narration). */
    videoMessage: text('video_message'),
    /** The video settings of the last regeneration (the history's: spec 1 §7) and its language. */
    videoConfig: jsonb('video_config'),
    /** The interface language of whoever asked for the regeneration: its messages are stored in it. */
    videoLocale: text('video_locale'),
    /** True when the current video was made by the offline renderer (no AI video provider configured). */
    isVideoOffline: boolean('is_video_offline').notNull().default(false),
    /** The generated post's expected engagement ('low' | 'medium' | 'high'). */
    expectedEngagement: text('expected_engagement').notNull().default('medium'),
    variation: text('variation').notNull(),
    originalPrompt: text('original_prompt').notNull().default(''),
    boostSettings: jsonb('boost_settings').$type<BoostSettings>(),
    /** When it is to be published (UTC), and the IANA time zone the user chose it in. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    timeZone: text('time_zone'),
    /** Why the last publication failed (shown with Retry). */
    failureMessage: text('failure_message'),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull().defaultNow(),
    executedAt: timestamp('executed_at', { withTimezone: true }),
  },
  (table) => [
    index('posts_workspace_idx').on(table.workspaceId, table.status, table.lastModified),
    uniqueIndex('posts_generated_post_idx').on(table.generatedPostId),
    // Post history: keyset pages of the workspace's posts, last changed first (posts.history-store).
    index('posts_history_idx').on(table.workspaceId, table.lastModified.desc(), table.id.desc()),
    // Calendar: posts of a workspace by the time they go (or went) out.
    index('posts_calendar_idx').on(
      table.workspaceId,
      sql`coalesce(${table.executedAt}, ${table.scheduledFor})`,
    ),
  ],
);

/** The state of one publication attempt of a post to one destination. */
export const publishAttemptStates = ['pending', 'succeeded', 'failed', 'unknown'] as const;

/**
 * One publication of a post to a destination, written before the destination is called. Its idempotency key
 * is what the destination is asked with, so a job that crashed finds out whether the post went out.
 */
export const postPublishAttempts = pgTable(
  'post_publish_attempts',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    destination: text('destination').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    state: text('state', { enum: publishAttemptStates }).notNull(),
    externalId: text('external_id'),
    /** The publication's public link on the platform, when its adapter answered one ('View on …'). */
    url: text('url'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('post_publish_attempts_key_idx').on(table.idempotencyKey),
    index('post_publish_attempts_post_idx').on(table.workspaceId, table.postId),
    /** The metrics job's pass: succeeded attempts updated since a date (platforms.metrics-store `listDue`). */
    index('post_publish_attempts_state_updated_idx').on(table.state, table.updatedAt),
  ],
);

/**
 * The community feed destination: one row per post published to the app's own feed. The idempotency key is
 * unique, so a publication asked twice (a job retried after a crash) stores one row.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: text('id').primaryKey(),
    postId: text('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /** The generated post it came from (shared directly or published): one feed post per generated post. */
    generatedPostId: text('generated_post_id').references(() => generatedPosts.id, { onDelete: 'set null' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    hashtags: text('hashtags').array().notNull().default([]),
    mediaAssetId: text('media_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    platform: text('platform').notNull(),
    variation: text('variation').notNull(),
    /** The AI prompt the post was generated from (the viewer shows it), kept with the feed post. */
    prompt: text('prompt').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    idempotencyKey: text('idempotency_key').notNull(),
  },
  (table) => [
    uniqueIndex('community_posts_key_idx').on(table.idempotencyKey),
    uniqueIndex('community_posts_generated_post_idx').on(table.generatedPostId),
    index('community_posts_published_idx').on(table.publishedAt),
    // The feed's keyset order (newest first, id breaking ties): a page reads 10 index entries at any depth.
    index('community_posts_feed_order_idx').on(table.publishedAt.desc(), table.id.desc()),
  ],
);

/**
 * A publication's figures as its platform counts them (views, likes, comments, shares; null: the platform does
 * not offer that figure), fetched on a schedule by the `platforms.metrics` job: one row per publication
 * attempt, updated in place with the fetch time. History and analytics add them to the post's real figures.
 */
export const postPlatformStats = pgTable(
  'post_platform_stats',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    attemptId: text('attempt_id')
      .notNull()
      .references(() => postPublishAttempts.id, { onDelete: 'cascade' }),
    /** The platform the figures come from (the label shown beside them). */
    platform: text('platform').notNull(),
    externalId: text('external_id').notNull(),
    views: integer('views'),
    likes: integer('likes'),
    comments: integer('comments'),
    shares: integer('shares'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('post_platform_stats_attempt_idx').on(table.attemptId),
    index('post_platform_stats_post_idx').on(table.workspaceId, table.postId),
  ],
);
