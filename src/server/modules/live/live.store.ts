import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generatedPosts, memberships, posts, users } from '../../db/schema';

/** What a live post event is built from: the post of the workspace and its author's name. */
export function createLiveStore(db: Database) {
  return {
    async isMember(userId: string, workspaceId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.workspaceId, workspaceId)));
      return row !== undefined;
    },
    async findPostForEvent(workspaceId: string, postId: string) {
      const [row] = await db
        .select({ post: posts, author: users.name })
        .from(posts)
        .leftJoin(users, eq(users.id, posts.authorId))
        .where(and(eq(posts.workspaceId, workspaceId), eq(posts.id, postId)));
      return row;
    },
    /** Generated posts of the workspace by id (a postGenerated event is built from each). */
    async findGeneratedForEvent(workspaceId: string, postIds: string[]) {
      if (postIds.length === 0) return [];
      return db
        .select({
          id: generatedPosts.id,
          content: generatedPosts.content,
          hashtags: generatedPosts.hashtags,
          platform: generatedPosts.platform,
          variation: generatedPosts.variation,
          createdAt: generatedPosts.createdAt,
        })
        .from(generatedPosts)
        .where(and(eq(generatedPosts.workspaceId, workspaceId), inArray(generatedPosts.id, postIds)))
        .orderBy(generatedPosts.position);
    },
  };
}

/** The live store. */
export type LiveStore = ReturnType<typeof createLiveStore>;
