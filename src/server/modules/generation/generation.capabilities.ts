import type { GenerationCapabilities } from '../../../shared/contracts/generation';
import type { ProviderKind } from '../../integrations/ai/types';

/** The providers whose kind and label the capabilities answer reads (never a key or a URL). */
export interface CapabilityProviders {
  text: { kind: ProviderKind; label: string };
  image: { kind: ProviderKind; label: string };
  video: { kind: ProviderKind; label: string };
  speech: { kind: ProviderKind };
  /** The web-search capability's provider (web search needs a remote one). */
  webSearch: { kind: ProviderKind };
}

/**
 * Which AI capabilities run offline on this instance, so the generator can label them and disable what the
 * offline providers cannot do (web search needs a configured web-search provider).
 */
export function describeCapabilities(providers: CapabilityProviders): GenerationCapabilities {
  const describe = (provider: { kind: ProviderKind; label: string }) => ({
    label: provider.label,
    isOffline: provider.kind === 'offline',
  });
  return {
    text: describe(providers.text),
    image: describe(providers.image),
    video: describe(providers.video),
    speech: { isOffline: providers.speech.kind === 'offline' },
    webSearch: { isAvailable: providers.webSearch.kind !== 'offline' },
  };
}
