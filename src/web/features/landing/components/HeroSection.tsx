import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Volume2, VolumeX } from 'lucide-react';
import { platformIds, platforms } from '../../../../shared/domain/platforms';
import { heroStatCardsIntervalMs } from '../../../../shared/domain/timers';
import { videoModels } from '../../../../shared/domain/video-models';
import { cn } from '../../../ui/cn';
import { useRotation } from '../hooks/useRotation';
import { prefersReducedMotion, useReducedMotion } from '../hooks/useReducedMotion';
import { marketingAssets } from '../landing-sections';

const statKeys = ['beta', 'ai', 'launch'] as const;
/** One wordmark per video provider, in the catalogue's order; marked when all its models are coming soon. */
const providers = [...new Set(videoModels.map((model) => model.provider))].map((provider) => ({
  provider,
  isComingSoon: videoModels
    .filter((model) => model.provider === provider)
    .every((model) => model.status === 'coming-soon'),
}));

/** Props of {@link HeroSection}. */
export interface HeroSectionProps {
  /** The call to action under the intro (Create an account, or Go to your dashboard when signed in). */
  action: React.ReactNode;
}

/** The hero: background clip (starts muted; its quiet pad plays when unmuted) with a mute toggle, headline, video providers, stat cards, platform grid. */
export function HeroSection({ action }: HeroSectionProps) {
  const { t } = useTranslation('landing');
  const video = useRef<HTMLVideoElement>(null);
  const [isMuted, setIsMuted] = useState(true);
  const isReducedMotion = useReducedMotion();
  const stats = useRotation({ count: statKeys.length, intervalMs: heroStatCardsIntervalMs });

  // The HTML has no autoplay (it would play for reduced-motion users before React runs): the clip starts here
  // when motion is allowed and stops when the user asks for reduced motion (read directly, since the hook says
  // false while the page hydrates).
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (isReducedMotion || prefersReducedMotion()) {
      element.pause();
      return;
    }
    // A browser that refuses autoplay keeps the poster; nothing else to do.
    element.play().catch(() => undefined);
  }, [isReducedMotion]);

  const toggleMute = () => {
    const next = !isMuted;
    setIsMuted(next);
    const element = video.current;
    if (!element) return;
    element.muted = next;
    // Asking for the sound is asking for the clip: it plays even where it was paused for reduced motion.
    if (!next && element.paused) element.play().catch(() => undefined);
  };

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b">
      <video
        ref={video}
        // Blurred: the clip shows the product moving, its text must not compete with the headline over it.
        className="absolute inset-0 -z-10 size-full object-cover opacity-15 blur-sm dark:opacity-10"
        poster={marketingAssets.heroPoster}
        muted
        loop
        playsInline
        preload="none"
        aria-label={t('hero.videoLabel')}
      >
        <source src={marketingAssets.heroVideoWebm} type="video/webm" />
        <source src={marketingAssets.heroVideoMp4} type="video/mp4" />
      </video>
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
        <span className="rounded-full border bg-background/80 px-3 py-1 text-xs font-medium">
          {t('hero.badge')}
        </span>
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{t('hero.intro')}</p>
        {action}
        <button
          type="button"
          onClick={toggleMute}
          aria-pressed={!isMuted}
          className="inline-flex min-h-10 items-center gap-2 rounded-md border bg-background/80 px-3 text-sm hover:bg-accent"
        >
          {isMuted ? (
            <VolumeX aria-hidden="true" className="size-4" />
          ) : (
            <Volume2 aria-hidden="true" className="size-4" />
          )}
          {isMuted ? t('hero.unmute') : t('hero.mute')}
        </button>

        <div className="flex w-full flex-col items-center gap-3">
          <h2 className="text-sm font-medium text-muted-foreground">{t('hero.providersTitle')}</h2>
          <ul className="flex flex-wrap justify-center gap-2" data-testid="provider-strip">
            {providers.map(({ provider, isComingSoon }) => (
              <li
                key={provider}
                className={cn(
                  'flex items-center gap-2 rounded-md border bg-background/80 px-3 py-1.5 text-sm font-semibold',
                  isComingSoon && 'text-muted-foreground',
                )}
              >
                {provider}
                {isComingSoon && (
                  <span className="rounded bg-muted px-1.5 py-0.5 text-[0.7rem] font-medium">
                    {t('hero.comingSoon')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>

        <ul
          aria-label={t('hero.statsLabel')}
          className="grid w-full max-w-3xl gap-3 sm:grid-cols-3"
          {...stats.pauseProps}
        >
          {statKeys.map((key, index) => (
            <li
              key={key}
              data-active={index === stats.index}
              aria-current={index === stats.index ? 'true' : undefined}
              className={cn(
                'rounded-xl border bg-card p-4 transition-[transform,box-shadow] duration-300',
                index === stats.index ? 'scale-[1.03] shadow-md ring-2 ring-primary' : 'opacity-80',
              )}
            >
              <p className="text-2xl font-bold">{t(`hero.stats.${key}.value`)}</p>
              <p className="text-sm text-muted-foreground">{t(`hero.stats.${key}.label`)}</p>
            </li>
          ))}
        </ul>

        <div className="flex w-full flex-col items-center gap-3">
          <h2 className="text-sm font-medium text-muted-foreground">{t('hero.platformsTitle')}</h2>
          <ul className="grid w-full max-w-3xl grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
            {platformIds.map((id) => (
              <li
                key={id}
                className="flex items-center justify-center gap-2 rounded-lg border bg-card px-3 py-3 text-sm font-medium"
              >
                {platforms[id].name}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
