import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { testimonialsIntervalMs } from '../../../../shared/domain/timers';
import { cn } from '../../../ui/cn';
import { useRotation } from '../hooks/useRotation';
import { testimonials } from '../site-contact';
import { defaultInterfaceLocale, isInterfaceLocale } from '../../../../shared/domain/locales';
import type { LandingSectionProps } from './FeaturesSection';

const statKeys = ['platforms', 'variations', 'languages', 'selfHosted'] as const;

/** Testimonials: one every 6 s, previous/next and dots; four stat cards below. */
export function TestimonialsSection({ id }: LandingSectionProps) {
  const { t, i18n } = useTranslation('landing');
  const rotation = useRotation({ count: testimonials.length, intervalMs: testimonialsIntervalMs });
  const testimonial = testimonials[rotation.index] ?? testimonials[0];
  // The quotes are the operator's content (content/site.json), one text per interface language.
  const locale = isInterfaceLocale(i18n.language) ? i18n.language : defaultInterfaceLocale;
  const buttonClasses =
    'inline-flex size-10 items-center justify-center rounded-full border bg-card hover:bg-accent';
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 border-b">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-8 px-4 py-16 sm:px-6">
        <h2 id={`${id}-title`} className="text-center text-3xl font-bold tracking-tight">
          {t('testimonials.title')}
        </h2>
        <div className="flex w-full flex-col items-center gap-4" {...rotation.pauseProps}>
          <figure
            className="min-h-44 w-full rounded-2xl border bg-card p-6 text-center"
            data-testid="testimonial"
          >
            <blockquote className="text-lg text-pretty">{testimonial?.quote[locale]}</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold">{testimonial?.name}</span>
              <span className="text-muted-foreground"> · {testimonial?.role[locale]}</span>
            </figcaption>
          </figure>
          <div className="flex items-center gap-3">
            <button
              type="button"
              className={buttonClasses}
              aria-label={t('testimonials.previous')}
              onClick={() => rotation.choose(rotation.index - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <div className="flex">
              {testimonials.map((item, index) => (
                <button
                  key={item.name}
                  type="button"
                  aria-label={t('testimonials.show', { number: index + 1 })}
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
            </div>
            <button
              type="button"
              className={buttonClasses}
              aria-label={t('testimonials.next')}
              onClick={() => rotation.choose(rotation.index + 1)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
        <dl className="grid w-full grid-cols-2 gap-3 sm:grid-cols-4">
          {statKeys.map((stat) => (
            <div key={stat} className="flex flex-col-reverse rounded-xl border bg-card p-4 text-center">
              <dt className="text-sm text-muted-foreground">{t(`testimonials.stats.${stat}.label`)}</dt>
              <dd className="text-2xl font-bold">{t(`testimonials.stats.${stat}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
