import { AiProvidersSection } from './AiProvidersSection';
import { VideoModelSection } from './VideoModelSection';

/**
 * LLM Integration: the workspace's video model (saved with Save Settings) and the instance's AI providers
 * (the owner saves each capability on its own; the next call uses it).
 */
export function LlmIntegrationTab() {
  return (
    <div className="flex flex-col gap-6">
      <VideoModelSection />
      <AiProvidersSection />
    </div>
  );
}
