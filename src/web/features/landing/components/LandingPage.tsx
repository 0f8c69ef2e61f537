import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionAnchors, type OverlaySection } from '../landing-sections';
import { FaqSection } from './FaqSection';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { PricingSection } from './PricingSection';
import { TestimonialsSection } from './TestimonialsSection';

const SectionOverlay = lazy(() =>
  import('./SectionOverlay').then((module) => ({ default: module.SectionOverlay })),
);

/** Props of {@link LandingPage}: the parts other features own, dropped into their places. */
export interface LandingPageProps {
  /** The top bar's call to action (Get Started Free / Open app). */
  headerAction: ReactNode;
  /** The hero's call to action. */
  heroAction: ReactNode;
  /** The community feed (its own feature): rendered under the section's heading. */
  communityFeed?: ReactNode;
  /** The footer's newsletter box (`<NewsletterSignup />`). */
  newsletter?: ReactNode;
  /** Extra links in the footer's legal column. */
  legalExtra?: ReactNode;
  /** Rendered after the page (dialogs, the consent banner). */
  children?: ReactNode;
}

/** The landing page (spec 1 §2 'Landing page (/)'): top bar, hero, feed, sections, FAQ and footer. */
export function LandingPage({
  headerAction,
  heroAction,
  communityFeed,
  newsletter,
  legalExtra,
  children,
}: LandingPageProps) {
  const { t } = useTranslation('landing');
  const [openSection, setOpenSection] = useState<OverlaySection | null>(null);
  return (
    <div id="top">
      <LandingHeader onOpenSection={setOpenSection} action={headerAction} />
      <main className="pt-[6.8rem] lg:pt-16">
        <HeroSection action={heroAction} />
        {/* The community feed (features/feed), given by the route. */}
        <section id="community" aria-labelledby="community-title" className="scroll-mt-20 border-b">
          <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-16 sm:px-6">
            <h2 id="community-title" className="text-center text-3xl font-bold tracking-tight">
              {t('feed.title')}
            </h2>
            {communityFeed}
          </div>
        </section>
        <FeaturesSection id={sectionAnchors.features} />
        <HowItWorksSection id={sectionAnchors.howItWorks} />
        <TestimonialsSection id={sectionAnchors.reviews} />
        <PricingSection id={sectionAnchors.pricing} />
        <FaqSection id="faq" />
      </main>
      <LandingFooter newsletter={newsletter} legalExtra={legalExtra} />
      {openSection && (
        <Suspense fallback={null}>
          <SectionOverlay section={openSection} onClose={() => setOpenSection(null)} />
        </Suspense>
      )}
      {children}
    </div>
  );
}
