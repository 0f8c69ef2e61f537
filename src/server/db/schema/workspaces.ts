import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { projects } from './projects';

/** Roles within a workspace. */
export const memberRole = pgEnum('member_role', ['owner', 'editor', 'viewer']);

/** A workspace owns every piece of content; each user has a personal one. */
export const workspaces = pgTable('workspaces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  isPersonal: boolean('is_personal').notNull().default(false),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  /**
   * The language of the workspace's runs when a run names none: 'auto' (each brief's own language) or an
   * ISO 639-1 content language.
   */
  contentLanguage: text('content_language').notNull().default('auto'),
  /** The video model chosen in Settings > LLM Integration (an id of shared/domain/video-models.ts). */
  videoModel: text('video_model').notNull().default('kling-2-master'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who belongs to which workspace, with which role. */
export const memberships = pgTable(
  'memberships',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: memberRole('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('memberships_user_idx').on(table.userId),
  ],
);

/** Per-user preferences that follow the account across browsers. */
export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: text('theme', { enum: ['system', 'light', 'dark'] })
    .notNull()
    .default('system'),
  /** The interface language the user chose (en, de, es, fr); null follows the browser. */
  locale: text('locale'),
  /**
   * The cookie choice made in a browser while signed in (issue #10): analytics, functional, performance
   * (essential is always on); null until the user chooses. Synced with the browser's copy, the newer one wins.
   */
  cookieConsent: jsonb('cookie_consent').$type<{
    analytics: boolean;
    functional: boolean;
    performance: boolean;
  }>(),
  /** When that choice was made (the browser's clock, never later than the server's). */
  cookieConsentSavedAt: timestamp('cookie_consent_saved_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Instance-wide settings: one row (id = 'instance'). The first account becomes its owner. */
export const instanceSettings = pgTable('instance_settings', {
  id: text('id').primaryKey().default('instance'),
  ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
  isRegistrationOpen: boolean('is_registration_open').notNull().default(false),
  /** Signing secret for session cookies when AUTH_SECRET is not set; shared by every process on the database. */
  authSecret: text('auth_secret').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Private-beta waitlist entries from the login dialog. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    wantsUpdates: boolean('wants_updates').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('waitlist_email_idx').on(table.email)],
);

/**
 * An invitation lets one e-mail address register; the token is stored hashed (SHA-256). A project invitation
 * (issue #14) also names the workspace the new account joins, with which role, and the project it collaborates
 * on; an instance invitation leaves the three null.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    role: memberRole('role'),
  },
  (table) => [
    uniqueIndex('invitations_token_idx').on(table.tokenHash),
    index('invitations_email_idx').on(table.email),
    index('invitations_project_idx').on(table.projectId),
  ],
);
