import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VideoModelOption } from '../../../../../shared/domain/video-models';
import { useLocaleFormat } from '../../../../i18n/format';
import { Badge, cn } from '../../../../ui';

/** Catalogue keys of a card's three features (`llm.catalogue.<id>.featureN`). */
const FEATURE_KEYS = ['feature1', 'feature2', 'feature3'] as const;

/** Props of {@link VideoModelCard}. */
export interface VideoModelCardProps {
  model: VideoModelOption;
  isSelected: boolean;
  /** False for viewers (read only) and while the choice loads. */
  canChoose: boolean;
  onSelect: () => void;
}

/**
 * One card of the video model catalogue, a radio of the catalogue's radiogroup: name, provider, price text,
 * status, description, features, longest clip and aspect ratios. A coming-soon card is dimmed, marked
 * 'Coming Soon' in its corner (never over its text) and cannot be chosen; the selected card is highlighted.
 */
export function VideoModelCard({ model, isSelected, canChoose, onSelect }: VideoModelCardProps) {
  const { t } = useTranslation('settings');
  const { number } = useLocaleFormat();
  const isComingSoon = model.status === 'coming-soon';
  const isDisabled = isComingSoon || !canChoose;
  const descriptionId = `video-model-${model.id}-description`;

  return (
    <button
      type="button"
      role="radio"
      aria-checked={isSelected}
      aria-disabled={isDisabled || undefined}
      aria-describedby={descriptionId}
      tabIndex={isSelected ? 0 : -1}
      data-model={model.id}
      onClick={() => {
        if (!isDisabled) onSelect();
      }}
      className={cn(
        'relative flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-left text-card-foreground transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        isSelected ? 'border-primary ring-2 ring-primary' : 'border-border',
        !isDisabled && !isSelected && 'hover:border-primary/60',
        isComingSoon && 'cursor-not-allowed',
        !isComingSoon && !canChoose && 'cursor-default',
      )}
    >
      <div className={cn('flex flex-col gap-3', isComingSoon && 'opacity-50')}>
        <div className="flex items-start justify-between gap-2">
          <div className="flex flex-col">
            <span className="font-semibold">{model.name}</span>
            <span className="text-sm text-muted-foreground">
              {t('llm.models.by', { provider: model.provider })}
            </span>
          </div>
          {isSelected ? <Check aria-hidden="true" className="size-5 shrink-0 text-primary" /> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant={model.status === 'active' ? 'success' : 'secondary'}>
            {t(`llm.models.status.${model.status}`)}
          </Badge>
          <Badge variant="outline">{model.pricing}</Badge>
        </div>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {t(`llm.catalogue.${model.id}.description`)}
        </p>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
          {FEATURE_KEYS.map((feature) => (
            <li key={feature}>{t(`llm.catalogue.${model.id}.${feature}`)}</li>
          ))}
        </ul>
        <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">{t('llm.models.maxDuration')}</dt>
            <dd className="font-medium">{t('llm.models.seconds', { seconds: number(model.maxDuration) })}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('llm.models.ratios')}</dt>
            <dd className="font-medium">{model.aspectRatios.join(', ')}</dd>
          </div>
        </dl>
      </div>
      {isComingSoon ? (
        <span className="absolute right-3 top-3 rounded-full bg-foreground px-3 py-1 text-xs font-semibold text-background">
          {t('llm.models.comingSoon')}
        </span>
      ) : null}
    </button>
  );
}
