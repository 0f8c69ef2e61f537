import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platformVideoOptions, type PlatformVideoOptionId } from '../../../../../shared/domain/platforms';
import type { AspectRatio } from '../../../../../shared/domain/video';
import { useLocaleFormat } from '../../../../i18n/format';
import { cn } from '../../../../ui/cn';

/** Props of {@link PlatformVideoOptionsList}. */
export interface PlatformVideoOptionsListProps {
  aspectRatio: AspectRatio;
  onAspectRatioChange: (aspectRatio: AspectRatio) => void;
}

/**
 * A compact reference of video destinations (name, aspect ratio, longest clip). Choosing one applies its aspect
 * ratio; it stays marked while the aspect ratio still matches.
 */
export function PlatformVideoOptionsList({
  aspectRatio,
  onAspectRatioChange,
}: PlatformVideoOptionsListProps) {
  const { t } = useTranslation('generation');
  const format = useLocaleFormat();
  const titleId = useId();
  const [chosenId, setChosenId] = useState<PlatformVideoOptionId | null>(null);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h4 id={titleId} className="text-sm font-medium text-foreground">
        {t('videoSettings.platformOptions')}
      </h4>
      <p className="text-sm text-muted-foreground">{t('videoSettings.platformOptionsHint')}</p>
      <ul className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {platformVideoOptions.map((option) => {
          const isChosen = chosenId === option.id && option.aspectRatio === aspectRatio;
          return (
            <li key={option.id}>
              <button
                type="button"
                aria-pressed={isChosen}
                onClick={() => {
                  setChosenId(option.id);
                  onAspectRatioChange(option.aspectRatio);
                }}
                className={cn(
                  'flex min-h-11 w-full flex-col items-start rounded-md border px-3 py-2 text-left transition-colors',
                  'hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isChosen && 'border-primary bg-primary/10',
                )}
              >
                <span className="text-sm font-medium text-foreground">{option.name}</span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {t('videoSettings.platformOption', {
                    ratio: option.aspectRatio,
                    seconds: format.number(option.maxDuration),
                  })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
