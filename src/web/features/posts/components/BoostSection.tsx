import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserTimeZone } from '../../preferences/hooks/useTimeZone';
import {
  boostDurations,
  boostSuggestedTimes,
  estimateBoost,
  normalizeBoostBudget,
  postBoostBudgetRange,
  type BoostBudgetRange,
  type BoostSettings,
} from '../../../../shared/domain/boost';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { Slider } from '../../../ui/Slider';
import { Switch } from '../../../ui/Switch';

/** Props of {@link BoostSection}. */
export interface BoostSectionProps {
  value: BoostSettings;
  onChange: (value: BoostSettings) => void;
  /** The budget bounds: the post modal's 5-200 unless given (the history modal: slider 5-1000, typed 5-10000). */
  range?: Readonly<BoostBudgetRange>;
}

/**
 * The modal's Boost section (spec 1 §9): on/off, budget ($5-200 in steps of 5; a typed non-number becomes 5),
 * duration, AI timing with the suggested times, and the reach, engagement and cost estimates labelled as such.
 */
export function BoostSection({ value, onChange, range = postBoostBudgetRange }: BoostSectionProps) {
  const { t, i18n } = useTranslation('review');
  const switchId = useId();
  const timingId = useId();
  const timeZone = useUserTimeZone();
  const estimate = estimateBoost(value.budget, value.duration);
  const number = new Intl.NumberFormat(i18n.language);
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  return (
    <section aria-labelledby={`${switchId}-title`} className="flex flex-col gap-3 rounded-md border p-3">
      <h3 id={`${switchId}-title`} className="text-sm font-semibold">
        {t('publish.boost.title')}
      </h3>
      <Switch
        id={switchId}
        label={t('publish.boost.enable')}
        checked={value.enabled}
        onCheckedChange={(enabled) => onChange({ ...value, enabled })}
      />
      {value.enabled && (
        <>
          <Slider
            aria-label={t('publish.boost.budget')}
            value={value.budget}
            min={range.min}
            max={range.sliderMax}
            step={range.step}
            formatValue={(budget) => money.format(budget)}
            onValueChange={(budget) => onChange({ ...value, budget })}
          />
          <Field label={t('publish.boost.budgetTyped')}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                defaultValue={String(value.budget)}
                key={value.budget}
                onBlur={(event) =>
                  onChange({ ...value, budget: normalizeBoostBudget(event.currentTarget.value, range) })
                }
              />
            )}
          </Field>
          <Select
            label={t('publish.boost.duration')}
            value={String(value.duration)}
            items={boostDurations.map((days) => ({
              value: String(days),
              label: t('publish.boost.days', { count: days }),
            }))}
            onValueChange={(days) =>
              onChange({ ...value, duration: Number(days) as BoostSettings['duration'] })
            }
          />
          <Switch
            id={timingId}
            label={t('publish.boost.aiTiming')}
            description={t('publish.boost.suggested', { ...boostSuggestedTimes, zone: timeZone })}
            checked={value.useAITiming}
            onCheckedChange={(useAITiming) => onChange({ ...value, useAITiming })}
          />
          <dl className="grid grid-cols-1 gap-1 text-sm" data-testid="boost-estimates">
            <dt className="font-medium">{t('publish.boost.reach')}</dt>
            <dd>
              {t('publish.boost.range', {
                min: number.format(estimate.reach.min),
                max: number.format(estimate.reach.max),
              })}
            </dd>
            <dt className="font-medium">{t('publish.boost.engagement')}</dt>
            <dd>
              {t('publish.boost.range', {
                min: number.format(estimate.engagement.min),
                max: number.format(estimate.engagement.max),
              })}
            </dd>
            <dt className="font-medium">{t('publish.boost.cost')}</dt>
            <dd>
              {t('publish.boost.range', {
                min: money.format(estimate.costPerResult.min),
                max: money.format(estimate.costPerResult.max),
              })}
            </dd>
          </dl>
          <p className="text-xs text-muted-foreground">{t('publish.boost.estimatesNote')}</p>
        </>
      )}
    </section>
  );
}
