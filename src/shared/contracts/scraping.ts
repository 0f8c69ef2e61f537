import { z } from 'zod';
import { defineContract } from './contract';
import { clippedList, clippedText, safeText } from './fields';

/** Kind of page a scraped URL is (spec "metadata.pageType"). */
export const pageTypeSchema = z.enum(['unknown', 'product', 'article', 'service', 'homepage']);

/** Kind of business behind a scraped page (spec "metadata.businessType"). */
export const businessTypeSchema = z.enum(['unknown', 'ecommerce', 'saas', 'service']);

/** Tone of a scraped page's copy (spec "metadata.contentTone"). */
export const contentToneSchema = z.enum(['professional', 'technical', 'promotional']);

/** How the scraped-page schema bounds its strings and lists. */
interface PageBounds {
  text: (max: number) => z.ZodString;
  list: <T extends z.ZodType>(item: T, max: number) => z.ZodArray<T>;
}

/** Longest text field, list item (URL, headline…) and list of a scraped page a run accepts back; longer ones are clipped. */
export const scrapedPageLimits = { textMax: 20_000, itemMax: 4096, listMax: 100 } as const;

/**
 * The scraped page, built once for both directions: as POST /api/scrape answers it (unbounded, so a long page
 * never fails the answer) and as a run accepts it back (every string and list clipped to its maximum and
 * cleaned of NUL and broken characters, since the browser only echoes what the server made).
 */
function buildScrapedPageSchema({ text, list }: PageBounds) {
  const { textMax, itemMax, listMax } = scrapedPageLimits;
  /** A list of short texts or URLs. */
  const texts = () => list(text(itemMax), listMax);
  /** Product facts found on a page (JSON-LD, Open Graph/product meta, microdata, then the page text). */
  const product = z.object({
    name: text(textMax).optional(),
    /** Display price with currency, e.g. '$49.99'. */
    price: text(textMax).optional(),
    /** Display price before the reduction, e.g. '$79.99'. */
    originalPrice: text(textMax).optional(),
    /** Rounded percentage of the original price saved, e.g. 38. Only when both prices are known. */
    discount: z.number().int().optional(),
    description: text(textMax).optional(),
    features: texts(),
    category: text(textMax).optional(),
    brand: text(textMax).optional(),
    /** Average score (usually out of 5) and the number of ratings when the page gives it. */
    rating: z.object({ score: z.number(), count: z.number().int().optional() }).optional(),
  });

  /** Marketing material found on a page; every image/video URL is absolute http(s). */
  const marketing = z.object({
    headlines: z.object({ h1: texts(), h2: texts(), h3: texts() }),
    keyPoints: texts(),
    callToActions: texts(),
    socialProof: z.object({
      testimonials: texts(),
      reviews: texts(),
      trustBadges: texts(),
    }),
    mediaAssets: z.object({
      /** At most 3. */
      heroImages: texts(),
      /** At most 8. */
      productImages: texts(),
      /** At most 10. */
      galleryImages: texts(),
      /** At most 3. */
      videos: texts(),
    }),
  });

  /** Per-platform suggestions derived from the page; hashtags are '#CamelCase', at most 3. */
  const platformHints = z.object({
    instagram: z.object({
      hashtags: texts(),
      imageStyle: z.enum(['product-showcase', 'editorial', 'interface', 'lifestyle', 'brand']),
      contentType: z.enum(['video', 'carousel', 'single-image']),
    }),
    twitter: z.object({
      /** At most 100 characters. */
      keyMessage: text(textMax),
      /** Topic words of the page worth tagging, most frequent first (at most 3). */
      trending: texts(),
      /** True when the page has enough material for a thread. */
      threadWorthy: z.boolean(),
    }),
    linkedin: z.object({
      businessValue: text(textMax),
      professionalAngle: text(textMax),
      industryRelevance: text(textMax),
    }),
    facebook: z.object({
      engagementHooks: texts(),
      /** True when the page shows people (testimonials, reviews, community wording). */
      communityFocus: z.boolean(),
      shareableContent: texts(),
    }),
  });

  /** Everything the generator learns from a web page (spec section 3 "Scraped page data"). */
  return z.object({
    title: text(textMax),
    /** Readable text, product summary first when there is a product; at most 2000 characters. */
    text: text(textMax),
    /** Every usable image, absolute http(s), deduplicated, best first. */
    images: texts(),
    /** The final URL after redirects. */
    url: text(itemMax),
    /** Host name without 'www.'. */
    domain: text(textMax),
    product,
    marketing,
    platformHints,
    metadata: z.object({
      pageType: pageTypeSchema,
      businessType: businessTypeSchema,
      contentTone: contentToneSchema,
      targetAudience: text(textMax),
      /** The page's declared language (its `<html lang>`), as written ('de-DE'); absent when it has none. */
      language: text(35).optional(),
    }),
  });
}

/** Everything the generator learns from a web page (spec section 3 "Scraped page data"). */
export const scrapedPageSchema = buildScrapedPageSchema({
  text: () => z.string(),
  list: (item) => z.array(item),
});
/** The scraped page a run accepts back from the browser: clipped and cleaned (see `buildScrapedPageSchema`). */
export const scrapedPageInputSchema = buildScrapedPageSchema({ text: clippedText, list: clippedList });
/** Product facts found on a page (JSON-LD, Open Graph/product meta, microdata, then the page text). */
export const scrapedProductSchema = scrapedPageSchema.shape.product;
/** Marketing material found on a page; every image/video URL is absolute http(s). */
export const scrapedMarketingSchema = scrapedPageSchema.shape.marketing;
/** Per-platform suggestions derived from the page; hashtags are '#CamelCase', at most 3. */
export const platformHintsSchema = scrapedPageSchema.shape.platformHints;

/** A scraped page. */
export type ScrapedPage = z.infer<typeof scrapedPageSchema>;
/** Product facts of a scraped page. */
export type ScrapedProduct = z.infer<typeof scrapedProductSchema>;
/** Marketing material of a scraped page. */
export type ScrapedMarketing = z.infer<typeof scrapedMarketingSchema>;
/** Platform suggestions of a scraped page. */
export type PlatformHints = z.infer<typeof platformHintsSchema>;

/**
 * Scrapes a URL server-side. Bad input answers 400 'Please enter a URL' or 'Please enter a valid URL (must
 * start with http:// or https://)'. A page that cannot be read still answers 200 with the domain-based
 * fallback page, `isFallback: true` and the reason in `failureMessage`.
 */
export const scrapeUrlContract = defineContract({
  method: 'POST',
  path: '/api/scrape',
  summary: 'Scrape a web page for generation',
  tags: ['scraping'],
  body: z.object({ url: safeText(4096) }),
  response: z.object({
    page: scrapedPageSchema,
    isFallback: z.boolean(),
    failureMessage: z.string().optional(),
  }),
});

/** The spec's scrape failure alert: 'Failed to scrape URL: {message or Unknown error}'. */
export function formatScrapeFailure(message?: string): string {
  return `Failed to scrape URL: ${message !== undefined && message !== '' ? message : 'Unknown error'}`;
}

/** The spec's URL validation messages (section 5), shown by the form and answered by the server. */
export const scrapeUrlMessages = {
  empty: 'Please enter a URL',
  invalid: 'Please enter a valid URL (must start with http:// or https://)',
} as const;
