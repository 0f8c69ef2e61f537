import type { PlatformId } from '../../../shared/domain/platforms';
import type { PlatformAdapter } from './types';

/** The platform adapters this server has, by platform id. */
export interface PlatformRegistry {
  find(platform: string): PlatformAdapter | undefined;
  /** The platforms with an adapter (their cards offer Connect). */
  platforms(): PlatformId[];
}

/** A registry of the given adapters (one per platform). */
export function createPlatformRegistry(adapters: readonly PlatformAdapter[]): PlatformRegistry {
  const byId = new Map(adapters.map((adapter) => [adapter.platform as string, adapter]));
  return {
    find: (platform) => byId.get(platform),
    platforms: () => adapters.map((adapter) => adapter.platform),
  };
}
