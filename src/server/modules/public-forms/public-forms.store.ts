import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contactMessages,
  instanceSettings,
  newsletterSubscribers,
  userPreferences,
  users,
} from '../../db/schema';

/** How many rows the owner's lists on the Instance screen show (newest first); the CSV export has them all. */
const listLimit = 500;

/**
 * Contact messages and newsletter addresses. These belong to the instance, not to a workspace (the visitors
 * have no account); only the instance owner reads them.
 */
export function createPublicFormsStore(db: Database) {
  return {
    async addContactMessage(values: Omit<typeof contactMessages.$inferInsert, 'id'>) {
      const id = crypto.randomUUID();
      await db.insert(contactMessages).values({ id, ...values });
      return id;
    },

    async listContactMessages() {
      return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(listLimit);
    },

    /** The instance owner's address and language, if there is an owner yet. */
    async findOwner() {
      const [row] = await db
        .select({ email: users.email, locale: userPreferences.locale })
        .from(instanceSettings)
        .innerJoin(users, eq(users.id, instanceSettings.ownerUserId))
        .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
        .where(eq(instanceSettings.id, 'instance'))
        .limit(1);
      return row;
    },

    async findSubscriberByEmail(email: string) {
      return db.query.newsletterSubscribers.findFirst({ where: eq(newsletterSubscribers.email, email) });
    },

    async findSubscriberByConfirmHash(hash: string) {
      return db.query.newsletterSubscribers.findFirst({
        where: eq(newsletterSubscribers.confirmTokenHash, hash),
      });
    },

    async findSubscriberByUnsubscribeHash(hash: string) {
      return db.query.newsletterSubscribers.findFirst({
        where: eq(newsletterSubscribers.unsubscribeTokenHash, hash),
      });
    },

    /** Adds the address, or starts it over as unconfirmed with new link tokens (one row per address). */
    async upsertPendingSubscriber(values: {
      email: string;
      locale: string;
      confirmTokenHash: string;
      unsubscribeTokenHash: string;
      at: Date;
    }) {
      const changes = {
        locale: values.locale,
        confirmTokenHash: values.confirmTokenHash,
        unsubscribeTokenHash: values.unsubscribeTokenHash,
        confirmationSentAt: values.at,
        confirmedAt: null,
        unsubscribedAt: null,
      };
      await db
        .insert(newsletterSubscribers)
        .values({ id: crypto.randomUUID(), email: values.email, createdAt: values.at, ...changes })
        .onConflictDoUpdate({ target: newsletterSubscribers.email, set: changes });
    },

    async markConfirmed(id: string, at: Date) {
      await db
        .update(newsletterSubscribers)
        .set({ confirmedAt: at, confirmTokenHash: null })
        .where(eq(newsletterSubscribers.id, id));
    },

    async markUnsubscribed(id: string, at: Date) {
      await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: at, confirmTokenHash: null })
        .where(eq(newsletterSubscribers.id, id));
    },

    /** How many addresses there are in all, and how many of them are confirmed and still subscribed. */
    async countSubscribers() {
      const [row] = await db
        .select({
          total: count(),
          confirmed:
            sql<number>`count(*) filter (where ${newsletterSubscribers.confirmedAt} is not null and ${newsletterSubscribers.unsubscribedAt} is null)`.mapWith(
              Number,
            ),
        })
        .from(newsletterSubscribers);
      return { total: row?.total ?? 0, confirmed: row?.confirmed ?? 0 };
    },

    async listSubscribers() {
      return db
        .select()
        .from(newsletterSubscribers)
        .orderBy(desc(newsletterSubscribers.createdAt))
        .limit(listLimit);
    },

    /**
     * One page of every subscriber, newest first, after `cursor` (the last row of the previous page; null for
     * the first): keyset paging on (created_at, id), so a long export never holds the whole list at once.
     */
    async listSubscribersPage(cursor: { createdAt: Date; id: string } | null, size: number) {
      return db
        .select()
        .from(newsletterSubscribers)
        .where(
          cursor
            ? or(
                lt(newsletterSubscribers.createdAt, cursor.createdAt),
                and(
                  eq(newsletterSubscribers.createdAt, cursor.createdAt),
                  lt(newsletterSubscribers.id, cursor.id),
                ),
              )
            : undefined,
        )
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
        .limit(size);
    },
  };
}

export type PublicFormsStore = ReturnType<typeof createPublicFormsStore>;
