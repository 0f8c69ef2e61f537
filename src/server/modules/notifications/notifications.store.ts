import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications, userPreferences } from '../../db/schema';
import type { NotificationKind } from '../../../shared/contracts/notifications';

/** A notification row. */
export type NotificationRow = typeof notifications.$inferSelect;

/** Where a page of notifications starts: after this row (newest first: created_at, then id, descending). */
export interface NotificationCursor {
  createdAt: Date;
  id: string;
}

/** Notification queries; every one takes the user id and reads or writes that user's rows only. */
export function createNotificationsStore(db: Database) {
  async function countUnread(userId: string): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.value ?? 0;
  }

  return {
    countUnread,

    async insert(
      userId: string,
      kind: NotificationKind,
      data: Record<string, string | number>,
    ): Promise<NotificationRow> {
      const [row] = await db
        .insert(notifications)
        .values({ id: crypto.randomUUID(), userId, kind, data })
        .returning();
      if (!row) throw new Error('notification insert returned nothing');
      return row;
    },

    /** Up to `limit` notifications of the user, newest first, after `cursor` when given. */
    async list(userId: string, limit: number, cursor?: NotificationCursor): Promise<NotificationRow[]> {
      const after = cursor
        ? or(
            lt(notifications.createdAt, cursor.createdAt),
            and(eq(notifications.createdAt, cursor.createdAt), lt(notifications.id, cursor.id)),
          )
        : undefined;
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), after))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    /** Marks one of the user's notifications read; false when the user has no such notification. */
    async markRead(userId: string, notificationId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.id, notificationId),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      if (rows.length > 0) return true;
      const existing = await db.query.notifications.findFirst({
        where: and(eq(notifications.userId, userId), eq(notifications.id, notificationId)),
        columns: { id: true },
      });
      return existing !== undefined;
    },

    async markAllRead(userId: string, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** The interface language the user chose, or null. */
    async findLocale(userId: string): Promise<string | null> {
      const row = await db.query.userPreferences.findFirst({
        where: eq(userPreferences.userId, userId),
        columns: { locale: true },
      });
      return row?.locale ?? null;
    },
  };
}

/** The notifications store. */
export type NotificationsStore = ReturnType<typeof createNotificationsStore>;
