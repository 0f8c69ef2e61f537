import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { communityPosts } from './posts';

/**
 * The community feed's counters of one post, kept in the same transaction as the like, comment, share or view
 * that changes them, so a page of the feed reads ten rows instead of counting a million likes.
 */
export const feedPostStats = pgTable('feed_post_stats', {
  postId: text('post_id')
    .primaryKey()
    .references(() => communityPosts.id, { onDelete: 'cascade' }),
  likes: integer('likes').notNull().default(0),
  comments: integer('comments').notNull().default(0),
  shares: integer('shares').notNull().default(0),
  views: integer('views').notNull().default(0),
});

/** A user's mark on a feed post, one per user and post, found by post (primary key) and by user (index). */
const userPostMarkTable = <TName extends string>(name: TName) =>
  pgTable(
    name,
    {
      postId: text('post_id')
        .notNull()
        .references(() => communityPosts.id, { onDelete: 'cascade' }),
      userId: text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [
      primaryKey({ columns: [table.postId, table.userId] }),
      index(`${name}_user_idx`).on(table.userId),
    ],
  );

/** A user's like of a feed post (one per user and post). */
export const feedLikes = userPostMarkTable('feed_likes');

/** A user's bookmark of a feed post (private to the user). */
export const feedBookmarks = userPostMarkTable('feed_bookmarks');

/** One user following another on the feed. */
export const feedFollows = pgTable(
  'feed_follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: text('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index('feed_follows_followee_idx').on(table.followeeId),
  ],
);

/** A comment on a feed post, or a reply to one (`parentId`); `likes` is kept with each comment like. */
export const feedComments = pgTable(
  'feed_comments',
  {
    id: text('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: text('parent_id'),
    content: text('content').notNull(),
    likes: integer('likes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feed_comments_post_idx').on(table.postId, table.createdAt),
    index('feed_comments_author_idx').on(table.authorId, table.createdAt),
  ],
);

/** A user's like of a comment. */
export const feedCommentLikes = pgTable(
  'feed_comment_likes',
  {
    commentId: text('comment_id')
      .notNull()
      .references(() => feedComments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId] })],
);

/**
 * One viewer's view of a post: a user id for a signed-in viewer, else a SHA-256 of the anonymous viewer cookie,
 * so a post counts each viewer once.
 */
export const feedViews = pgTable(
  'feed_views',
  {
    postId: text('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.viewerKey] })],
);

/** A user's report of a post or a comment, with a reason, for the instance owner. */
export const feedReports = pgTable(
  'feed_reports',
  {
    id: text('id').primaryKey(),
    postId: text('post_id').references(() => communityPosts.id, { onDelete: 'cascade' }),
    commentId: text('comment_id').references(() => feedComments.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('feed_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

/** The owner's marks on a feed author: the verified tick, and whether their posts are hidden from the feed. */
export const feedAuthorFlags = pgTable('feed_author_flags', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isVerified: boolean('is_verified').notNull().default(false),
  isHidden: boolean('is_hidden').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
