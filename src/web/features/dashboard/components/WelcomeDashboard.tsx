import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Crosshair, ImagePlay, Sparkles, WandSparkles } from 'lucide-react';
import { generationPlatformIds, platforms } from '../../../../shared/domain/platforms';
import { getButtonClasses } from '../../../ui/Button';
import { useSession } from '../../accounts/hooks/useSession';
import { FeatureCard } from './FeatureCard';
import { StatsOverview } from './StatsOverview';

const PLATFORM_LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(
  generationPlatformIds.map((id) => platforms[id].name),
);

const FEATURES = [
  {
    icon: WandSparkles,
    title: 'Auto-Generation',
    description:
      'Start from an idea, a web page, a video or your own images. The agent writes a post for every platform you pick, in the tone variations you choose, with hashtags and a strategy note.',
  },
  {
    icon: Crosshair,
    title: 'Smart Targeting',
    description:
      'Each post is shaped for its platform — character limit, hashtags, image size — and comes with an engagement prediction of High, Medium or Low to help you choose what to publish.',
  },
  {
    icon: ImagePlay,
    title: 'AI Visuals',
    description:
      'Every post gets an image or a 5-second video made from its own prompt, or uses the images of the page you scraped or the media you uploaded.',
  },
] as const;

/**
 * The Welcome dashboard (/app): a greeting hero with Start Creating, the workspace's real figures, three
 * cards on what the generator does, and Get Started Now.
 */
export function WelcomeDashboard() {
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
            {name ? `Welcome, ${name}` : 'Welcome'}
          </h1>
          <p className="text-base text-pretty text-muted-foreground sm:text-lg">
            Turn an idea, a web page, a video or your own images into ready-to-publish posts for{' '}
            {PLATFORM_LIST} — each with a visual, a strategy note and an engagement prediction.
          </p>
          <div className="mt-2 flex flex-wrap gap-3">
            <Link to="/app/create" className={getButtonClasses({ size: 'lg' })}>
              <Sparkles aria-hidden="true" />
              Start Creating
            </Link>
            {/* View Analytics (/app/analytics) goes here once the analytics screen exists. */}
          </div>
        </div>
      </section>

      <StatsOverview />

      <section aria-labelledby={featuresHeadingId} className="flex flex-col gap-4">
        <h2 id={featuresHeadingId} className="text-lg font-semibold">
          What the agent does for you
        </h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature, index) => (
            <FeatureCard
              key={feature.title}
              {...feature}
              className={index === FEATURES.length - 1 ? 'sm:col-span-2 lg:col-span-1' : undefined}
            />
          ))}
        </div>
      </section>

      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed p-6 text-center sm:p-8">
        <p className="text-base font-medium">Ready for your next posts?</p>
        <Link to="/app/create" className={getButtonClasses({ size: 'lg' })}>
          Get Started Now
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
