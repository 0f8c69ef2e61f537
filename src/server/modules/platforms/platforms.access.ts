import { PlatformAuthError, type AccountCredentials } from '../../integrations/platforms/types';
import { ReconnectNeededError, type ConnectionTokens } from './platforms.tokens';

/** The connection is gone (disconnected) while a call for it was due. */
export class ConnectionGoneError extends Error {
  override readonly name = 'ConnectionGoneError';
}

/** The token refresh did not answer (the platform is down): try again later, the connection stays. */
export class TokenRefreshUnansweredError extends Error {
  override readonly name = 'TokenRefreshUnansweredError';
}

/**
 * Runs one platform call with a connection's access token, the one path of publishing and of the metrics job:
 * a token the platform refuses (PlatformAuthError) is refreshed once and the call made again; a refresh the
 * platform refuses turns the connection to 'reconnect_needed' (ConnectionTokens, which alerts) and throws
 * ReconnectNeededError; a second refusal after a fresh token is thrown as the PlatformAuthError. A successful
 * call records the card's 'Last sync'.
 */
export async function withConnectionAccess<T>(
  tokens: ConnectionTokens,
  workspaceId: string,
  connectionId: string,
  call: (credentials: AccountCredentials) => Promise<T>,
): Promise<T> {
  let stale: string | undefined;
  for (let round = 0; ; round += 1) {
    let access;
    try {
      access = await tokens.accessFor(workspaceId, connectionId, stale);
    } catch (error) {
      if (error instanceof ReconnectNeededError) throw error;
      throw new TokenRefreshUnansweredError('token refresh did not answer', { cause: error });
    }
    if (!access) throw new ConnectionGoneError(`connection ${connectionId} is gone`);
    try {
      const result = await call({
        accessToken: access.accessToken,
        accountId: access.connection.externalAccountId,
      });
      await tokens.touch(workspaceId, connectionId);
      return result;
    } catch (error) {
      if (!(error instanceof PlatformAuthError) || round > 0) throw error;
      stale = access.accessToken;
    }
  }
}
