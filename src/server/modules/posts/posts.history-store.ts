import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { posts } from '../../db/schema';
import type { PostRecordStatus } from '../../../shared/domain/post-records';
import type { PostRecordRow } from './posts.store';

/** A position in the history list: the last row's last_modified (microseconds, UTC text) and id. */
export interface HistoryCursor {
  lastModified: string;
  id: string;
}

/** The history list's filters, all optional. */
export interface HistoryFilters {
  status?: PostRecordStatus;
  platform?: string;
  from?: Date;
  to?: Date;
  search?: string;
}

/** The statuses the calendar shows. */
export const calendarStatuses = ['scheduled', 'publishing', 'executed', 'failed'] as const;

/** The date of a post in the history filters: published, else scheduled, else created. */
const postDate = sql`coalesce(${posts.executedAt}, ${posts.scheduledFor}, ${posts.createdAt})`;
/** The time a post goes (or went) out: the calendar's position (indexed as posts_calendar_idx). */
const calendarTime = sql`coalesce(${posts.executedAt}, ${posts.scheduledFor})`;
/** last_modified as exact UTC text (microseconds), so a cursor never skips rows within a millisecond. */
const lastModifiedText = sql<string>`to_char(${posts.lastModified} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** Escapes LIKE wildcards so a search matches the typed text literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Post history queries: keyset pages over (last_modified, id) on posts_history_idx, the calendar range, and
 * the history's changes. Every query takes the caller's workspace id.
 */
export function createHistoryStore(db: Database) {
  const postOf = (workspaceId: string, postId: string) =>
    and(eq(posts.workspaceId, workspaceId), eq(posts.id, postId));

  return {
    /**
     * Up to `limit` posts of the workspace matching `filters`, last changed first, after `cursor` when given;
     * each with the cursor that continues after it.
     */
    async listPage(
      workspaceId: string,
      filters: HistoryFilters,
      limit: number,
      cursor?: HistoryCursor,
    ): Promise<{ row: PostRecordRow; cursor: HistoryCursor }[]> {
      const conditions: (SQL | undefined)[] = [eq(posts.workspaceId, workspaceId)];
      if (filters.status) conditions.push(eq(posts.status, filters.status));
      if (filters.platform) conditions.push(arrayContains(posts.platforms, [filters.platform]));
      if (filters.from) conditions.push(gte(postDate, filters.from));
      if (filters.to) conditions.push(lt(postDate, filters.to));
      if (filters.search) {
        const pattern = likePattern(filters.search);
        conditions.push(or(ilike(posts.content, pattern), ilike(posts.title, pattern)));
      }
      if (cursor)
        conditions.push(
          sql`(${posts.lastModified}, ${posts.id}) < ((${cursor.lastModified})::timestamp at time zone 'UTC', ${cursor.id})`,
        );
      const rows = await db
        .select({ post: posts, lastModified: lastModifiedText })
        .from(posts)
        .where(and(...conditions))
        .orderBy(desc(posts.lastModified), desc(posts.id))
        .limit(limit);
      return rows.map(({ post, lastModified }) => ({ row: post, cursor: { lastModified, id: post.id } }));
    },

    /** Calendar posts of the workspace whose time is in [from, to), earliest first, at most `limit`. */
    async listCalendar(workspaceId: string, from: Date, to: Date, limit: number): Promise<PostRecordRow[]> {
      return db
        .select()
        .from(posts)
        .where(
          and(
            eq(posts.workspaceId, workspaceId),
            gte(calendarTime, from),
            lt(calendarTime, to),
            inArray(posts.status, [...calendarStatuses]),
          ),
        )
        .orderBy(asc(calendarTime), asc(posts.id))
        .limit(limit);
    },

    /** Changes fields of the post only while its status is one of `from`; answers the row, or undefined. */
    async updateWhile(
      workspaceId: string,
      postId: string,
      from: readonly PostRecordStatus[],
      changes: Partial<Omit<PostRecordRow, 'id' | 'workspaceId'>>,
    ): Promise<PostRecordRow | undefined> {
      const [row] = await db
        .update(posts)
        .set({ ...changes, lastModified: new Date() })
        .where(and(postOf(workspaceId, postId), inArray(posts.status, [...from])))
        .returning();
      return row;
    },

    /** Stores a new post of the workspace (a duplicate). */
    async insertPost(
      workspaceId: string,
      values: Omit<typeof posts.$inferInsert, 'id' | 'workspaceId'>,
    ): Promise<PostRecordRow> {
      const [row] = await db
        .insert(posts)
        .values({ ...values, id: crypto.randomUUID(), workspaceId })
        .returning();
      if (!row) throw new Error('post insert returned nothing');
      return row;
    },

    /** Deletes the post unless it is being published; answers whether a row was deleted. */
    async deleteUnlessPublishing(workspaceId: string, postId: string): Promise<boolean> {
      const deleted = await db
        .delete(posts)
        .where(and(postOf(workspaceId, postId), ne(posts.status, 'publishing')))
        .returning({ id: posts.id });
      return deleted.length > 0;
    },
  };
}

/** The history store. */
export type HistoryStore = ReturnType<typeof createHistoryStore>;
