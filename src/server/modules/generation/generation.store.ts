import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generatedPosts, generationRuns, workspaces } from '../../db/schema';

/** A run row. */
export type RunRow = typeof generationRuns.$inferSelect;
/** A post row. */
export type PostRow = typeof generatedPosts.$inferSelect;
/** Fields of a run that its steps may change. */
export type RunChanges = Partial<Omit<RunRow, 'id' | 'workspaceId' | 'createdAt'>>;
/** Fields of a post that media work may change. */
export type PostChanges = Partial<Omit<PostRow, 'id' | 'runId' | 'workspaceId' | 'createdAt'>>;
/** A new run (the workspace comes from the call). */
export type NewRun = Omit<typeof generationRuns.$inferInsert, 'workspaceId' | 'createdAt'>;
/** A new post of a run (the run and workspace come from the call). */
export type NewPost = Omit<typeof generatedPosts.$inferInsert, 'runId' | 'workspaceId'>;
/** A row that work outside a request (a job's recovery) picks up: its id and its workspace. */
export interface ScopedId {
  id: string;
  workspaceId: string;
}

/**
 * Queries of generation runs and their posts. Every query of a user's data takes the workspace id; the two
 * `listUnfinished…` queries are the only cross-workspace ones, for a worker's start-up recovery.
 */
export function createGenerationStore(db: Database) {
  const runOf = (workspaceId: string, runId: string) =>
    and(eq(generationRuns.workspaceId, workspaceId), eq(generationRuns.id, runId));
  const postOf = (workspaceId: string, postId: string) =>
    and(eq(generatedPosts.workspaceId, workspaceId), eq(generatedPosts.id, postId));

  return {
    /** Stores a new run of `workspaceId`. */
    async insertRun(workspaceId: string, values: NewRun): Promise<RunRow> {
      const [row] = await db
        .insert(generationRuns)
        .values({ ...values, workspaceId })
        .returning();
      if (!row) throw new Error('run insert returned nothing');
      return row;
    },
    async updateRun(workspaceId: string, runId: string, changes: RunChanges): Promise<void> {
      await db.update(generationRuns).set(changes).where(runOf(workspaceId, runId));
    },
    async findRun(workspaceId: string, runId: string): Promise<RunRow | undefined> {
      return db.query.generationRuns.findFirst({ where: runOf(workspaceId, runId) });
    },
    async listRuns(workspaceId: string, limit = 20) {
      const runs = await db
        .select()
        .from(generationRuns)
        .where(eq(generationRuns.workspaceId, workspaceId))
        .orderBy(desc(generationRuns.createdAt))
        .limit(limit);
      if (runs.length === 0) return [];
      const counts = await db
        .select({ runId: generatedPosts.runId, total: count() })
        .from(generatedPosts)
        .where(
          and(
            eq(generatedPosts.workspaceId, workspaceId),
            inArray(
              generatedPosts.runId,
              runs.map((run) => run.id),
            ),
          ),
        )
        .groupBy(generatedPosts.runId);
      const byRun = new Map(counts.map((row) => [row.runId, row.total]));
      return runs.map((run) => ({ run, postCount: byRun.get(run.id) ?? 0 }));
    },
    /**
     * Stores the posts of a run and the run's changes (its progress and step) in one transaction, so a resumed
     * run finds either all of them or none.
     */
    async insertPostsWithRun(
      workspaceId: string,
      runId: string,
      posts: NewPost[],
      changes: RunChanges,
    ): Promise<PostRow[]> {
      return db.transaction(async (tx) => {
        const rows =
          posts.length === 0
            ? []
            : await tx
                .insert(generatedPosts)
                .values(posts.map((post) => ({ ...post, runId, workspaceId })))
                .returning();
        if (Object.keys(changes).length > 0)
          await tx.update(generationRuns).set(changes).where(runOf(workspaceId, runId));
        return rows;
      });
    },
    async updatePost(
      workspaceId: string,
      postId: string,
      changes: PostChanges,
    ): Promise<PostRow | undefined> {
      const [row] = await db
        .update(generatedPosts)
        .set({ ...changes, updatedAt: new Date() })
        .where(postOf(workspaceId, postId))
        .returning();
      return row;
    },
    async findPost(workspaceId: string, postId: string): Promise<PostRow | undefined> {
      return db.query.generatedPosts.findFirst({ where: postOf(workspaceId, postId) });
    },
    async findPosts(workspaceId: string, runId: string): Promise<PostRow[]> {
      return db
        .select()
        .from(generatedPosts)
        .where(and(eq(generatedPosts.workspaceId, workspaceId), eq(generatedPosts.runId, runId)))
        .orderBy(generatedPosts.position);
    },
    /** The workspace's default language setting ('auto' or an ISO 639-1 code, as stored). */
    async findWorkspaceLanguage(workspaceId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ language: workspaces.contentLanguage })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
      return row?.language;
    },
    /** The workspace's video model id (Settings > LLM Integration). */
    async findWorkspaceVideoModel(workspaceId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ videoModel: workspaces.videoModel })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
      return row?.videoModel;
    },
    async updateWorkspaceVideoModel(workspaceId: string, videoModel: string): Promise<void> {
      await db.update(workspaces).set({ videoModel }).where(eq(workspaces.id, workspaceId));
    },
    async updateWorkspaceLanguage(workspaceId: string, language: string): Promise<void> {
      await db.update(workspaces).set({ contentLanguage: language }).where(eq(workspaces.id, workspaceId));
    },
    /** Runs still 'running' in any workspace (a worker re-queues them at start-up; queuing is idempotent). */
    async listUnfinishedRuns(): Promise<ScopedId[]> {
      return db
        .select({ id: generationRuns.id, workspaceId: generationRuns.workspaceId })
        .from(generationRuns)
        .where(eq(generationRuns.status, 'running'));
    },
    /** Posts whose clip is still to be made in any workspace (a worker re-queues their video jobs). */
    async listUnfinishedVideos(): Promise<ScopedId[]> {
      return db
        .select({ id: generatedPosts.id, workspaceId: generatedPosts.workspaceId })
        .from(generatedPosts)
        .where(or(eq(generatedPosts.videoStatus, 'pending'), eq(generatedPosts.videoStatus, 'in-progress')));
    },
  };
}

/** The generation store. */
export type GenerationStore = ReturnType<typeof createGenerationStore>;
