import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { communityPosts, generatedPosts, generationRuns, posts } from '../../db/schema';

/** The fields of a post shared straight to the feed. */
export interface NewSharedPost {
  workspaceId: string;
  authorId: string;
  content: string;
  hashtags: string[];
  mediaAssetId: string | null;
  platform: string;
  variation: string;
}

/** 'My posts' and direct shares: every query takes the caller's workspace and user. */
export function createFeedSharingStore(db: Database) {
  return {
    /** A generated post of the workspace. */
    async findGenerated(workspaceId: string, generatedPostId: string) {
      const [row] = await db
        .select()
        .from(generatedPosts)
        .where(and(eq(generatedPosts.workspaceId, workspaceId), eq(generatedPosts.id, generatedPostId)));
      return row;
    },

    /**
     * Inserts a shared post unless one with the same content and platform was published within `windowMs`
     * (the spec's duplicate rule); concurrent shares of the same text wait on one advisory lock. Answers the
     * new post's id, or the existing duplicate's with `isDuplicate`.
     */
    async insertUnlessDuplicate(values: NewSharedPost, windowMs: number, now: Date) {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${values.platform} || ':' || ${values.content}))`,
        );
        const [existing] = await tx
          .select({ id: communityPosts.id })
          .from(communityPosts)
          .where(
            and(
              eq(communityPosts.content, values.content),
              eq(communityPosts.platform, values.platform),
              gte(communityPosts.publishedAt, new Date(now.getTime() - windowMs)),
            ),
          )
          .limit(1);
        if (existing) return { id: existing.id, isDuplicate: true };
        const id = crypto.randomUUID();
        await tx
          .insert(communityPosts)
          .values({ id, ...values, publishedAt: now, idempotencyKey: `share:${id}` });
        return { id, isDuplicate: false };
      });
    },

    /** The caller's own generated (not yet saved) posts of the workspace, newest first. */
    async listGenerated(workspaceId: string, userId: string, limit: number) {
      return db
        .select({
          id: generatedPosts.id,
          content: generatedPosts.content,
          platform: generatedPosts.platform,
          variation: generatedPosts.variation,
          mediaType: generatedPosts.mediaType,
          imageAssetId: generatedPosts.imageAssetId,
          videoAssetId: generatedPosts.videoAssetId,
          createdAt: generatedPosts.createdAt,
        })
        .from(generatedPosts)
        .innerJoin(generationRuns, eq(generationRuns.id, generatedPosts.runId))
        .where(
          and(
            eq(generatedPosts.workspaceId, workspaceId),
            eq(generationRuns.createdBy, userId),
            isNull(generatedPosts.savedAsPostId),
          ),
        )
        .orderBy(desc(generatedPosts.createdAt))
        .limit(limit);
    },

    /** The caller's own stored posts (drafts, scheduled, published) of the workspace, newest first. */
    async listStored(workspaceId: string, userId: string, limit: number) {
      return db
        .select()
        .from(posts)
        .where(and(eq(posts.workspaceId, workspaceId), eq(posts.authorId, userId)))
        .orderBy(desc(posts.lastModified))
        .limit(limit);
    },
  };
}

/** The feed sharing store. */
export type FeedSharingStore = ReturnType<typeof createFeedSharingStore>;
