import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import {
  annualSaving,
  defaultBillingPeriod,
  planPrice,
  pricingButtonPath,
  pricingPlans,
  type BillingPeriod,
} from '../../../../shared/domain/pricing';
import { getButtonClasses } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import type { LandingSectionProps } from './FeaturesSection';

const periods: readonly BillingPeriod[] = ['monthly', 'annual'];

/** Pricing: the Monthly/Annual toggle (annual by default) and the plans of src/shared/domain/pricing.ts. */
export function PricingSection({ id }: LandingSectionProps) {
  const { t } = useTranslation('landing');
  const [period, setPeriod] = useState<BillingPeriod>(defaultBillingPeriod);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 border-b bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-8 px-4 py-16 sm:px-6">
        <h2 id={`${id}-title`} className="text-center text-3xl font-bold tracking-tight">
          {t('pricing.title')}
        </h2>
        <div
          role="group"
          aria-label={t('pricing.billingLabel')}
          className="inline-flex items-center gap-1 rounded-lg border bg-card p-1"
        >
          {periods.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={period === option}
              onClick={() => setPeriod(option)}
              className={cn(
                'inline-flex min-h-10 items-center gap-2 rounded-md px-4 text-sm font-medium',
                period === option
                  ? 'bg-primary text-primary-foreground'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {t(`pricing.${option}`)}
              {option === 'annual' && (
                <span className="rounded-full bg-success px-2 py-0.5 text-xs font-semibold text-success-foreground">
                  {t('pricing.save')}
                </span>
              )}
            </button>
          ))}
        </div>
        <ul className="grid w-full gap-6 lg:grid-cols-3">
          {pricingPlans.map((plan) => (
            <li
              key={plan.id}
              data-testid={`plan-${plan.id}`}
              className={cn(
                'relative flex flex-col gap-4 rounded-2xl border bg-card p-6',
                plan.popular && 'border-primary shadow-lg',
              )}
            >
              {plan.popular && (
                <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
                  {t('pricing.mostPopular')}
                </span>
              )}
              <div>
                <h3 className="text-xl font-semibold">{t(`pricing.plans.${plan.id}.name`)}</h3>
                <p className="text-sm text-muted-foreground">{t(`pricing.plans.${plan.id}.description`)}</p>
              </div>
              <p>
                <span className="text-4xl font-bold" data-testid="price">
                  ${planPrice(plan, period)}
                </span>
                <span className="text-muted-foreground">{t('pricing.perMonth')}</span>
                <span className="block text-xs text-muted-foreground">
                  {t(period === 'annual' ? 'pricing.billedAnnually' : 'pricing.billedMonthly')}
                </span>
              </p>
              {period === 'annual' && (
                <p className="text-sm font-medium text-success" data-testid="saving">
                  {t('pricing.saving', { amount: annualSaving(plan) })}
                </p>
              )}
              <ul className="flex flex-1 flex-col gap-2 text-sm">
                {plan.features.map((feature, index) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {/* The domain's feature list, translated by position (its English is the en catalogue). */}
                    {t(
                      `pricing.plans.${plan.id}.features.f${index + 1}` as `pricing.plans.starter.features.f1`,
                    )}
                  </li>
                ))}
              </ul>
              <Link
                to={pricingButtonPath}
                className={getButtonClasses({
                  variant: plan.popular ? 'primary' : 'outline',
                  className: 'w-full',
                })}
              >
                {t(plan.buttonText === 'Contact Sales' ? 'pricing.contactSales' : 'pricing.startTrial')}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
