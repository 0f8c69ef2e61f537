import { and, eq, sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import {
  communityPosts,
  feedAuthorFlags,
  feedBookmarks,
  feedFollows,
  feedLikes,
  feedViews,
} from '../../db/schema';
import { applyViewerMarks, queryFeedPage } from './feed-page.query';

/** A feed post row as the page query reads it (counters and the viewer's marks included). */
export type FeedPostRow = {
  id: string;
  content: string;
  hashtags: string[];
  platform: string;
  variation: string;
  published_at: string;
  published_at_text: string;
  workspace_id: string;
  media_asset_id: string | null;
  media_type: string | null;
  has_thumbnail: boolean;
  author_id: string | null;
  author_name: string | null;
  author_username: string | null;
  author_avatar_id: string | null;
  author_verified: boolean;
  prompt: string;
  likes: number;
  comments: number;
  shares: number;
  views: number;
  is_liked: boolean;
  is_bookmarked: boolean;
  is_following_author: boolean;
};

/** Something that runs SQL: the database or a transaction. */
export type SqlExecutor = Pick<Database, 'execute'>;

/** Runs a raw query and answers its rows (node-postgres' `rows`, typed by the caller's select list). */
export async function queryRows<T extends Record<string, unknown>>(
  executor: SqlExecutor,
  query: SQL,
): Promise<T[]> {
  const result: unknown = await executor.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Where a page starts: after the post published at `publishedAt` (PostgreSQL's text) with id `id`. */
export interface FeedCursor {
  publishedAt: string;
  id: string;
}

/** Which posts a page lists: all visible ones, only authors the viewer follows, or one post. */
export interface FeedQuery {
  viewerId: string | null;
  cursor?: FeedCursor;
  followingOnly?: boolean;
  postId?: string;
  limit: number;
}

/**
 * The community feed's queries. The feed is public: reads span every workspace; every write is scoped to the
 * caller (their user id) and counters change in the same transaction as the row they count.
 */
export function createFeedStore(db: Database, pool: pg.Pool) {
  async function bumpStat(
    executor: SqlExecutor,
    postId: string,
    column: 'likes' | 'comments' | 'shares' | 'views',
    delta: number,
  ): Promise<number> {
    const target = sql.identifier(column);
    const result = await queryRows<{ value: number }>(
      executor,
      sql`
      insert into feed_post_stats (post_id, ${target}) values (${postId}, greatest(${delta}, 0))
      on conflict (post_id) do update set ${target} = greatest(feed_post_stats.${target} + ${delta}, 0)
      returning ${target} as value`,
    );
    return Number(result[0]?.value ?? 0);
  }

  return {
    /**
     * A page (or one post) of the visible feed, newest first, keyset-paged on (published_at, id), with the
     * viewer's marks (see feed-page.query.ts for how it stays fast at any depth).
     */
    async findPosts(query: FeedQuery): Promise<FeedPostRow[]> {
      if (query.followingOnly && !query.viewerId) return [];
      const rows = await queryFeedPage(pool, query);
      return query.viewerId ? applyViewerMarks(pool, query.viewerId, rows) : rows;
    },

    /** The post's author and workspace, when it exists and is visible (its author not hidden). */
    async findVisiblePost(postId: string) {
      const result = await queryRows<{ id: string; author_id: string | null; workspace_id: string }>(
        db,
        sql`
        select cp.id, cp.author_id, cp.workspace_id from community_posts cp
        left join feed_author_flags f on f.user_id = cp.author_id
        where cp.id = ${postId} and f.is_hidden is not true`,
      );
      return result[0];
    },

    /** The post's author and workspace, whether or not its author is hidden: what removing it needs. */
    async findPostOwner(postId: string) {
      const [row] = await db
        .select({ id: communityPosts.id, authorId: communityPosts.authorId })
        .from(communityPosts)
        .where(eq(communityPosts.id, postId));
      return row;
    },

    /** Removes a post (its likes, comments, views and counters go with it). */
    async deletePost(postId: string): Promise<boolean> {
      const rows = await db.delete(communityPosts).where(eq(communityPosts.id, postId)).returning();
      return rows.length > 0;
    },

    /** Sets the user's like of a post and answers the post's like count. */
    async setLike(postId: string, userId: string, isLiked: boolean): Promise<number> {
      return db.transaction(async (tx) => {
        if (isLiked) {
          const added = await tx
            .insert(feedLikes)
            .values({ postId, userId })
            .onConflictDoNothing()
            .returning();
          if (added.length > 0) return bumpStat(tx, postId, 'likes', 1);
        } else {
          const removed = await tx
            .delete(feedLikes)
            .where(and(eq(feedLikes.postId, postId), eq(feedLikes.userId, userId)))
            .returning();
          if (removed.length > 0) return bumpStat(tx, postId, 'likes', -1);
        }
        return bumpStat(tx, postId, 'likes', 0);
      });
    },

    /** Sets the user's bookmark of a post. */
    async setBookmark(postId: string, userId: string, isBookmarked: boolean): Promise<void> {
      if (isBookmarked) {
        await db.insert(feedBookmarks).values({ postId, userId }).onConflictDoNothing();
      } else {
        await db
          .delete(feedBookmarks)
          .where(and(eq(feedBookmarks.postId, postId), eq(feedBookmarks.userId, userId)));
      }
    },

    /** Records a viewer's view once and answers the post's view count. */
    async addView(postId: string, viewerKey: string): Promise<number> {
      return db.transaction(async (tx) => {
        const added = await tx
          .insert(feedViews)
          .values({ postId, viewerKey })
          .onConflictDoNothing()
          .returning();
        return bumpStat(tx, postId, 'views', added.length > 0 ? 1 : 0);
      });
    },

    /** Counts one share and answers the share count. */
    async addShare(postId: string): Promise<number> {
      return bumpStat(db, postId, 'shares', 1);
    },

    /** Sets whether `followerId` follows `followeeId`. */
    async setFollow(followerId: string, followeeId: string, isFollowing: boolean): Promise<void> {
      if (isFollowing) {
        await db.insert(feedFollows).values({ followerId, followeeId }).onConflictDoNothing();
      } else {
        await db
          .delete(feedFollows)
          .where(and(eq(feedFollows.followerId, followerId), eq(feedFollows.followeeId, followeeId)));
      }
    },

    /** The followers of a user (`direction` 'followers') or the users they follow ('following'). */
    async listFollowUsers(userId: string, direction: 'followers' | 'following') {
      const [mine, theirs] =
        direction === 'followers'
          ? [sql`ff.followee_id`, sql`ff.follower_id`]
          : [sql`ff.follower_id`, sql`ff.followee_id`];
      const result = await queryRows<AuthorRow>(
        db,
        sql`
        select u.id, coalesce(nullif(trim(up.display_name), ''), u.name) as name, up.username,
          up.avatar_asset_id, coalesce(f.is_verified, false) as verified
        from feed_follows ff
        join users u on u.id = ${theirs}
        left join user_profiles up on up.user_id = u.id
        left join feed_author_flags f on f.user_id = u.id
        where ${mine} = ${userId}
        order by ff.created_at desc limit 500`,
      );
      return result;
    },

    /** Whether a user exists (follow targets). */
    async userExists(userId: string): Promise<boolean> {
      const result = await queryRows<Record<string, unknown>>(
        db,
        sql`select 1 from users where id = ${userId}`,
      );
      return result.length > 0;
    },

    /** Sets the owner's flags on an author and answers them. */
    async setAuthorFlags(userId: string, flags: { isVerified?: boolean; isHidden?: boolean }) {
      const [row] = await db
        .insert(feedAuthorFlags)
        .values({ userId, isVerified: flags.isVerified ?? false, isHidden: flags.isHidden ?? false })
        .onConflictDoUpdate({
          target: feedAuthorFlags.userId,
          set: {
            ...(flags.isVerified === undefined ? {} : { isVerified: flags.isVerified }),
            ...(flags.isHidden === undefined ? {} : { isHidden: flags.isHidden }),
            updatedAt: new Date(),
          },
        })
        .returning();
      return { isVerified: row?.isVerified ?? false, isHidden: row?.isHidden ?? false };
    },

    /**
     * Whether an asset may be served to anyone: the media of a visible community post, or a profile's avatar.
     * Answers the asset's storage facts then.
     */
    async findPublicAsset(assetId: string) {
      const result = await queryRows<{
        storage_key: string;
        thumbnail_key: string | null;
        content_type: string;
        title: string;
      }>(
        db,
        sql`
        select a.storage_key, a.thumbnail_key, a.content_type, a.title from assets a
        where a.id = ${assetId} and (
          exists(select 1 from community_posts cp left join feed_author_flags f on f.user_id = cp.author_id
                 where cp.media_asset_id = a.id and f.is_hidden is not true)
          or exists(select 1 from user_profiles up where up.avatar_asset_id = a.id))`,
      );
      return result[0];
    },

    bumpStat,
  };
}

/** A user as the follow lists and comments read them. */
export type AuthorRow = {
  id: string;
  name: string;
  username: string | null;
  avatar_asset_id: string | null;
  verified: boolean;
};

/** The feed store. */
export type FeedStore = ReturnType<typeof createFeedStore>;
