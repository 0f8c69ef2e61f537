import { and, eq, gte, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postPlatformStats, postPublishAttempts } from '../../db/schema';
import type { PostMetrics } from '../../integrations/platforms/types';

/** A publication to a connected account whose figures are due. */
export interface DuePublication {
  attemptId: string;
  workspaceId: string;
  postId: string;
  /** `<platform>:<connection id>`. */
  destination: string;
  externalId: string;
}

/** The stored platform figures of a post's publications, read by history and analytics. */
export type PlatformStatsRow = typeof postPlatformStats.$inferSelect;

/** The metrics job's queries: publications due for a fetch, and their figures stored in place. */
export function createMetricsStore(db: Database) {
  return {
    /**
     * Publications to connected accounts (destination `<platform>:<id>`) that succeeded since `publishedSince`
     * and whose figures were never fetched or last fetched before `staleBefore`, oldest fetch first, at most
     * `limit`. Across workspaces (the job's pass); every write below is scoped to the row's workspace.
     */
    async listDue(publishedSince: Date, staleBefore: Date, limit: number): Promise<DuePublication[]> {
      const rows = await db
        .select({
          attemptId: postPublishAttempts.id,
          workspaceId: postPublishAttempts.workspaceId,
          postId: postPublishAttempts.postId,
          destination: postPublishAttempts.destination,
          externalId: postPublishAttempts.externalId,
        })
        .from(postPublishAttempts)
        .leftJoin(postPlatformStats, eq(postPlatformStats.attemptId, postPublishAttempts.id))
        .where(
          and(
            eq(postPublishAttempts.state, 'succeeded'),
            like(postPublishAttempts.destination, '%:%'),
            gte(postPublishAttempts.updatedAt, publishedSince),
            or(isNull(postPlatformStats.id), lt(postPlatformStats.fetchedAt, staleBefore)),
          ),
        )
        .orderBy(sql`${postPlatformStats.fetchedAt} asc nulls first`, postPublishAttempts.id)
        .limit(limit);
      return rows.flatMap((row) => (row.externalId ? [{ ...row, externalId: row.externalId }] : []));
    },
    /** Stores a publication's figures (one row per publication, updated in place with the fetch time). */
    async saveStats(publication: DuePublication, platform: string, metrics: PostMetrics, fetchedAt: Date) {
      const figures = {
        views: metrics.views ?? null,
        likes: metrics.likes ?? null,
        comments: metrics.comments ?? null,
        shares: metrics.shares ?? null,
      };
      await db
        .insert(postPlatformStats)
        .values({
          id: crypto.randomUUID(),
          workspaceId: publication.workspaceId,
          postId: publication.postId,
          attemptId: publication.attemptId,
          platform,
          externalId: publication.externalId,
          ...figures,
          fetchedAt,
        })
        .onConflictDoUpdate({
          target: postPlatformStats.attemptId,
          set: { ...figures, fetchedAt },
          // The attempt is the workspace's own: a row of another workspace is never touched.
          setWhere: eq(postPlatformStats.workspaceId, publication.workspaceId),
        });
    },
    /**
     * Marks a publication fetched when its platform no longer answers it (deleted): its last figures stay, and
     * it is not asked again every pass.
     */
    async markGone(publication: DuePublication, platform: string, fetchedAt: Date) {
      await db
        .insert(postPlatformStats)
        .values({
          id: crypto.randomUUID(),
          workspaceId: publication.workspaceId,
          postId: publication.postId,
          attemptId: publication.attemptId,
          platform,
          externalId: publication.externalId,
          fetchedAt,
        })
        .onConflictDoUpdate({
          target: postPlatformStats.attemptId,
          set: { fetchedAt },
          setWhere: eq(postPlatformStats.workspaceId, publication.workspaceId),
        });
    },
  };
}

/** The metrics store. */
export type MetricsStore = ReturnType<typeof createMetricsStore>;
