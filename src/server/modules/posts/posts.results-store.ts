import { and, eq, inArray } from 'drizzle-orm';
import type { PostPublication } from '../../../shared/contracts/posts';
import type { Database } from '../../db/client';
import { platformConnections, postPlatformStats, postPublishAttempts } from '../../db/schema';
import type { PostRecordRow } from './posts.store';

/** A post row with its destinations' results (history, calendar). */
export type PostRecordWithResults = PostRecordRow & { publications?: PostPublication[] };

/**
 * Adds each post's platform results: per chosen destination its publication's link, its connection's status
 * and the platform's figures (post_platform_stats, fetched by the platforms.metrics job), and adds those
 * figures to the post's own (real figures only: a figure a platform does not offer counts 0). Workspace-scoped.
 */
export async function withPlatformResults(
  db: Database,
  workspaceId: string,
  rows: PostRecordRow[],
): Promise<PostRecordWithResults[]> {
  if (rows.length === 0) return rows;
  const postIds = rows.map((row) => row.id);
  const connectionIds = [
    ...new Set(
      rows.flatMap((row) => row.destinations.flatMap((id) => (id.includes(':') ? [id.split(':')[1]!] : []))),
    ),
  ];
  const [attempts, stats, connections] = await Promise.all([
    db
      .select({
        postId: postPublishAttempts.postId,
        destination: postPublishAttempts.destination,
        url: postPublishAttempts.url,
        attemptId: postPublishAttempts.id,
      })
      .from(postPublishAttempts)
      .where(
        and(
          eq(postPublishAttempts.workspaceId, workspaceId),
          inArray(postPublishAttempts.postId, postIds),
          eq(postPublishAttempts.state, 'succeeded'),
        ),
      ),
    db
      .select()
      .from(postPlatformStats)
      .where(and(eq(postPlatformStats.workspaceId, workspaceId), inArray(postPlatformStats.postId, postIds))),
    connectionIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: platformConnections.id, status: platformConnections.status })
          .from(platformConnections)
          .where(
            and(
              eq(platformConnections.workspaceId, workspaceId),
              inArray(platformConnections.id, connectionIds),
            ),
          ),
  ]);
  const statusOf = new Map(connections.map((row) => [row.id, row.status]));
  const statsOf = new Map(stats.map((row) => [row.attemptId, row]));
  return rows.map((row) => {
    const totals = { views: row.views, likes: row.likes, shares: row.shares, comments: row.comments };
    const publications = row.destinations.map((destination): PostPublication => {
      const [platform, connectionId] = destination.split(':');
      const attempt = attempts.find((item) => item.postId === row.id && item.destination === destination);
      const figures = attempt ? statsOf.get(attempt.attemptId) : undefined;
      if (figures) {
        totals.views += figures.views ?? 0;
        totals.likes += figures.likes ?? 0;
        totals.shares += figures.shares ?? 0;
        totals.comments += figures.comments ?? 0;
      }
      return {
        destination,
        platform: connectionId ? (platform ?? null) : null,
        url: attempt?.url ?? null,
        connectionStatus: connectionId ? (statusOf.get(connectionId) ?? 'disconnected') : null,
        stats: figures
          ? {
              views: figures.views,
              likes: figures.likes,
              comments: figures.comments,
              shares: figures.shares,
              fetchedAt: figures.fetchedAt.toISOString(),
            }
          : null,
      };
    });
    return { ...row, ...totals, publications };
  });
}
