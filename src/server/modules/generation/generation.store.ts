import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generatedPosts, generationRuns } from '../../db/schema';

/** A run row. */
export type RunRow = typeof generationRuns.$inferSelect;
/** A post row. */
export type PostRow = typeof generatedPosts.$inferSelect;
/** Fields of a post that media work may change. */
export type PostChanges = Partial<Omit<PostRow, 'id' | 'runId' | 'workspaceId' | 'createdAt'>>;

/** Queries of generation runs and their posts; reads are scoped to a workspace. */
export function createGenerationStore(db: Database) {
  return {
    async insertRun(values: Omit<typeof generationRuns.$inferInsert, 'createdAt'>): Promise<RunRow> {
      const [row] = await db.insert(generationRuns).values(values).returning();
      if (!row) throw new Error('run insert returned nothing');
      return row;
    },
    async updateRun(runId: string, changes: Partial<Omit<RunRow, 'id' | 'workspaceId'>>): Promise<void> {
      await db.update(generationRuns).set(changes).where(eq(generationRuns.id, runId));
    },
    async findRun(workspaceId: string, runId: string): Promise<RunRow | undefined> {
      return db.query.generationRuns.findFirst({
        where: and(eq(generationRuns.workspaceId, workspaceId), eq(generationRuns.id, runId)),
      });
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
          inArray(
            generatedPosts.runId,
            runs.map((run) => run.id),
          ),
        )
        .groupBy(generatedPosts.runId);
      const byRun = new Map(counts.map((row) => [row.runId, row.total]));
      return runs.map((run) => ({ run, postCount: byRun.get(run.id) ?? 0 }));
    },
    async insertPosts(values: (typeof generatedPosts.$inferInsert)[]): Promise<PostRow[]> {
      if (values.length === 0) return [];
      return db.insert(generatedPosts).values(values).returning();
    },
    async updatePost(postId: string, changes: PostChanges): Promise<PostRow | undefined> {
      const [row] = await db
        .update(generatedPosts)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(generatedPosts.id, postId))
        .returning();
      return row;
    },
    async findPost(workspaceId: string, postId: string): Promise<PostRow | undefined> {
      return db.query.generatedPosts.findFirst({
        where: and(eq(generatedPosts.workspaceId, workspaceId), eq(generatedPosts.id, postId)),
      });
    },
    async findPosts(runId: string): Promise<PostRow[]> {
      return db
        .select()
        .from(generatedPosts)
        .where(eq(generatedPosts.runId, runId))
        .orderBy(generatedPosts.position);
    },
    /**
     * Runs left 'running' by a process that stopped: marked failed at start-up so nobody waits forever.
     * `startedBefore` limits it to runs older than that (on a shared PostgreSQL another live process may be
     * running the recent ones).
     */
    async failInterruptedRuns(message: string, startedBefore?: Date): Promise<number> {
      const rows = await db
        .update(generationRuns)
        .set({ status: 'failed', error: message, completedAt: new Date() })
        .where(
          startedBefore
            ? and(eq(generationRuns.status, 'running'), lt(generationRuns.createdAt, startedBefore))
            : eq(generationRuns.status, 'running'),
        )
        .returning({ id: generationRuns.id });
      return rows.length;
    },
  };
}

/** The generation store. */
export type GenerationStore = ReturnType<typeof createGenerationStore>;
