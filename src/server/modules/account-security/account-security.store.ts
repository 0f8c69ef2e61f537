import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  assets,
  emailChanges,
  emailOutbox,
  generatedPosts,
  generationRuns,
  memberships,
  notificationPreferences,
  notifications,
  sessions,
  userProfiles,
  userPreferences,
  users,
  verifications,
  waitlistEntries,
  workspaces,
} from '../../db/schema';

/** Drizzle queries of the security settings: sessions, e-mail changes, export and deletion, all per user. */
export function createAccountSecurityStore(db: Database) {
  return {
    /** The user's sessions that have not expired, oldest first. */
    async listSessions(userId: string, now: Date) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(asc(sessions.createdAt));
    },

    /** Ends one of the user's sessions; answers false when the user has no such session. */
    async removeSession(userId: string, sessionId: string): Promise<boolean> {
      const removed = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      return removed.length > 0;
    },

    /** Ends every session of the user but `keepSessionId`; answers how many ended. */
    async removeOtherSessions(userId: string, keepSessionId: string): Promise<number> {
      const removed = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
        .returning({ id: sessions.id });
      return removed.length;
    },

    async findUserByEmail(email: string) {
      return db.query.users.findFirst({ where: eq(users.email, email) });
    },

    async findUser(userId: string) {
      return db.query.users.findFirst({ where: eq(users.id, userId) });
    },

    /** Stores the user's pending change, replacing an earlier one (one live link per account). */
    async saveEmailChange(values: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date }) {
      await db
        .insert(emailChanges)
        .values(values)
        .onConflictDoUpdate({
          target: emailChanges.userId,
          set: {
            newEmail: values.newEmail,
            tokenHash: values.tokenHash,
            expiresAt: values.expiresAt,
            createdAt: new Date(),
          },
        });
    },

    async findEmailChange(userId: string) {
      return db.query.emailChanges.findFirst({ where: eq(emailChanges.userId, userId) });
    },

    async removeEmailChange(userId: string) {
      await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
    },

    /**
     * Uses the user's pending change whose token hash is `tokenHash`: in one transaction the row goes (so the
     * link works once) and the address changes. Answers the old and new address, `taken` when another account
     * got the address meanwhile, or undefined when there is no such live change of this user.
     */
    async applyEmailChange(userId: string, tokenHash: string, now: Date) {
      return db.transaction(async (tx) => {
        const [change] = await tx
          .delete(emailChanges)
          .where(
            and(
              eq(emailChanges.userId, userId),
              eq(emailChanges.tokenHash, tokenHash),
              gt(emailChanges.expiresAt, now),
            ),
          )
          .returning();
        if (!change) return undefined;
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) return undefined;
        const holder = await tx.query.users.findFirst({ where: eq(users.email, change.newEmail) });
        if (holder) return { taken: true as const };
        await tx
          .update(users)
          .set({ email: change.newEmail, emailVerified: true, updatedAt: now })
          .where(eq(users.id, userId));
        // Reset links were sent to the old address: they end with it.
        await tx
          .delete(verifications)
          .where(
            and(eq(verifications.value, userId), sql`${verifications.identifier} like 'reset-password#%'`),
          );
        return { taken: false as const, oldEmail: user.email, newEmail: change.newEmail };
      });
    },

    async findPreferences(userId: string) {
      return db.query.userPreferences.findFirst({ where: eq(userPreferences.userId, userId) });
    },

    /** The user's public profile (Settings > Profile), if saved. */
    async findProfile(userId: string) {
      return db.query.userProfiles.findFirst({ where: eq(userProfiles.userId, userId) });
    },

    async findNotificationPreferences(userId: string) {
      return db.query.notificationPreferences.findFirst({
        where: eq(notificationPreferences.userId, userId),
      });
    },

    /** The user's in-app notifications, oldest first. */
    async listNotifications(userId: string) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt));
    },

    /** The user's workspaces with their role and the number of members of each. */
    async listMemberships(userId: string) {
      return db
        .select({
          workspaceId: workspaces.id,
          name: workspaces.name,
          isPersonal: workspaces.isPersonal,
          role: memberships.role,
          joinedAt: memberships.createdAt,
          memberCount: sql<number>`(select count(*)::int from memberships m where m.workspace_id = "workspaces"."id")`,
        })
        .from(memberships)
        .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(memberships.createdAt));
    },

    /** The runs the user started, in any workspace, oldest first. */
    async listRunsBy(userId: string) {
      return db
        .select()
        .from(generationRuns)
        .where(eq(generationRuns.createdBy, userId))
        .orderBy(asc(generationRuns.createdAt));
    },

    /** The posts of the given runs, in run and position order. */
    async listPostsOfRuns(runIds: string[]) {
      if (runIds.length === 0) return [];
      return db
        .select()
        .from(generatedPosts)
        .where(inArray(generatedPosts.runId, runIds))
        .orderBy(asc(generatedPosts.createdAt), asc(generatedPosts.position));
    },

    /** The media of the given workspaces, oldest first. */
    async listAssetsOf(workspaceIds: string[]) {
      if (workspaceIds.length === 0) return [];
      return db
        .select()
        .from(assets)
        .where(inArray(assets.workspaceId, workspaceIds))
        .orderBy(asc(assets.createdAt));
    },

    /**
     * Deletes the account in one transaction: the workspaces where the user is the only member (their runs,
     * posts and asset rows cascade), the user's membership of the others (the longest-standing remaining
     * member becomes owner where none would be left), the user (sessions, credentials, preferences, pending
     * e-mail change and known addresses cascade; what they created in others' workspaces keeps existing with
     * `createdBy` null), their reset links, and the outbox and waitlist rows addressed to them. Answers the
     * storage keys of the deleted assets, for the caller to remove once committed.
     */
    async deleteAccount(userId: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) return [];
        const rows = await tx
          .select({
            workspaceId: memberships.workspaceId,
            role: memberships.role,
            memberCount: sql<number>`(select count(*)::int from memberships m where m.workspace_id = "memberships"."workspace_id")`,
          })
          .from(memberships)
          .where(eq(memberships.userId, userId))
          .for('update');
        const soleIds = rows.filter((row) => row.memberCount <= 1).map((row) => row.workspaceId);
        const sharedIds = rows.filter((row) => row.memberCount > 1).map((row) => row.workspaceId);
        const keys =
          soleIds.length === 0
            ? []
            : await tx
                .select({ storageKey: assets.storageKey, thumbnailKey: assets.thumbnailKey })
                .from(assets)
                .where(inArray(assets.workspaceId, soleIds));
        if (soleIds.length > 0) await tx.delete(workspaces).where(inArray(workspaces.id, soleIds));
        for (const workspaceId of sharedIds) {
          await tx
            .delete(memberships)
            .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
          const owners = await tx
            .select({ userId: memberships.userId })
            .from(memberships)
            .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.role, 'owner')));
          if (owners.length > 0) continue;
          const [next] = await tx
            .select({ userId: memberships.userId })
            .from(memberships)
            .where(eq(memberships.workspaceId, workspaceId))
            .orderBy(asc(memberships.createdAt))
            .limit(1);
          if (next)
            await tx
              .update(memberships)
              .set({ role: 'owner' })
              .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, next.userId)));
        }
        await tx.delete(verifications).where(eq(verifications.value, userId));
        await tx.delete(emailOutbox).where(eq(emailOutbox.to, user.email));
        await tx.delete(waitlistEntries).where(eq(waitlistEntries.email, user.email));
        await tx.delete(users).where(eq(users.id, userId));
        return keys.flatMap((row) =>
          row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey],
        );
      });
    },
  };
}

/** The account security store. */
export type AccountSecurityStore = ReturnType<typeof createAccountSecurityStore>;
