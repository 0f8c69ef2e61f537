import { and, count, countDistinct, eq, isNull, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets, generatedPosts, generationRuns } from '../../db/schema';
import { isLibraryContent } from '../media/media.store';

/** Aggregates for the Welcome dashboard, always scoped to one workspace. */
export function createDashboardStore(db: Database) {
  return {
    async countsFor(workspaceId: string) {
      const [posts, runs, media] = await Promise.all([
        db
          .select({ total: count(), platforms: countDistinct(generatedPosts.platform) })
          .from(generatedPosts)
          .where(eq(generatedPosts.workspaceId, workspaceId)),
        db
          .select({ total: count(), last: max(generationRuns.createdAt) })
          .from(generationRuns)
          .where(eq(generationRuns.workspaceId, workspaceId)),
        // What the Content Studio lists: unarchived assets, profile pictures left out.
        db
          .select({ total: count() })
          .from(assets)
          .where(and(eq(assets.workspaceId, workspaceId), isNull(assets.archivedAt), isLibraryContent())),
      ]);
      return {
        totalPosts: posts[0]?.total ?? 0,
        platformsCovered: posts[0]?.platforms ?? 0,
        generationRuns: runs[0]?.total ?? 0,
        lastGeneratedAt: runs[0]?.last ?? null,
        mediaAssets: media[0]?.total ?? 0,
      };
    },
  };
}

/** The dashboard store. */
export type DashboardStore = ReturnType<typeof createDashboardStore>;
