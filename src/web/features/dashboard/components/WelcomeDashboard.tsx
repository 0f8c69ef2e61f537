import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Crosshair, ImagePlay, Sparkles, WandSparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { generationPlatformIds, platforms } from '../../../../shared/domain/platforms';
import { useLocaleFormat } from '../../../i18n/format';
import { getButtonClasses } from '../../../ui/Button';
import { useSession } from '../../accounts/hooks/useSession';
import { FeatureCard } from './FeatureCard';
import { StatsOverview } from './StatsOverview';

const platformListCache = new Map<string, string>();

/**
 * The generation platforms as a list in the interface's language ('Instagram, X, LinkedIn and Facebook').
 * English keeps the spec's British style, without a serial comma.
 */
function formatPlatformList(locale: string): string {
  let list = platformListCache.get(locale);
  if (list === undefined) {
    list = new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(
      generationPlatformIds.map((id) => platforms[id].name),
    );
    platformListCache.set(locale, list);
  }
  return list;
}

/** The feature cards; `id` names their title and description in the `dashboard` catalogue. */
const FEATURES = [
  { id: 'autoGeneration', icon: WandSparkles },
  { id: 'smartTargeting', icon: Crosshair },
  { id: 'aiVisuals', icon: ImagePlay },
] as const;

/**
 * The Welcome dashboard (/app): a greeting hero with Start Creating, the workspace's real figures, three
 * cards on what the generator does, and Get Started Now.
 */
export function WelcomeDashboard() {
  const { t } = useTranslation('dashboard');
  const { locale } = useLocaleFormat();
  const { data: session } = useSession();
  const heroHeadingId = useId();
  const featuresHeadingId = useId();
  const name = session?.user?.name;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6 sm:gap-10 sm:px-6 sm:py-10 lg:px-8">
      <section
        aria-labelledby={heroHeadingId}
        className="relative overflow-hidden rounded-2xl border bg-linear-to-br from-secondary via-card to-card p-6 shadow-sm sm:p-10"
      >
        <div className="flex max-w-2xl flex-col gap-4">
          <h1 id={heroHeadingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {name ? t('hero.welcomeNamed', { name }) : t('hero.welcome')}
          </h1>
          <p className="text-base text-pretty text-muted-foreground sm:text-lg">
            {t('hero.intro', { platforms: formatPlatformList(locale) })}
          </p>
          <div className="mt-2 flex flex-wrap gap-3">
            <Link to="/app/create" className={getButtonClasses({ size: 'lg' })}>
              <Sparkles aria-hidden="true" />
              {t('hero.startCreating')}
            </Link>
            {/* View Analytics (/app/analytics) goes here once the analytics screen exists. */}
          </div>
        </div>
      </section>

      <StatsOverview />

      <section aria-labelledby={featuresHeadingId} className="flex flex-col gap-4">
        <h2 id={featuresHeadingId} className="text-lg font-semibold">
          {t('features.heading')}
        </h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature, index) => (
            <FeatureCard
              key={feature.id}
              icon={feature.icon}
              title={t(`features.${feature.id}.title`)}
              description={t(`features.${feature.id}.description`)}
              className={index === FEATURES.length - 1 ? 'sm:col-span-2 lg:col-span-1' : undefined}
            />
          ))}
        </div>
      </section>

      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed p-6 text-center sm:p-8">
        <p className="text-base font-medium">{t('cta.ready')}</p>
        <Link to="/app/create" className={getButtonClasses({ size: 'lg' })}>
          {t('cta.getStarted')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
