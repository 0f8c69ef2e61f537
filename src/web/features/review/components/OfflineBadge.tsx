import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getButtonClasses } from '../../../ui/Button';
import { Tooltip } from '../../../ui/Tooltip';

/** What offline output is made by, per capability (its explanation is `review:offline.explanation.<capability>`). */
export type OfflineCapability = 'text' | 'image' | 'video' | 'speech';

/**
 * An 'Offline' label with a tooltip explaining why (no AI key configured). It is a button so keyboard and
 * touch users can reach the tooltip; the explanation is also its accessible description.
 */
export function OfflineBadge({ capability = 'text' }: { capability?: OfflineCapability }) {
  const { t } = useTranslation('review');
  const explanation = t(`offline.explanation.${capability}`);
  return (
    <Tooltip content={explanation}>
      <button
        type="button"
        aria-label={t('offline.description', { explanation })}
        className={getButtonClasses({
          variant: 'outline',
          size: 'sm',
          className: 'h-6 rounded-full border-warning px-2 text-xs',
        })}
      >
        <Info aria-hidden="true" className="size-3" />
        {t('offline.label')}
      </button>
    </Tooltip>
  );
}
