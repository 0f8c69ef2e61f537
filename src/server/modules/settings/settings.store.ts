import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets, notificationPreferences, userProfiles, users, type SocialHandles } from '../../db/schema';
import type { NotificationPreferences } from '../../../shared/contracts/settings';

/** A profile row. */
export type ProfileRow = typeof userProfiles.$inferSelect;
/** The fields a profile save writes. */
export type ProfileValues = Omit<typeof userProfiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>;

/** A profile's author facts for the feed (see getAuthorProfile). */
export interface AuthorProfile {
  userId: string;
  displayName: string;
  username: string | null;
  avatar: { assetId: string; workspaceId: string } | null;
}

/** No social handle on any platform. */
export const emptySocialHandles: SocialHandles = {
  instagram: '',
  twitter: '',
  linkedin: '',
  facebook: '',
  tiktok: '',
  youtube: '',
};

/** The spec's defaults: e-mail and generation alerts on, platform connection alerts off. */
export const defaultNotificationPreferences: NotificationPreferences = {
  emailNotifications: true,
  generationCompleteAlerts: true,
  platformConnectionAlerts: false,
};

/** Profile and notification-preference queries; each reads or writes the given user's rows only. */
export function createSettingsStore(db: Database) {
  return {
    async findProfile(userId: string): Promise<ProfileRow | undefined> {
      return db.query.userProfiles.findFirst({ where: eq(userProfiles.userId, userId) });
    },

    /** The account's e-mail and name (the profile's read-only e-mail, the display name's fallback). */
    async findAccount(userId: string) {
      return db.query.users.findFirst({
        where: eq(users.id, userId),
        columns: { id: true, email: true, name: true },
      });
    },

    /** True when another user holds `username`, compared without case. */
    async isUsernameTaken(username: string, exceptUserId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: userProfiles.userId })
        .from(userProfiles)
        .where(
          and(
            sql`lower(${userProfiles.username}) = lower(${username})`,
            ne(userProfiles.userId, exceptUserId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Creates or updates the user's profile (the unique index refuses a username taken meanwhile). */
    async saveProfile(userId: string, values: ProfileValues): Promise<ProfileRow> {
      const [row] = await db
        .insert(userProfiles)
        .values({ ...values, userId })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: new Date() } })
        .returning();
      if (!row) throw new Error('profile upsert returned nothing');
      return row;
    },

    /** Sets or clears the avatar; makes the profile row (without a username) when there is none yet. */
    async setAvatar(userId: string, avatarAssetId: string | null): Promise<ProfileRow> {
      const [row] = await db
        .insert(userProfiles)
        .values({ userId, avatarAssetId, socialHandles: emptySocialHandles })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { avatarAssetId, updatedAt: new Date() } })
        .returning();
      if (!row) throw new Error('avatar upsert returned nothing');
      return row;
    },

    /**
     * What the feed shows as a post's author: display name (the account's name when the profile has none),
     * username (null before the profile's first save) and the avatar asset with its workspace (the avatar's
     * file is served from there). Undefined for an unknown user.
     */
    async getAuthorProfile(userId: string): Promise<AuthorProfile | undefined> {
      const [row] = await db
        .select({
          name: users.name,
          displayName: userProfiles.displayName,
          username: userProfiles.username,
          avatarAssetId: assets.id,
          avatarWorkspaceId: assets.workspaceId,
        })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .leftJoin(assets, eq(assets.id, userProfiles.avatarAssetId))
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) return undefined;
      return {
        userId,
        displayName: row.displayName?.trim() || row.name,
        username: row.username ?? null,
        avatar:
          row.avatarAssetId && row.avatarWorkspaceId
            ? { assetId: row.avatarAssetId, workspaceId: row.avatarWorkspaceId }
            : null,
      };
    },

    async findNotificationPreferences(userId: string): Promise<NotificationPreferences> {
      const row = await db.query.notificationPreferences.findFirst({
        where: eq(notificationPreferences.userId, userId),
      });
      if (!row) return { ...defaultNotificationPreferences };
      return {
        emailNotifications: row.emailNotifications,
        generationCompleteAlerts: row.generationCompleteAlerts,
        platformConnectionAlerts: row.platformConnectionAlerts,
      };
    },

    /** Saves the given preferences; the others keep their stored (or default) values. */
    async saveNotificationPreferences(
      userId: string,
      changes: Partial<NotificationPreferences>,
    ): Promise<NotificationPreferences> {
      const [row] = await db
        .insert(notificationPreferences)
        .values({ ...defaultNotificationPreferences, ...changes, userId })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { ...changes, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('notification preferences upsert returned nothing');
      return {
        emailNotifications: row.emailNotifications,
        generationCompleteAlerts: row.generationCompleteAlerts,
        platformConnectionAlerts: row.platformConnectionAlerts,
      };
    },
  };
}

/** The settings store. */
export type SettingsStore = ReturnType<typeof createSettingsStore>;
