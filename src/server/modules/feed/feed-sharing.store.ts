import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { communityPosts, generatedPosts, generationRuns, posts } from '../../db/schema';

/** The fields of a post added to the feed (shared straight from a generated post, or published). */
export interface NewCommunityPost {
  workspaceId: string;
  authorId: string | null;
  content: string;
  hashtags: string[];
  mediaAssetId: string | null;
  platform: string;
  variation: string;
  /** The AI prompt the post came from ('' when none). */
  prompt: string;
  /** The stored post it was published from (null for a direct share). */
  postId?: string | null;
  /** The generated post it came from: a generated post reaches the feed once. */
  generatedPostId?: string | null;
  /** Makes a repeated add of the same publication add nothing ('share:{id}' for a direct share). */
  idempotencyKey?: string;
}

/** What an add to the feed did: a new post, or why not (the existing post's id then). */
export type CommunityPostInsert =
  | { id: string; outcome: 'added' }
  | { id: string; outcome: 'duplicate' | 'alreadyShared' | 'alreadyPublished' };

/**
 * Adds a post to the community feed, the one way every path adds one (direct shares, the publish destination).
 * In one transaction under an advisory lock on (platform, content), so concurrent adds are checked one after
 * the other, it answers instead of adding:
 * - 'alreadyPublished' when a post with the same idempotency key is there (a retried publication);
 * - 'alreadyShared' when the generated post is in the feed already;
 * - 'duplicate' when a post with the same content and platform was added within `windowMs` (the spec's rule).
 */
export async function insertCommunityPost(
  db: Database,
  values: NewCommunityPost,
  windowMs: number,
  now: Date,
): Promise<CommunityPostInsert> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${values.platform} || ':' || ${values.content}))`,
    );
    const id = crypto.randomUUID();
    const idempotencyKey = values.idempotencyKey ?? `share:${id}`;
    const [published] = await tx
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(eq(communityPosts.idempotencyKey, idempotencyKey));
    if (published) return { id: published.id, outcome: 'alreadyPublished' as const };
    if (values.generatedPostId) {
      const [shared] = await tx
        .select({ id: communityPosts.id })
        .from(communityPosts)
        .where(eq(communityPosts.generatedPostId, values.generatedPostId));
      if (shared) return { id: shared.id, outcome: 'alreadyShared' as const };
    }
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
    if (existing) return { id: existing.id, outcome: 'duplicate' as const };
    await tx.insert(communityPosts).values({ ...values, id, publishedAt: now, idempotencyKey });
    return { id, outcome: 'added' as const };
  });
}

/** 'My posts' and direct shares: every query takes the caller's workspace and user. */
export function createFeedSharingStore(db: Database) {
  return {
    /** A generated post of the workspace with its run's prompt. */
    async findGenerated(workspaceId: string, generatedPostId: string) {
      const [row] = await db
        .select({ post: generatedPosts, prompt: generationRuns.prompt })
        .from(generatedPosts)
        .innerJoin(generationRuns, eq(generationRuns.id, generatedPosts.runId))
        .where(and(eq(generatedPosts.workspaceId, workspaceId), eq(generatedPosts.id, generatedPostId)));
      return row;
    },

    /** Adds a post to the feed unless it is a duplicate or already there (see `insertCommunityPost`). */
    async insertUnlessDuplicate(values: NewCommunityPost, windowMs: number, now: Date) {
      return insertCommunityPost(db, values, windowMs, now);
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
          isShared: sql<boolean>`exists(select 1 from community_posts cp where cp.generated_post_id = ${generatedPosts.id})`,
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
