import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { workspaces } from './workspaces';

/**
 * The OAuth client (developer app) the instance owner registered at a platform, entered on the Instance screen:
 * instance-wide, one row per platform. The secret is sealed by the secret box (AES-256-GCM) and never sent back;
 * environment variables (`X_CLIENT_ID`, `X_CLIENT_SECRET`, ...) win over this row.
 */
export const platformOauthClients = pgTable('platform_oauth_clients', {
  platform: text('platform').primaryKey(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed'),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A platform account connected to a workspace over OAuth 2.0 (several per platform: several X accounts,
 * several Facebook Pages). Tokens are sealed by the secret box; `status` turns to 'reconnect_needed' when a
 * refresh fails. One row per workspace, platform and external account: connecting it again updates the row.
 */
export const platformConnections = pgTable(
  'platform_connections',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    externalAccountId: text('external_account_id').notNull(),
    accountName: text('account_name').notNull(),
    accessTokenSealed: text('access_token_sealed').notNull(),
    refreshTokenSealed: text('refresh_token_sealed'),
    /** When the access token expires (null: the platform did not say). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    scopes: text('scopes').array().notNull().default([]),
    status: text('status', { enum: ['connected', 'reconnect_needed'] })
      .notNull()
      .default('connected'),
    /** The last successful call with this connection (connect, refresh, publish). */
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    connectedBy: text('connected_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('platform_connections_account_idx').on(
      table.workspaceId,
      table.platform,
      table.externalAccountId,
    ),
  ],
);

/**
 * One authorization request (Connect): the `state` sent to the platform (stored as its SHA-256), bound to the
 * session that started it, single use, expiring after 10 minutes; the PKCE verifier sealed. The row stays after
 * use with its outcome so the connect dialog can show how the flow ended.
 */
export const platformOauthStates = pgTable(
  'platform_oauth_states',
  {
    id: text('id').primaryKey(),
    stateHash: text('state_hash').notNull(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    platform: text('platform').notNull(),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    status: text('status', { enum: ['pending', 'connected', 'failed'] })
      .notNull()
      .default('pending'),
    connectionId: text('connection_id').references(() => platformConnections.id, { onDelete: 'set null' }),
    /** Failed: why ('expired', 'denied', 'refused'). Connected: the JSON list of every connection it added. */
    message: text('message'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('platform_oauth_states_state_idx').on(table.stateHash),
    index('platform_oauth_states_expiry_idx').on(table.expiresAt),
  ],
);
