import { useTranslation } from 'react-i18next';
import { analyticsShowcaseIntervalMs } from '../../../../shared/domain/timers';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { useRotation } from '../hooks/useRotation';

const analyticsTabs = ['overview', 'insights', 'benchmark', 'health'] as const;
const metricKeys = ['m1', 'm2', 'm3'] as const;

/** The analytics showcase: four tabs of sample figures (labelled as such), one every 5 s. */
export function AnalyticsShowcase({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('landing');
  const rotation = useRotation({ count: analyticsTabs.length, intervalMs: analyticsShowcaseIntervalMs });
  const value = analyticsTabs[rotation.index] ?? analyticsTabs[0];
  return (
    <div className="flex flex-col gap-4 rounded-2xl border bg-card p-5 sm:p-6" {...rotation.pauseProps}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${idPrefix}-analytics`} className="text-xl font-semibold">
          {t('features.analytics.title')}
        </h3>
        <span className="text-xs text-muted-foreground">{t('features.analytics.sample')}</span>
      </div>
      <Tabs
        value={value}
        onValueChange={(next) =>
          rotation.choose(analyticsTabs.indexOf(next as (typeof analyticsTabs)[number]))
        }
      >
        <TabsList aria-label={t('features.analytics.tabsLabel')}>
          {analyticsTabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`features.analytics.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {analyticsTabs.map((tab) => (
          <TabsContent key={tab} value={tab}>
            <dl className="grid gap-3 sm:grid-cols-3">
              {metricKeys.map((metric) => (
                <div key={metric} className="rounded-lg bg-muted p-4">
                  <dt className="text-sm text-muted-foreground">
                    {t(`features.analytics.panels.${tab}.${metric}.label`)}
                  </dt>
                  <dd className="text-2xl font-bold">
                    {t(`features.analytics.panels.${tab}.${metric}.value`)}
                  </dd>
                </div>
              ))}
            </dl>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
