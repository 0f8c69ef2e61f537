/** The landing page's sections the top bar opens as full-screen overlays, with their anchors (footer links). */
export const overlaySections = ['features', 'howItWorks', 'pricing', 'reviews'] as const;
/** One of {@link overlaySections}. */
export type OverlaySection = (typeof overlaySections)[number];

/** The element id (URL anchor) of each section on the page. */
export const sectionAnchors: Record<OverlaySection, string> = {
  features: 'features',
  howItWorks: 'how-it-works',
  pricing: 'pricing',
  reviews: 'testimonials',
};

/** The real product's screenshots and hero clip (scripts/capture-marketing.ts makes them: `npm run capture-marketing`). */
export const marketingAssets = {
  heroVideoWebm: '/marketing/hero.webm',
  heroVideoMp4: '/marketing/hero.mp4',
  heroPoster: '/marketing/hero-poster.webp',
  screenshots: {
    create: '/marketing/screenshot-create.webp',
    review: '/marketing/screenshot-review.webp',
    settings: '/marketing/screenshot-settings.webp',
  },
} as const;
