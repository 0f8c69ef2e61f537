import type { PlatformClient } from '../../../shared/contracts/platforms';
import { platformIds, type PlatformId } from '../../../shared/domain/platforms';
import type { SecretBox } from '../../crypto/secret-box';
import type { AuthContext } from '../../http/auth-context';
import type { PlatformRegistry } from '../../integrations/platforms/registry';
import type { OAuthClient } from '../../integrations/platforms/types';
import type { PlatformsStore } from './platforms.store';

/** The redirect URI of a platform, to register at the platform exactly: `${PUBLIC_URL}/api/platforms/<id>/callback`. */
export function redirectUriOf(publicUrl: string, platform: string): string {
  return `${publicUrl.replace(/\/+$/u, '')}/api/platforms/${platform}/callback`;
}

/**
 * The OAuth clients (developer apps) of the platforms: the environment's (they win) or the one the instance
 * owner saved on the Instance screen (secret sealed, never sent back).
 */
export function createPlatformClients(deps: {
  store: PlatformsStore;
  secrets: SecretBox;
  registry: PlatformRegistry;
  publicUrl: string;
  environment: Partial<Record<PlatformId, OAuthClient>>;
}) {
  async function view(platform: PlatformId): Promise<PlatformClient> {
    const fixed = deps.environment[platform];
    const saved = fixed ? undefined : await deps.store.findClient(platform);
    return {
      platform,
      isAvailable: deps.registry.find(platform) !== undefined,
      redirectUri: redirectUriOf(deps.publicUrl, platform),
      isFixedByEnvironment: fixed !== undefined,
      clientId: fixed?.clientId ?? saved?.clientId ?? null,
      hasSecret: Boolean(fixed?.clientSecret ?? saved?.clientSecretSealed),
    };
  }
  return {
    /** The client to use for a platform, or undefined when none is set. */
    async find(platform: string): Promise<OAuthClient | undefined> {
      const fixed = deps.environment[platform as PlatformId];
      if (fixed) return fixed;
      const saved = await deps.store.findClient(platform);
      if (!saved) return undefined;
      return {
        clientId: saved.clientId,
        ...(saved.clientSecretSealed ? { clientSecret: deps.secrets.open(saved.clientSecretSealed) } : {}),
      };
    },
    /** Every platform's client as the instance owner sees it. */
    async list(): Promise<{ clients: PlatformClient[] }> {
      return { clients: await Promise.all(platformIds.map((platform) => view(platform))) };
    },
    /** Saves the owner's client id and secret (absent keeps the stored secret, '' removes it). */
    async save(
      auth: AuthContext,
      platform: PlatformId,
      body: { clientId: string; clientSecret?: string | undefined },
    ): Promise<PlatformClient> {
      const previous = await deps.store.findClient(platform);
      const sealed =
        body.clientSecret === undefined
          ? (previous?.clientSecretSealed ?? null)
          : body.clientSecret === ''
            ? null
            : deps.secrets.seal(body.clientSecret);
      await deps.store.saveClient({
        platform,
        clientId: body.clientId,
        clientSecretSealed: sealed,
        updatedBy: auth.userId,
      });
      return view(platform);
    },
  };
}

/** The platforms' OAuth clients. */
export type PlatformClients = ReturnType<typeof createPlatformClients>;
