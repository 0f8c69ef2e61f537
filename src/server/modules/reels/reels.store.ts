import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { videoEdits } from '../../db/schema';

/** A video edit row. */
export type VideoEditRow = typeof videoEdits.$inferSelect;
/** Fields of an edit its job changes. */
export type VideoEditChanges = Partial<
  Pick<VideoEditRow, 'status' | 'progress' | 'error' | 'resultAssetId' | 'completedAt'>
>;

/** Video edit queries; every one takes the workspace id and touches that workspace's rows only. */
export function createReelsStore(db: Database) {
  const editOf = (workspaceId: string, editId: string) =>
    and(eq(videoEdits.workspaceId, workspaceId), eq(videoEdits.id, editId));
  return {
    async insert(
      workspaceId: string,
      values: Pick<VideoEditRow, 'postId' | 'sourceAssetId' | 'request' | 'createdBy'>,
    ): Promise<VideoEditRow> {
      const [row] = await db
        .insert(videoEdits)
        .values({ ...values, id: crypto.randomUUID(), workspaceId, status: 'queued' })
        .returning();
      if (!row) throw new Error('video edit insert returned nothing');
      return row;
    },
    async find(workspaceId: string, editId: string): Promise<VideoEditRow | undefined> {
      return db.query.videoEdits.findFirst({ where: editOf(workspaceId, editId) });
    },
    async update(workspaceId: string, editId: string, changes: VideoEditChanges): Promise<void> {
      await db.update(videoEdits).set(changes).where(editOf(workspaceId, editId));
    },
    /** Edits still queued or running in any workspace (a worker's start-up recovery; the only cross-workspace query). */
    async listUnfinished(): Promise<{ id: string; workspaceId: string }[]> {
      return db
        .select({ id: videoEdits.id, workspaceId: videoEdits.workspaceId })
        .from(videoEdits)
        .where(inArray(videoEdits.status, ['queued', 'running']));
    },
  };
}

/** The reels store. */
export type ReelsStore = ReturnType<typeof createReelsStore>;
