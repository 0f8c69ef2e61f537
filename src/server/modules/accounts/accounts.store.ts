import { and, count, eq, gte, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  instanceSettings,
  invitations,
  knownLoginAddresses,
  memberships,
  projects,
  sessions,
  userPreferences,
  users,
  verifications,
  waitlistEntries,
  workspaces,
} from '../../db/schema';
import type { InterfaceLocale } from '../../../shared/domain/locales';
import { storedResetLinkPrefix } from './accounts.auth';

/** Preferences a save may change; an absent field keeps its value. */
export interface PreferenceChanges {
  theme?: 'system' | 'light' | 'dark';
  locale?: InterfaceLocale;
}

/** A cookie choice as stored (essential is always on). */
export interface CookieChoice {
  analytics: boolean;
  functional: boolean;
  performance: boolean;
}

/** Drizzle queries for accounts, workspaces, waitlist and invitations. Nothing else lives here. */
export function createAccountsStore(db: Database) {
  return {
    async countUsers(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },

    async findUserByEmail(email: string) {
      return db.query.users.findFirst({ where: eq(users.email, email) });
    },

    async findInstanceSettings() {
      return db.query.instanceSettings.findFirst({ where: eq(instanceSettings.id, 'instance') });
    },

    async ensureInstanceSettings(authSecret: string) {
      await db.insert(instanceSettings).values({ id: 'instance', authSecret }).onConflictDoNothing();
      const row = await db.query.instanceSettings.findFirst({ where: eq(instanceSettings.id, 'instance') });
      if (!row) throw new Error('instance settings row missing');
      return row;
    },

    /** Makes the user the instance owner if there is none yet; answers whether they became it. */
    async claimOwnership(userId: string): Promise<boolean> {
      const updated = await db
        .update(instanceSettings)
        .set({ ownerUserId: userId, updatedAt: new Date() })
        .where(and(eq(instanceSettings.id, 'instance'), isNull(instanceSettings.ownerUserId)))
        .returning({ id: instanceSettings.id });
      return updated.length > 0;
    },

    async setRegistrationOpen(isOpen: boolean) {
      await db
        .update(instanceSettings)
        .set({ isRegistrationOpen: isOpen, updatedAt: new Date() })
        .where(eq(instanceSettings.id, 'instance'));
    },

    /** Creates the personal workspace of a new user with them as its owner. */
    async createPersonalWorkspace(userId: string, name: string) {
      const workspaceId = crypto.randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(workspaces).values({ id: workspaceId, name, isPersonal: true, createdBy: userId });
        await tx.insert(memberships).values({ workspaceId, userId, role: 'owner' });
        await tx.insert(userPreferences).values({ userId }).onConflictDoNothing();
      });
      return workspaceId;
    },

    /**
     * The workspace every request of the user is scoped to, and their role in it. Explicitly: the workspace a
     * project invitation the user accepted brought them into (they signed up to work there; the newest such one
     * if several), else the oldest personal workspace they belong to (their own, which registration creates), else
     * the oldest one.
     */
    async findPrimaryMembership(userId: string) {
      const rows = await db
        .select({
          workspaceId: workspaces.id,
          name: workspaces.name,
          role: memberships.role,
          isPersonal: workspaces.isPersonal,
          invitedAt: sql<Date | null>`(
            select max(${invitations.acceptedAt}) from ${invitations}
            where ${invitations.workspaceId} = ${workspaces.id} and ${invitations.acceptedAt} is not null
              and ${invitations.email} = lower(${users.email}))`.mapWith((value: string | null) =>
            value === null ? null : new Date(value),
          ),
        })
        .from(memberships)
        .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.userId, userId))
        .orderBy(workspaces.createdAt);
      const invitedInto = rows
        .filter((row) => row.invitedAt !== null)
        .sort((a, b) => (b.invitedAt?.getTime() ?? 0) - (a.invitedAt?.getTime() ?? 0));
      const chosen = invitedInto[0] ?? rows.find((row) => row.isPersonal) ?? rows[0];
      if (!chosen) return undefined;
      const { workspaceId, name, role, isPersonal } = chosen;
      return { workspaceId, name, role, isPersonal };
    },

    /**
     * Puts a newly registered user where their project invitation says: a member of its workspace with its role,
     * and (when the project is still in that workspace) on the project's collaborator list.
     */
    async joinInvitedWorkspace(
      userId: string,
      email: string,
      invitation: { workspaceId: string; role: 'owner' | 'editor' | 'viewer'; projectId: string | null },
    ): Promise<void> {
      await db
        .insert(memberships)
        .values({ workspaceId: invitation.workspaceId, userId, role: invitation.role })
        .onConflictDoNothing();
      if (!invitation.projectId) return;
      await db
        .update(projects)
        .set({
          collaborators: sql`array_append(${projects.collaborators}, ${email})`,
          modifiedAt: new Date(),
        })
        .where(
          and(
            eq(projects.id, invitation.projectId),
            eq(projects.workspaceId, invitation.workspaceId),
            sql`not (${email} = any(${projects.collaborators}))`,
          ),
        );
    },

    async findPreferences(userId: string) {
      return db.query.userPreferences.findFirst({ where: eq(userPreferences.userId, userId) });
    },

    /** The user's stored IANA time zone, null before one was saved. */
    async findTimeZone(userId: string): Promise<string | null> {
      const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
      return row?.timeZone ?? null;
    },

    /** Stores the user's time zone (already checked with Intl). */
    async saveTimeZone(userId: string, timeZone: string): Promise<void> {
      await db.update(users).set({ timeZone, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Saves the given preferences; the others keep their stored (or default) values. */
    async savePreferences(userId: string, changes: PreferenceChanges) {
      const [row] = await db
        .insert(userPreferences)
        .values({ userId, ...changes })
        .onConflictDoUpdate({ target: userPreferences.userId, set: { ...changes, updatedAt: new Date() } })
        .returning({ theme: userPreferences.theme, locale: userPreferences.locale });
      return row;
    },

    /** The account's stored cookie choice and when it was made (both null before any). */
    async findCookieConsent(userId: string) {
      const [row] = await db
        .select({
          consent: userPreferences.cookieConsent,
          savedAt: userPreferences.cookieConsentSavedAt,
        })
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId));
      return row;
    },

    /**
     * Stores a cookie choice unless the stored one is newer (compared in the statement, so two browsers
     * saving at once cannot let the older win). Returns the choice kept.
     */
    async saveCookieConsent(userId: string, consent: CookieChoice, savedAt: Date) {
      await db
        .insert(userPreferences)
        .values({ userId, cookieConsent: consent, cookieConsentSavedAt: savedAt })
        .onConflictDoUpdate({
          target: userPreferences.userId,
          set: { cookieConsent: consent, cookieConsentSavedAt: savedAt, updatedAt: new Date() },
          setWhere: or(
            isNull(userPreferences.cookieConsentSavedAt),
            lt(userPreferences.cookieConsentSavedAt, savedAt),
          ),
        });
      return this.findCookieConsent(userId);
    },

    /** Adds an address to the waitlist; joining twice keeps one entry and updates the updates choice. */
    async addToWaitlist(email: string, wantsUpdates: boolean) {
      await db
        .insert(waitlistEntries)
        .values({ id: crypto.randomUUID(), email, wantsUpdates })
        .onConflictDoUpdate({ target: waitlistEntries.email, set: { wantsUpdates } });
    },

    async listWaitlist() {
      return db.query.waitlistEntries.findMany({ orderBy: (entry, { desc }) => [desc(entry.createdAt)] });
    },

    async markWaitlistInvited(email: string) {
      await db.update(waitlistEntries).set({ invitedAt: new Date() }).where(eq(waitlistEntries.email, email));
    },

    /** Stores an invitation; a project invitation also names its workspace, role and project. */
    async createInvitation(values: {
      email: string;
      tokenHash: string;
      invitedBy: string;
      expiresAt: Date;
      workspaceId?: string;
      projectId?: string;
      role?: 'owner' | 'editor' | 'viewer';
    }) {
      const [row] = await db
        .insert(invitations)
        .values({ id: crypto.randomUUID(), ...values })
        .returning();
      if (!row) throw new Error('invitation insert returned nothing');
      return row;
    },

    async findInvitationByTokenHash(tokenHash: string) {
      return db.query.invitations.findFirst({ where: eq(invitations.tokenHash, tokenHash) });
    },

    /** Marks an invitation used; answers false when it already was (another registration got there first). */
    async markInvitationAccepted(id: string): Promise<boolean> {
      const updated = await db
        .update(invitations)
        .set({ acceptedAt: new Date() })
        .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
        .returning({ id: invitations.id });
      return updated.length > 0;
    },

    /** Records a login from an address (its hash); forgets the user's addresses not used since `forgetBefore`. */
    async rememberLoginAddress(userId: string, addressHash: string, at: Date, forgetBefore: Date) {
      await db
        .insert(knownLoginAddresses)
        .values({ userId, addressHash, lastLoginAt: at })
        .onConflictDoUpdate({
          target: [knownLoginAddresses.userId, knownLoginAddresses.addressHash],
          set: { lastLoginAt: at },
        });
      await db
        .delete(knownLoginAddresses)
        .where(
          and(eq(knownLoginAddresses.userId, userId), lt(knownLoginAddresses.lastLoginAt, forgetBefore)),
        );
    },

    /** True when the account of `email` logged in from the address (its hash) at `since` or later. */
    async isKnownLoginAddress(email: string, addressHash: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ userId: knownLoginAddresses.userId })
        .from(knownLoginAddresses)
        .innerJoin(users, eq(users.id, knownLoginAddresses.userId))
        .where(
          and(
            eq(users.email, email),
            eq(knownLoginAddresses.addressHash, addressHash),
            gte(knownLoginAddresses.lastLoginAt, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Removes the user's password reset links, except the one stored as `keepIdentifier` when given. */
    async removeResetLinks(userId: string, keepIdentifier?: string) {
      await db
        .delete(verifications)
        .where(
          and(
            eq(verifications.value, userId),
            like(verifications.identifier, `${storedResetLinkPrefix}%`),
            keepIdentifier === undefined ? undefined : ne(verifications.identifier, keepIdentifier),
          ),
        );
    },

    async listInvitations() {
      return db.query.invitations.findMany({ orderBy: (row, { desc }) => [desc(row.createdAt)] });
    },
  };
}

/** The accounts store. */
export type AccountsStore = ReturnType<typeof createAccountsStore>;

/** Session bookkeeping our auth layer adds on top of better-auth: idle tracking and revocation. */
export function createSessionsStore(db: Database) {
  return {
    async touch(sessionId: string, at: Date) {
      await db.update(sessions).set({ updatedAt: at }).where(eq(sessions.id, sessionId));
    },
    /** Records a session's coarse client address (null when unknown). */
    async setAddress(sessionId: string, address: string | null) {
      await db.update(sessions).set({ ipAddress: address }).where(eq(sessions.id, sessionId));
    },
    async remove(sessionId: string) {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },
    /** Ends every session of the user but `keepSessionId`. */
    async removeOthers(userId: string, keepSessionId: string) {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    },
  };
}

/** The sessions store. */
export type SessionsStore = ReturnType<typeof createSessionsStore>;
