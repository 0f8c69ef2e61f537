import { useTranslation } from 'react-i18next';
import { screenshotsRotateIntervalMs } from '../../../../shared/domain/timers';
import { cn } from '../../../ui/cn';
import { useRotation } from '../hooks/useRotation';
import { marketingAssets } from '../landing-sections';

const screenshotKeys = ['create', 'review', 'settings'] as const;

/** The real product's screenshots, one every 3 s; the dots choose one. */
export function ScreenshotCarousel() {
  const { t } = useTranslation('landing');
  const rotation = useRotation({ count: screenshotKeys.length, intervalMs: screenshotsRotateIntervalMs });
  return (
    <figure
      aria-label={t('features.screenshotsLabel')}
      className="flex flex-col gap-3"
      data-testid="screenshots"
      {...rotation.pauseProps}
    >
      <div className="relative aspect-[16/10] overflow-hidden rounded-xl border bg-muted">
        {screenshotKeys.map((key, index) => (
          <img
            key={key}
            src={marketingAssets.screenshots[key]}
            alt={t(`features.screenshots.${key}`)}
            width={1280}
            height={800}
            loading="lazy"
            decoding="async"
            aria-hidden={index === rotation.index ? undefined : true}
            data-active={index === rotation.index}
            className={cn(
              'absolute inset-0 size-full object-cover object-top transition-opacity duration-500',
              index === rotation.index ? 'opacity-100' : 'opacity-0',
            )}
          />
        ))}
      </div>
      <figcaption className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
        <span>{t(`features.screenshots.${screenshotKeys[rotation.index] ?? 'create'}`)}</span>
        <span className="flex gap-1">
          {screenshotKeys.map((key, index) => (
            <button
              key={key}
              type="button"
              aria-label={t(`features.screenshots.${key}`)}
              aria-pressed={index === rotation.index}
              onClick={() => rotation.choose(index)}
              className="flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'size-2.5 rounded-full',
                  index === rotation.index ? 'bg-primary' : 'bg-muted-foreground/40',
                )}
              />
            </button>
          ))}
        </span>
      </figcaption>
    </figure>
  );
}
