import { useTranslation } from 'react-i18next';
import { BarChart3, CalendarClock, Image, Layers, Share2, Sparkles, type LucideIcon } from 'lucide-react';
import { featuresResumeAfterClickMs, featuresRotateIntervalMs } from '../../../../shared/domain/timers';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { Tabs, TabsContent } from '../../../ui/Tabs';
import { useRotation } from '../hooks/useRotation';
import { AnalyticsShowcase } from './AnalyticsShowcase';
import { ScreenshotCarousel } from './ScreenshotCarousel';

/** The six feature tabs, in the spec's order, with their icons. */
export const featureKeys = [
  'generation',
  'visual',
  'multiPlatform',
  'variations',
  'scheduling',
  'intelligence',
] as const;
const featureIcons: Record<(typeof featureKeys)[number], LucideIcon> = {
  generation: Sparkles,
  visual: Image,
  multiPlatform: Share2,
  variations: Layers,
  scheduling: CalendarClock,
  intelligence: BarChart3,
};

/** Props of a landing section rendered on the page or in its overlay. */
export interface LandingSectionProps {
  /** The element id: the anchor on the page; a different one in the overlay, so ids stay unique. */
  id: string;
}

/** Features: six tabs rotating every 4 s (a click pauses for 10 s), the screenshots and the analytics showcase. */
export function FeaturesSection({ id }: LandingSectionProps) {
  const { t } = useTranslation('landing');
  const rotation = useRotation({
    count: featureKeys.length,
    intervalMs: featuresRotateIntervalMs,
    resumeAfterChoiceMs: featuresResumeAfterClickMs,
  });
  const value = featureKeys[rotation.index] ?? featureKeys[0];
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 border-b">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-16 sm:px-6">
        <h2 id={`${id}-title`} className="text-center text-3xl font-bold tracking-tight text-balance">
          {t('features.title')}
        </h2>
        <div className="grid gap-8 lg:grid-cols-2">
          <Tabs
            value={value}
            onValueChange={(next) =>
              rotation.choose(featureKeys.indexOf(next as (typeof featureKeys)[number]))
            }
            orientation="vertical"
            className="gap-4"
            {...rotation.pauseProps}
          >
            <TabsPrimitive.List
              aria-label={t('features.tabsLabel')}
              className="grid w-full grid-cols-1 gap-1 rounded-lg bg-muted p-1 sm:grid-cols-2"
            >
              {featureKeys.map((key) => {
                const Icon = featureIcons[key];
                return (
                  <TabsPrimitive.Trigger
                    key={key}
                    value={key}
                    className="flex min-h-10 items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {t(`features.items.${key}.title`)}
                  </TabsPrimitive.Trigger>
                );
              })}
            </TabsPrimitive.List>
            {featureKeys.map((key) => (
              <TabsContent key={key} value={key} className="rounded-xl border bg-card p-5">
                <h3 className="text-lg font-semibold">{t(`features.items.${key}.title`)}</h3>
                <p className="mt-2 text-muted-foreground">{t(`features.items.${key}.description`)}</p>
              </TabsContent>
            ))}
          </Tabs>
          <ScreenshotCarousel />
        </div>
        <AnalyticsShowcase idPrefix={id} />
      </div>
    </section>
  );
}
