import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postPublishAttempts, posts } from '../../db/schema';
import type { PostRecordStatus } from '../../../shared/domain/post-records';
import type { PostRecordRow } from './posts.store';

/** A publication attempt row. */
export type PublishAttemptRow = typeof postPublishAttempts.$inferSelect;

/** The publish job's reads and writes: post status changes and attempt rows. Every query takes the workspace. */
export function createPublishStore(db: Database) {
  return {
    /**
     * Sets the post's status (and fields) only when it is one of `from`; answers the row, or undefined. With
     * `guard`, the guard runs first in the same transaction (the duplicate rule's lock and check) and may
     * throw to store nothing.
     */
    async moveStatus(
      workspaceId: string,
      postId: string,
      from: readonly PostRecordStatus[],
      changes: Partial<Omit<PostRecordRow, 'id' | 'workspaceId'>> & { status: PostRecordStatus },
      guard?: (tx: Pick<Database, 'execute'>) => Promise<void>,
    ): Promise<PostRecordRow | undefined> {
      const update = async (executor: Pick<Database, 'update'>) => {
        const [row] = await executor
          .update(posts)
          .set({ ...changes, lastModified: new Date() })
          .where(
            and(eq(posts.workspaceId, workspaceId), eq(posts.id, postId), inArray(posts.status, [...from])),
          )
          .returning();
        return row;
      };
      if (!guard) return update(db);
      return db.transaction(async (tx) => {
        await guard(tx);
        return update(tx);
      });
    },
    /** The attempt of `idempotencyKey`, written as 'pending' when there was none. */
    async ensureAttempt(
      workspaceId: string,
      postId: string,
      destination: string,
      idempotencyKey: string,
    ): Promise<PublishAttemptRow> {
      await db
        .insert(postPublishAttempts)
        .values({
          id: crypto.randomUUID(),
          workspaceId,
          postId,
          destination,
          idempotencyKey,
          state: 'pending',
        })
        .onConflictDoNothing({ target: postPublishAttempts.idempotencyKey });
      const [row] = await db
        .select()
        .from(postPublishAttempts)
        .where(
          and(
            eq(postPublishAttempts.workspaceId, workspaceId),
            eq(postPublishAttempts.idempotencyKey, idempotencyKey),
          ),
        );
      if (!row) throw new Error('publish attempt missing');
      return row;
    },
    async updateAttempt(
      workspaceId: string,
      attemptId: string,
      changes: Pick<Partial<PublishAttemptRow>, 'state' | 'externalId' | 'message'>,
    ): Promise<void> {
      await db
        .update(postPublishAttempts)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(postPublishAttempts.workspaceId, workspaceId), eq(postPublishAttempts.id, attemptId)));
    },
    async listAttempts(workspaceId: string, postId: string): Promise<PublishAttemptRow[]> {
      return db
        .select()
        .from(postPublishAttempts)
        .where(and(eq(postPublishAttempts.workspaceId, workspaceId), eq(postPublishAttempts.postId, postId)));
    },
  };
}

/** The publish store. */
export type PublishStore = ReturnType<typeof createPublishStore>;
