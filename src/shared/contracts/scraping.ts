import { z } from 'zod';
import { defineContract } from './contract';

/** Kind of page a scraped URL is (spec "metadata.pageType"). */
export const pageTypeSchema = z.enum(['unknown', 'product', 'article', 'service', 'homepage']);

/** Kind of business behind a scraped page (spec "metadata.businessType"). */
export const businessTypeSchema = z.enum(['unknown', 'ecommerce', 'saas', 'service']);

/** Tone of a scraped page's copy (spec "metadata.contentTone"). */
export const contentToneSchema = z.enum(['professional', 'technical', 'promotional']);

/** Product facts found on a page (JSON-LD, Open Graph/product meta, microdata, then the page text). */
export const scrapedProductSchema = z.object({
  name: z.string().optional(),
  /** Display price with currency, e.g. '$49.99'. */
  price: z.string().optional(),
  /** Display price before the reduction, e.g. '$79.99'. */
  originalPrice: z.string().optional(),
  /** Rounded percentage of the original price saved, e.g. 38. Only when both prices are known. */
  discount: z.number().int().optional(),
  description: z.string().optional(),
  features: z.array(z.string()),
  category: z.string().optional(),
  brand: z.string().optional(),
  /** Average score (usually out of 5) and the number of ratings when the page gives it. */
  rating: z.object({ score: z.number(), count: z.number().int().optional() }).optional(),
});

/** Marketing material found on a page; every image/video URL is absolute http(s). */
export const scrapedMarketingSchema = z.object({
  headlines: z.object({ h1: z.array(z.string()), h2: z.array(z.string()), h3: z.array(z.string()) }),
  keyPoints: z.array(z.string()),
  callToActions: z.array(z.string()),
  socialProof: z.object({
    testimonials: z.array(z.string()),
    reviews: z.array(z.string()),
    trustBadges: z.array(z.string()),
  }),
  mediaAssets: z.object({
    /** At most 3. */
    heroImages: z.array(z.string()),
    /** At most 8. */
    productImages: z.array(z.string()),
    /** At most 10. */
    galleryImages: z.array(z.string()),
    /** At most 3. */
    videos: z.array(z.string()),
  }),
});

/** Per-platform suggestions derived from the page; hashtags are '#CamelCase', at most 3. */
export const platformHintsSchema = z.object({
  instagram: z.object({
    hashtags: z.array(z.string()),
    imageStyle: z.enum(['product-showcase', 'editorial', 'interface', 'lifestyle', 'brand']),
    contentType: z.enum(['video', 'carousel', 'single-image']),
  }),
  twitter: z.object({
    /** At most 100 characters. */
    keyMessage: z.string(),
    /** Topic words of the page worth tagging, most frequent first (at most 3). */
    trending: z.array(z.string()),
    /** True when the page has enough material for a thread. */
    threadWorthy: z.boolean(),
  }),
  linkedin: z.object({
    businessValue: z.string(),
    professionalAngle: z.string(),
    industryRelevance: z.string(),
  }),
  facebook: z.object({
    engagementHooks: z.array(z.string()),
    /** True when the page shows people (testimonials, reviews, community wording). */
    communityFocus: z.boolean(),
    shareableContent: z.array(z.string()),
  }),
});

/** Everything the generator learns from a web page (spec section 3 "Scraped page data"). */
export const scrapedPageSchema = z.object({
  title: z.string(),
  /** Readable text, product summary first when there is a product; at most 2000 characters. */
  text: z.string(),
  /** Every usable image, absolute http(s), deduplicated, best first. */
  images: z.array(z.string()),
  /** The final URL after redirects. */
  url: z.string(),
  /** Host name without 'www.'. */
  domain: z.string(),
  product: scrapedProductSchema,
  marketing: scrapedMarketingSchema,
  platformHints: platformHintsSchema,
  metadata: z.object({
    pageType: pageTypeSchema,
    businessType: businessTypeSchema,
    contentTone: contentToneSchema,
    targetAudience: z.string(),
  }),
});

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
  body: z.object({ url: z.string() }),
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
