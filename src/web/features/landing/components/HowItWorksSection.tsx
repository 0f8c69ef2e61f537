import { useTranslation } from 'react-i18next';
import { howItWorksIntervalMs } from '../../../../shared/domain/timers';
import { cn } from '../../../ui/cn';
import { useRotation } from '../hooks/useRotation';
import type { LandingSectionProps } from './FeaturesSection';

const stepKeys = ['input', 'generate', 'review', 'publish'] as const;

/** How It Works: four steps advancing every 5 s; each step is a button that shows it. */
export function HowItWorksSection({ id }: LandingSectionProps) {
  const { t } = useTranslation('landing');
  const rotation = useRotation({ count: stepKeys.length, intervalMs: howItWorksIntervalMs });
  const active = stepKeys[rotation.index] ?? stepKeys[0];
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 border-b bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-16 sm:px-6">
        <h2 id={`${id}-title`} className="text-center text-3xl font-bold tracking-tight">
          {t('howItWorks.title')}
        </h2>
        <div className="grid gap-6 lg:grid-cols-[2fr_3fr]" {...rotation.pauseProps}>
          <ol className="flex flex-col gap-2">
            {stepKeys.map((key, index) => (
              <li key={key}>
                <button
                  type="button"
                  aria-current={index === rotation.index ? 'step' : undefined}
                  onClick={() => rotation.choose(index)}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-lg border p-3 text-left transition-colors',
                    index === rotation.index
                      ? 'border-primary bg-card shadow-sm'
                      : 'bg-transparent hover:bg-card',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                      index === rotation.index ? 'bg-primary text-primary-foreground' : 'bg-muted',
                    )}
                  >
                    {index + 1}
                  </span>
                  <span className="flex flex-col">
                    <span className="text-xs text-muted-foreground">
                      {t('howItWorks.stepLabel', { number: index + 1 })}
                    </span>
                    <span className="font-medium">{t(`howItWorks.steps.${key}.title`)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <div className="rounded-2xl border bg-card p-6" data-testid="step-detail">
            <p className="text-sm text-muted-foreground">
              {t('howItWorks.stepLabel', { number: rotation.index + 1 })}
            </p>
            <h3 className="mt-1 text-2xl font-semibold">{t(`howItWorks.steps.${active}.title`)}</h3>
            <p className="mt-3 text-muted-foreground">{t(`howItWorks.steps.${active}.description`)}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
