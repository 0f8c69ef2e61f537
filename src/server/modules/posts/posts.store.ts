import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generatedPosts, generationRuns, posts } from '../../db/schema';

/** A stored post row. */
export type PostRecordRow = typeof posts.$inferSelect;
/** The fields of a new stored post (id and workspace are the store's). */
export type NewPostRecord = Omit<typeof posts.$inferInsert, 'id' | 'workspaceId'>;

/** Stored posts of workspaces. Every query takes the workspace id. */
export function createPostsStore(db: Database) {
  const postOf = (workspaceId: string, postId: string) =>
    and(eq(posts.workspaceId, workspaceId), eq(posts.id, postId));

  return {
    /** A generated post of the workspace with its run's prompt, or undefined. */
    async findGenerated(workspaceId: string, generatedPostId: string) {
      const [row] = await db
        .select({ post: generatedPosts, prompt: generationRuns.prompt })
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
