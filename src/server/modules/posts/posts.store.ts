import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { communityPosts, feedPostStats, generatedPosts, generationRuns, posts } from '../../db/schema';
import { withPlatformResults, type PostRecordWithResults } from './posts.results-store';

/** A stored post row. */
export type PostRecordRow = typeof posts.$inferSelect;
/** The fields of a new stored post (id and workspace are the store's). */
export type NewPostRecord = Omit<typeof posts.$inferInsert, 'id' | 'workspaceId'>;

/** Stored posts of workspaces. Every query takes the workspace id. */
export function createPostsStore(db: Database) {
  const postOf = (workspaceId: string, postId: string) =>
    and(eq(posts.workspaceId, workspaceId), eq(posts.id, postId));

  return {
    /** A generated post of the workspace with its run's prompt and summary, or undefined. */
    async findGenerated(workspaceId: string, generatedPostId: string) {
      const [row] = await db
        .select({ post: generatedPosts, prompt: generationRuns.prompt, runSummary: generationRuns.summary })
        .from(generatedPosts)
        .innerJoin(generationRuns, eq(generationRuns.id, generatedPosts.runId))
        .where(and(eq(generatedPosts.workspaceId, workspaceId), eq(generatedPosts.id, generatedPostId)));
      return row;
    },
    /**
     * Stores `values` as a post of the workspace and marks the generated post as saved, in one transaction.
     * Answers undefined when the generated post was saved already (by a request at the same time).
     */
    async insertFromGenerated(
      workspaceId: string,
      generatedPostId: string,
      values: NewPostRecord,
      /** Runs first in the transaction (a rule that may throw, e.g. the duplicate rule). */
      guard?: (tx: Pick<Database, 'execute'>) => Promise<void>,
    ): Promise<PostRecordRow | undefined> {
      return db.transaction(async (tx) => {
        await guard?.(tx);
        const id = crypto.randomUUID();
        const marked = await tx
          .update(generatedPosts)
          .set({ savedAsPostId: id })
          .where(
            and(
              eq(generatedPosts.workspaceId, workspaceId),
              eq(generatedPosts.id, generatedPostId),
              isNull(generatedPosts.savedAsPostId),
            ),
          )
          .returning({ id: generatedPosts.id });
        if (marked.length === 0) return undefined;
        const [row] = await tx
          .insert(posts)
          .values({ ...values, id, workspaceId, generatedPostId })
          .returning();
        return row;
      });
    },
    async findPost(workspaceId: string, postId: string): Promise<PostRecordRow | undefined> {
      const [row] = await db.select().from(posts).where(postOf(workspaceId, postId));
      return row;
    },
    /**
     * `rows` with the community feed's real counts added to their stats: the views, likes, shares and comments
     * of the feed rows each post was published as (read now, so always current). A post not on the feed keeps
     * its own figures (0 until a platform reports them).
     */
    async withFeedStats(workspaceId: string, rows: PostRecordRow[]): Promise<PostRecordWithResults[]> {
      const published = rows.filter((row) => row.executedAt !== null).map((row) => row.id);
      if (published.length === 0) return withPlatformResults(db, workspaceId, rows);
      const counts = await db
        .select({
          postId: communityPosts.postId,
          views: sql<number>`coalesce(sum(${feedPostStats.views}), 0)::int`,
          likes: sql<number>`coalesce(sum(${feedPostStats.likes}), 0)::int`,
          shares: sql<number>`coalesce(sum(${feedPostStats.shares}), 0)::int`,
          comments: sql<number>`coalesce(sum(${feedPostStats.comments}), 0)::int`,
        })
        .from(communityPosts)
        .innerJoin(feedPostStats, eq(feedPostStats.postId, communityPosts.id))
        .where(and(eq(communityPosts.workspaceId, workspaceId), inArray(communityPosts.postId, published)))
        .groupBy(communityPosts.postId);
      const byPost = new Map(counts.map((count) => [count.postId, count]));
      const withFeed = rows.map((row) => {
        const feed = byPost.get(row.id);
        if (!feed) return row;
        return {
          ...row,
          views: row.views + feed.views,
          likes: row.likes + feed.likes,
          shares: row.shares + feed.shares,
          comments: row.comments + feed.comments,
        };
      });
      // And each destination's link, connection status and platform figures (posts.results-store).
      return withPlatformResults(db, workspaceId, withFeed);
    },
    async listPosts(workspaceId: string, limit = 100): Promise<PostRecordRow[]> {
      return db
        .select()
        .from(posts)
        .where(eq(posts.workspaceId, workspaceId))
        .orderBy(desc(posts.lastModified))
        .limit(limit);
    },
  };
}

/** The posts store. */
export type PostsStore = ReturnType<typeof createPostsStore>;
