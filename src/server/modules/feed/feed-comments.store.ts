import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedCommentLikes, feedComments, feedReports } from '../../db/schema';
import { queryRows, type FeedStore } from './feed.store';

/** A comment row with its author, the viewer's like and its author's account age. */
export type FeedCommentRow = {
  id: string;
  post_id: string;
  parent_id: string | null;
  content: string;
  likes: number;
  created_at: string;
  author_id: string;
  author_name: string;
  author_username: string | null;
  author_avatar_id: string | null;
  author_verified: boolean;
  author_created_at: string;
  is_liked: boolean;
};

/** An open report with what it is about. */
export type FeedReportRow = {
  id: string;
  post_id: string | null;
  comment_id: string | null;
  content: string;
  author_id: string;
  author_name: string;
  reporter_name: string;
  reason: string;
  created_at: string;
};

/** A feed author with the owner's marks and their number of feed posts. */
export type ModeratedAuthorRow = {
  id: string;
  name: string;
  username: string | null;
  avatar_asset_id: string | null;
  verified: boolean;
  is_hidden: boolean;
  posts: number;
};

/** Comments, comment likes and reports of the feed; counters change in the same transaction. */
export function createFeedCommentsStore(db: Database, feed: Pick<FeedStore, 'bumpStat'>) {
  async function findComments(where: SQL, viewerId: string | null) {
    const result = await queryRows<FeedCommentRow>(
      db,
      sql`
      select c.id, c.post_id, c.parent_id, c.content, c.likes, c.created_at, c.author_id,
        coalesce(nullif(trim(up.display_name), ''), u.name) as author_name, up.username as author_username,
        up.avatar_asset_id as author_avatar_id, coalesce(f.is_verified, false) as author_verified,
        u.created_at as author_created_at,
        exists(select 1 from feed_comment_likes cl where cl.comment_id = c.id and cl.user_id = ${viewerId})
          as is_liked
      from feed_comments c
      join users u on u.id = c.author_id
      left join user_profiles up on up.user_id = c.author_id
      left join feed_author_flags f on f.user_id = c.author_id
      where f.is_hidden is not true and ${where}
      order by c.created_at desc, c.id desc
      limit 500`,
    );
    return result;
  }

  return {
    /** The comments and replies of a post, newest first. */
    async listComments(postId: string, viewerId: string | null): Promise<FeedCommentRow[]> {
      return findComments(sql`c.post_id = ${postId}`, viewerId);
    },
    /** A comment's post and author, whoever wrote it (hidden authors too): what removing it needs. */
    async findCommentOwner(commentId: string) {
      const [row] = await db
        .select({ id: feedComments.id, postId: feedComments.postId, authorId: feedComments.authorId })
        .from(feedComments)
        .where(eq(feedComments.id, commentId));
      return row;
    },
    /** One comment (not when its author is hidden). */
    async findComment(commentId: string, viewerId: string | null): Promise<FeedCommentRow | undefined> {
      const [row] = await findComments(sql`c.id = ${commentId}`, viewerId);
      return row;
    },
    /** Adds a comment and answers its id and the post's new comment count. */
    async addComment(values: { postId: string; authorId: string; parentId: string | null; content: string }) {
      return db.transaction(async (tx) => {
        const id = crypto.randomUUID();
        await tx.insert(feedComments).values({ id, ...values });
        const stored = await feed.bumpStat(tx, values.postId, 'comments', 1);
        // The count the feed shows leaves out comments of hidden authors (see hiddenComments).
        const [hidden] = await queryRows<{ count: number }>(
          tx,
          sql`select count(*)::int as count from feed_author_flags hf
            join feed_comments hc on hc.author_id = hf.user_id
            where hf.is_hidden and hc.post_id = ${values.postId}`,
        );
        return { id, comments: Math.max(stored - (hidden?.count ?? 0), 0) };
      });
    },
    /** Removes a comment with its replies; the post's count goes down by as many. */
    async deleteComment(commentId: string, postId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(feedComments)
          .where(or(eq(feedComments.id, commentId), eq(feedComments.parentId, commentId)))
          .returning({ id: feedComments.id });
        if (removed.length > 0) await feed.bumpStat(tx, postId, 'comments', -removed.length);
      });
    },
    /** Sets the user's like of a comment and answers its like count. */
    async setCommentLike(commentId: string, userId: string, isLiked: boolean): Promise<number> {
      return db.transaction(async (tx) => {
        let delta = 0;
        if (isLiked) {
          const added = await tx
            .insert(feedCommentLikes)
            .values({ commentId, userId })
            .onConflictDoNothing()
            .returning();
          delta = added.length;
        } else {
          const removed = await tx
            .delete(feedCommentLikes)
            .where(and(eq(feedCommentLikes.commentId, commentId), eq(feedCommentLikes.userId, userId)))
            .returning();
          delta = -removed.length;
        }
        const [row] = await tx
          .update(feedComments)
          .set({ likes: sql`greatest(${feedComments.likes} + ${delta}, 0)` })
          .where(eq(feedComments.id, commentId))
          .returning({ likes: feedComments.likes });
        return row?.likes ?? 0;
      });
    },
    /** Stores a report. */
    async addReport(values: { postId?: string; commentId?: string; reporterId: string; reason: string }) {
      await db.insert(feedReports).values({ id: crypto.randomUUID(), ...values });
    },
    /** The open reports, oldest first, with the reported text and its author. */
    async listOpenReports(): Promise<FeedReportRow[]> {
      const result = await queryRows<FeedReportRow>(
        db,
        sql`
        select r.id, r.post_id, r.comment_id, r.reason, r.created_at,
          coalesce(cp.content, c.content, '') as content,
          coalesce(cp.author_id, c.author_id, '') as author_id,
          coalesce(nullif(trim(ap.display_name), ''), au.name, '') as author_name,
          coalesce(nullif(trim(rp.display_name), ''), ru.name) as reporter_name
        from feed_reports r
        left join community_posts cp on cp.id = r.post_id
        left join feed_comments c on c.id = r.comment_id
        left join users au on au.id = coalesce(cp.author_id, c.author_id)
        left join user_profiles ap on ap.user_id = au.id
        join users ru on ru.id = r.reporter_id
        left join user_profiles rp on rp.user_id = ru.id
        where r.resolved_at is null
        order by r.created_at asc limit 200`,
      );
      return result;
    },
    /** Everyone who has posted to the feed or carries a mark, by name (at most 500). */
    async listModeratedAuthors(): Promise<ModeratedAuthorRow[]> {
      return queryRows<ModeratedAuthorRow>(
        db,
        sql`
        select u.id, coalesce(nullif(trim(up.display_name), ''), u.name) as name, up.username,
          up.avatar_asset_id, coalesce(f.is_verified, false) as verified, coalesce(f.is_hidden, false) as is_hidden,
          (select count(*)::int from community_posts cp where cp.author_id = u.id) as posts
        from users u
        left join user_profiles up on up.user_id = u.id
        left join feed_author_flags f on f.user_id = u.id
        where f.user_id is not null or exists(select 1 from community_posts cp where cp.author_id = u.id)
        order by lower(coalesce(nullif(trim(up.display_name), ''), u.name)), u.id
        limit 500`,
      );
    },
    /** Closes a report; false when there is no open one with that id. */
    async resolveReport(reportId: string): Promise<boolean> {
      const rows = await db
        .update(feedReports)
        .set({ resolvedAt: new Date() })
        .where(and(eq(feedReports.id, reportId), sql`${feedReports.resolvedAt} is null`))
        .returning({ id: feedReports.id });
      return rows.length > 0;
    },
  };
}

/** The feed comments store. */
export type FeedCommentsStore = ReturnType<typeof createFeedCommentsStore>;
