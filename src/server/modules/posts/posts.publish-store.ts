import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postPublishAttempts, posts } from '../../db/schema';
import type { PostRecordStatus } from '../../../shared/domain/post-records';
import type { PostRecordRow } from './posts.store';

/** A publication attempt row. */
export type PublishAttemptRow = typeof postPublishAttempts.$inferSelect;

/** A post the stale-publication sweep looks at: its id, workspace and the lastModified it was seen with. */
export interface StalePublication {
  id: string;
  workspaceId: string;
  lastModified: Date;
}

/**
 * The publish job's reads and writes: post status changes and attempt rows. Every query takes the workspace,
 * except `listStalePublications`, the worker's sweep across workspaces (like generation's start-up recovery).
 */
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
    /**
     * The attempt of `idempotencyKey`, written as 'pending' when there was none. `isFresh` says this call wrote
     * it: no call with that key can have been made before (the row always precedes the call), so the job
     * publishes without asking the destination first.
     */
    async ensureAttempt(
      workspaceId: string,
      postId: string,
      destination: string,
      idempotencyKey: string,
    ): Promise<PublishAttemptRow & { isFresh: boolean }> {
      const [inserted] = await db
        .insert(postPublishAttempts)
        .values({
          id: crypto.randomUUID(),
          workspaceId,
          postId,
          destination,
          idempotencyKey,
          state: 'pending',
        })
        .onConflictDoNothing({ target: postPublishAttempts.idempotencyKey })
        .returning();
      if (inserted) return { ...inserted, isFresh: true };
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
      return { ...row, isFresh: false };
    },
    async updateAttempt(
      workspaceId: string,
      attemptId: string,
      changes: Pick<Partial<PublishAttemptRow>, 'state' | 'externalId' | 'url' | 'message'>,
    ): Promise<void> {
      await db
        .update(postPublishAttempts)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(postPublishAttempts.workspaceId, workspaceId), eq(postPublishAttempts.id, attemptId)));
    },
    /**
     * Posts of any workspace still 'scheduled' or 'publishing' that were due and last changed before `before`
     * (oldest due first, at most `limit`): candidates of the sweep for a publication whose job is gone.
     */
    async listStalePublications(before: Date, limit: number): Promise<StalePublication[]> {
      return db
        .select({ id: posts.id, workspaceId: posts.workspaceId, lastModified: posts.lastModified })
        .from(posts)
        .where(
          and(
            inArray(posts.status, ['scheduled', 'publishing']),
            lt(posts.scheduledFor, before),
            lt(posts.lastModified, before),
          ),
        )
        .orderBy(asc(posts.scheduledFor))
        .limit(limit);
    },
    /**
     * Claims a stale post for one sweep: touches its lastModified only if it is unchanged since `seen` and still
     * scheduled or publishing. Of two sweeps (two processes) that saw it, one wins; the post is then not stale
     * for another sweep's threshold.
     */
    async claimStalePublication(post: StalePublication): Promise<boolean> {
      const rows = await db
        .update(posts)
        .set({ lastModified: new Date() })
        .where(
          and(
            eq(posts.workspaceId, post.workspaceId),
            eq(posts.id, post.id),
            inArray(posts.status, ['scheduled', 'publishing']),
            // A Date holds milliseconds; the column may hold microseconds (a default now()).
            sql`date_trunc('milliseconds', ${posts.lastModified}) = ${post.lastModified.toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: posts.id });
      return rows.length > 0;
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
