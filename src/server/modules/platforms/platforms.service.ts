import { createHash, randomUUID } from 'node:crypto';
import type { ConnectAttempt, PlatformCard } from '../../../shared/contracts/platforms';
import { platformIds } from '../../../shared/domain/platforms';
import type { SecretBox } from '../../crypto/secret-box';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import { canWriteWorkspace } from '../../http/authorize';
import { codeChallengeOf, createCodeVerifier, createOAuthState } from '../../integrations/platforms/oauth';
import type { PlatformRegistry } from '../../integrations/platforms/registry';
import { OAuthGrantError, type GrantedAccount } from '../../integrations/platforms/types';
import { redirectUriOf, type PlatformClients } from './platforms.clients';
import { isPublicUrlReachable } from './platforms.media-links';
import { presentConnection } from './platforms.presenter';
import type { PlatformsStore } from './platforms.store';
import { sealTokens } from './platforms.tokens';

/** How long a Connect may take between its start and the platform's redirect back. */
export const connectRequestLifetimeMs = 10 * 60_000;

export const platformUnavailableMessage = 'This platform cannot be connected yet.';
export const platformNotSetUpMessage =
  'This platform is not set up yet: the instance owner enters its client ID on the Instance screen.';
export const invalidConnectRequestMessage =
  'This connection request is not valid. Start again from Settings › Platforms.';
export const connectionNotFoundMessage = 'This connection was not found.';
export const attemptNotFoundMessage = 'This connection request was not found.';

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** Every connection a finished Connect added or updated (its JSON list, or the one `connection_id` of older rows). */
function connectionIdsOf(state: { connectionId: string | null; message: string | null }): string[] {
  try {
    const parsed: unknown = JSON.parse(state.message ?? '');
    if (Array.isArray(parsed) && parsed.every((id) => typeof id === 'string')) return parsed;
  } catch {
    // Not a list: a row from before the list was kept.
  }
  return state.connectionId ? [state.connectionId] : [];
}

/**
 * Platform connections over OAuth 2.0: the Platforms tab's cards, Connect (authorization code with PKCE S256,
 * a `state` bound to the caller's session, single use, 10 minutes), the callback (code → tokens sealed at
 * rest → the account's name), the dialog's outcome, and Disconnect (revoke where the platform allows, then
 * delete the tokens).
 */
export function createPlatformsService(deps: {
  store: PlatformsStore;
  secrets: SecretBox;
  registry: PlatformRegistry;
  clients: PlatformClients;
  publicUrl: string;
  clock: () => Date;
  log: { warn(details: object, message: string): void };
}) {
  return {
    /** Every platform's card with the workspace's accounts on it. */
    async list(auth: AuthContext): Promise<{ canManage: boolean; platforms: PlatformCard[] }> {
      const rows = await deps.store.listConnections(auth.workspaceId);
      const platforms = await Promise.all(
        platformIds.map(async (platform) => ({
          platform,
          isAvailable: deps.registry.find(platform) !== undefined,
          isConfigured: (await deps.clients.find(platform)) !== undefined,
          isPublicUrlReachable:
            deps.registry.find(platform)?.fetchesPublicMedia !== true || isPublicUrlReachable(deps.publicUrl),
          connections: rows.filter((row) => row.platform === platform).map(presentConnection),
        })),
      );
      return { canManage: canWriteWorkspace(auth), platforms };
    },

    /** Starts a Connect: stores the request and answers the platform's authorize page for the browser. */
    async startConnect(auth: AuthContext, platform: string) {
      const adapter = deps.registry.find(platform);
      if (!adapter) throw new AppError('bad_request', platformUnavailableMessage);
      const client = await deps.clients.find(platform);
      if (!client) throw new AppError('bad_request', platformNotSetUpMessage);
      const state = createOAuthState();
      const verifier = createCodeVerifier();
      const now = deps.clock();
      const attemptId = randomUUID();
      await deps.store.insertState(
        {
          id: attemptId,
          stateHash: hashState(state),
          workspaceId: auth.workspaceId,
          userId: auth.userId,
          sessionId: auth.sessionId,
          platform,
          codeVerifierSealed: deps.secrets.seal(verifier),
          expiresAt: new Date(now.getTime() + connectRequestLifetimeMs),
          createdAt: now,
        },
        now,
      );
      const authorizeUrl = adapter.buildAuthorizeUrl({
        client,
        redirectUri: redirectUriOf(deps.publicUrl, platform),
        state,
        codeChallenge: codeChallengeOf(verifier),
      });
      return { attemptId, authorizeUrl };
    },

    /**
     * The platform's redirect back. Refused (400) unless the state is one this session started for this
     * platform and not used yet; otherwise the request is used up and its outcome stored (connected, or failed:
     * expired, denied at the platform, refused code). Answers where the browser goes next.
     */
    async completeConnect(
      auth: AuthContext,
      platform: string,
      query: { state?: string | undefined; code?: string | undefined; error?: string | undefined },
    ): Promise<string> {
      const found = query.state ? await deps.store.findStateByHash(hashState(query.state)) : undefined;
      if (
        !found ||
        found.sessionId !== auth.sessionId ||
        found.workspaceId !== auth.workspaceId ||
        found.platform !== platform
      )
        throw new AppError('bad_request', invalidConnectRequestMessage);
      const claimed = await deps.store.claimState(found.id, 'refused');
      if (!claimed) throw new AppError('bad_request', invalidConnectRequestMessage);
      const back = `${deps.publicUrl.replace(/\/+$/u, '')}/app/settings?tab=platforms&attempt=${claimed.id}`;
      const fail = async (failure: 'expired' | 'denied' | 'refused') => {
        await deps.store.finishState(claimed.id, { status: 'failed', message: failure });
        return back;
      };
      if (claimed.expiresAt.getTime() <= deps.clock().getTime()) return fail('expired');
      if (query.error || !query.code) return fail(query.error === 'access_denied' ? 'denied' : 'refused');
      const adapter = deps.registry.find(platform);
      const client = await deps.clients.find(platform);
      if (!adapter || !client) return fail('refused');
      try {
        const tokens = await adapter.exchangeCode({
          client,
          code: query.code,
          redirectUri: redirectUriOf(deps.publicUrl, platform),
          codeVerifier: deps.secrets.open(claimed.codeVerifierSealed),
        });
        // One Connect may grant several accounts (each with its own token), or the member's one account.
        const granted: GrantedAccount[] = adapter.listAccounts
          ? await adapter.listAccounts(tokens)
          : [await adapter.fetchAccount(tokens.accessToken)];
        if (granted.length === 0) return fail('refused');
        const now = deps.clock();
        const connectionIds: string[] = [];
        for (const account of granted) {
          const own = account.accessToken;
          const saved = await deps.store.upsertConnection({
            id: randomUUID(),
            workspaceId: auth.workspaceId,
            platform,
            externalAccountId: account.id,
            accountName: account.name,
            // An account's own token (a Page's, say) is not refreshed: it has no expiry and no refresh token.
            ...sealTokens(
              deps.secrets,
              own ? { accessToken: own, expiresAt: null, scopes: tokens.scopes } : tokens,
            ),
            status: 'connected',
            lastSyncAt: now,
            connectedBy: auth.userId,
            createdAt: now,
          });
          connectionIds.push(saved.id);
        }
        await deps.store.finishState(claimed.id, { status: 'connected', connectionIds });
        return back;
      } catch (error) {
        deps.log.warn(
          { err: error instanceof OAuthGrantError ? { code: error.code } : error, platform },
          'platform connect failed',
        );
        return fail('refused');
      }
    },

    /** How one of the caller's Connects ended (404 for another user's or workspace's). */
    async getAttempt(auth: AuthContext, attemptId: string): Promise<ConnectAttempt> {
      const found = await deps.store.findState(auth.workspaceId, auth.userId, attemptId);
      if (!found) throw new AppError('not_found', attemptNotFoundMessage);
      const failure = found.state.message;
      const accountNames =
        found.state.status === 'connected'
          ? await deps.store.listAccountNames(auth.workspaceId, connectionIdsOf(found.state))
          : [];
      return {
        platform: found.state.platform as ConnectAttempt['platform'],
        status: found.state.status,
        accountName: found.accountName,
        accountNames,
        failure:
          found.state.status === 'failed' &&
          (failure === 'expired' || failure === 'denied' || failure === 'refused')
            ? failure
            : null,
      };
    },

    /** Disconnect: revokes the tokens where the platform allows (a refusal is logged), then deletes them. */
    async disconnect(auth: AuthContext, connectionId: string): Promise<{ ok: true }> {
      const row = await deps.store.findConnection(auth.workspaceId, connectionId);
      if (!row) throw new AppError('not_found', connectionNotFoundMessage);
      const adapter = deps.registry.find(row.platform);
      const client = await deps.clients.find(row.platform);
      if (adapter && client) {
        const tokens = {
          accessToken: deps.secrets.open(row.accessTokenSealed),
          ...(row.refreshTokenSealed ? { refreshToken: deps.secrets.open(row.refreshTokenSealed) } : {}),
        };
        await adapter.revoke(client, tokens).catch((error: unknown) => {
          deps.log.warn({ err: error, platform: row.platform }, 'platform token not revoked');
        });
      }
      await deps.store.deleteConnection(auth.workspaceId, connectionId);
      return { ok: true };
    },
  };
}

/** The platform connections service. */
export type PlatformsService = ReturnType<typeof createPlatformsService>;
