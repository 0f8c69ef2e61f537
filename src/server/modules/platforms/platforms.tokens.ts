import type { SecretBox } from '../../crypto/secret-box';
import type { PlatformRegistry } from '../../integrations/platforms/registry';
import { OAuthGrantError, type TokenSet } from '../../integrations/platforms/types';
import type { PlatformClients } from './platforms.clients';
import type { ConnectionRow, PlatformsStore } from './platforms.store';

/** Tokens are refreshed when they expire within this margin (X's live 2 hours). */
export const refreshMarginMs = 5 * 60_000;

/** The connection cannot be used until its account connects again (its card says 'Reconnect needed'). */
export class ReconnectNeededError extends Error {
  override readonly name = 'ReconnectNeededError';
  constructor(readonly connection: ConnectionRow) {
    super(`${connection.platform} connection ${connection.id} needs to be reconnected`);
  }
}

/** The sealed columns of a token set. */
export function sealTokens(
  secrets: SecretBox,
  tokens: TokenSet,
  previousRefreshSealed: string | null = null,
) {
  return {
    accessTokenSealed: secrets.seal(tokens.accessToken),
    // A platform that does not rotate refresh tokens answers none on refresh: the old one stays.
    refreshTokenSealed: tokens.refreshToken ? secrets.seal(tokens.refreshToken) : previousRefreshSealed,
    expiresAt: tokens.expiresAt,
    scopes: tokens.scopes,
  };
}

/**
 * A connection's access token, refreshed before it expires (under the row's lock, so concurrent jobs never
 * spend a rotating refresh token twice). A refresh the platform refuses (or a connection without a refresh
 * token whose access expired) turns the connection to 'reconnect_needed' and calls `onBroken` once.
 */
export function createConnectionTokens(deps: {
  store: PlatformsStore;
  secrets: SecretBox;
  registry: PlatformRegistry;
  clients: PlatformClients;
  clock: () => Date;
  onBroken(connection: ConnectionRow): Promise<void>;
}) {
  /** A refresh under the row's lock: the new row, or 'broken' when the platform refused it. */
  async function refreshLocked(
    row: ConnectionRow,
    update: (changes: Partial<ConnectionRow>) => Promise<ConnectionRow>,
  ): Promise<ConnectionRow | 'broken'> {
    const adapter = deps.registry.find(row.platform);
    const client = await deps.clients.find(row.platform);
    const refreshToken = row.refreshTokenSealed ? deps.secrets.open(row.refreshTokenSealed) : undefined;
    if (!adapter || !client || !refreshToken) return 'broken';
    try {
      const tokens = await adapter.refresh(client, refreshToken);
      return await update({
        ...sealTokens(deps.secrets, tokens, row.refreshTokenSealed),
        status: 'connected',
        lastSyncAt: deps.clock(),
      });
    } catch (error) {
      if (error instanceof OAuthGrantError) return 'broken';
      throw error; // the platform did not answer: try again later, the connection stays
    }
  }

  /** Marks the connection (outside the refresh's transaction, so it stays) and alerts once. */
  async function markBroken(workspaceId: string, row: ConnectionRow): Promise<never> {
    const broken =
      (await deps.store.updateConnection(workspaceId, row.id, { status: 'reconnect_needed' })) ?? row;
    if (row.status !== 'reconnect_needed') await deps.onBroken(broken);
    throw new ReconnectNeededError(broken);
  }

  return {
    /**
     * A usable access token of the connection: the stored one, or a fresh one when it expires within the
     * margin, or when `staleAccessToken` (one the platform just refused) is still the stored one.
     */
    async accessFor(
      workspaceId: string,
      connectionId: string,
      staleAccessToken?: string,
    ): Promise<{ connection: ConnectionRow; accessToken: string } | undefined> {
      const outcome = await deps.store.withLockedConnection(
        workspaceId,
        connectionId,
        async (row, update) => {
          if (!row) return undefined;
          if (row.status === 'reconnect_needed') throw new ReconnectNeededError(row);
          const stored = deps.secrets.open(row.accessTokenSealed);
          const isExpiring =
            row.expiresAt !== null && row.expiresAt.getTime() - deps.clock().getTime() < refreshMarginMs;
          if (!isExpiring && (staleAccessToken === undefined || staleAccessToken !== stored))
            return { row, current: row };
          return { row, current: await refreshLocked(row, update) };
        },
      );
      if (!outcome) return undefined;
      if (outcome.current === 'broken') return markBroken(workspaceId, outcome.row);
      return {
        connection: outcome.current,
        accessToken: deps.secrets.open(outcome.current.accessTokenSealed),
      };
    },
    /** Records a successful call (the card's 'Last sync'). */
    async touch(workspaceId: string, connectionId: string): Promise<void> {
      await deps.store.updateConnection(workspaceId, connectionId, { lastSyncAt: deps.clock() });
    },
  };
}

/** A connection's tokens. */
export type ConnectionTokens = ReturnType<typeof createConnectionTokens>;
