import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { assets } from './media';

/** The six social handles of a profile, by platform id; an empty string is no handle. */
export type SocialHandles = Record<
  'instagram' | 'twitter' | 'linkedin' | 'facebook' | 'tiktok' | 'youtube',
  string
>;

/**
 * A user's public profile (Settings > Profile), one row per user, made on the first save or avatar. Its display name,
 * username and avatar are what the feed shows as a post's author. Usernames are unique on the instance
 * regardless of case (the unique index on lower(username)).
 */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null until the first save of the profile form (an avatar may be uploaded before). */
    username: text('username'),
    displayName: text('display_name').notNull().default(''),
    bio: text('bio').notNull().default(''),
    /** Comma-separated, as typed. */
    interests: text('interests').notNull().default(''),
    website: text('website').notNull().default(''),
    socialHandles: jsonb('social_handles').$type<SocialHandles>().notNull(),
    city: text('city').notNull().default(''),
    /** The square avatar image, an asset of the user's workspace; null without one. */
    avatarAssetId: text('avatar_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_profiles_username_lower_idx').on(sql`lower(${table.username})`)],
);

/** Which notifications a user wants (Settings > Notifications); no row means the spec's defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  generationCompleteAlerts: boolean('generation_complete_alerts').notNull().default(true),
  platformConnectionAlerts: boolean('platform_connection_alerts').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's in-app notifications (the bell). The text is not stored: `kind` and `data` are, and each
 * language renders them, so a notification reads in the interface language of the moment.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['generation-completed', 'generation-failed', 'platform-connection-broken'],
    }).notNull(),
    /** generation-*: runId, prompt (cut), seconds; platform-connection-broken: platform, account. */
    data: jsonb('data').$type<Record<string, string | number>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt, table.id)],
);
