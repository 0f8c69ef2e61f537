import { Info } from 'lucide-react';
import { getButtonClasses } from '../../../ui/Button';
import { Tooltip } from '../../../ui/Tooltip';

/** What offline output is made by, per capability. */
export type OfflineCapability = 'text' | 'image';

const explanations: Record<OfflineCapability, string> = {
  text: "No AI key is configured, so these posts were written by Postforge's built-in rule-based writer.",
  image: 'No image AI key is configured, so Postforge rendered each image itself as a designed card.',
};

/**
 * An 'Offline' label with a tooltip explaining why (no AI key configured). It is a button so keyboard and
 * touch users can reach the tooltip; the explanation is also its accessible description.
 */
export function OfflineBadge({ capability = 'text' }: { capability?: OfflineCapability }) {
  const explanation = explanations[capability];
  return (
    <Tooltip content={explanation}>
      <button
        type="button"
        aria-label={`Offline: ${explanation}`}
        className={getButtonClasses({
          variant: 'outline',
          size: 'sm',
          className: 'h-6 rounded-full border-warning px-2 text-xs',
        })}
      >
        <Info aria-hidden="true" className="size-3" />
        Offline
      </button>
    </Tooltip>
  );
}
