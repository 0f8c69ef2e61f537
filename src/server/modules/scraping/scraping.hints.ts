/**
 * Per-platform hints derived from a scraped page. Rule-based and deterministic: the same page always
 * gives the same hints.
 */
import type {
  PlatformHints,
  ScrapedMarketing,
  ScrapedPage,
  ScrapedProduct,
} from '../../../shared/contracts/scraping';
import { lastCategory } from './scraping.classify';
import { countPhrases, topKeywords, truncateText } from './scraping.text';

/** Spec section 9: twitter key message 100 characters; at most 3 platform hashtags. */
export const hintLimits = { keyMessage: 100, hashtags: 3, trending: 3, hooks: 3, shareable: 3 } as const;

/** What the hints are built from. */
export interface HintInput {
  title: string;
  domain: string;
  description?: string;
  product: ScrapedProduct;
  marketing: ScrapedMarketing;
  metadata: ScrapedPage['metadata'];
  topics: string[];
  textLength: number;
  lowerText: string;
}

/** Per-platform hints (spec "platformHints"). */
export function buildPlatformHints(input: HintInput): PlatformHints {
  const { product, marketing, metadata } = input;
  const { mediaAssets } = marketing;
  const productImageCount = mediaAssets.productImages.length + mediaAssets.galleryImages.length;
  const keyMessageSource = input.description ?? marketing.headlines.h1[0] ?? input.title;
  const questions = [...marketing.headlines.h2, ...marketing.headlines.h3].filter((headline) =>
    headline.endsWith('?'),
  );
  const hooks = [
    product.discount !== undefined ? `Save ${product.discount}%` : undefined,
    product.rating !== undefined
      ? `Rated ${product.rating.score}/5${product.rating.count !== undefined ? ` by ${product.rating.count} customers` : ''}`
      : undefined,
    ...questions,
    marketing.callToActions[0],
  ].filter((hook): hook is string => hook !== undefined);

  return {
    instagram: {
      hashtags: buildHashtags([
        product.brand,
        lastCategory(product.category),
        input.topics[0],
        domainLabel(input.domain),
        ...input.topics.slice(1),
      ]),
      imageStyle: chooseImageStyle(metadata),
      contentType:
        mediaAssets.videos.length > 0 ? 'video' : productImageCount >= 3 ? 'carousel' : 'single-image',
    },
    twitter: {
      keyMessage: truncateText(keyMessageSource, hintLimits.keyMessage),
      trending: input.topics.slice(0, hintLimits.trending),
      threadWorthy: marketing.keyPoints.length >= 3 || input.textLength >= 1000,
    },
    linkedin: {
      businessValue: firstSentence(
        product.description ?? input.description ?? marketing.keyPoints[0] ?? input.title,
      ),
      professionalAngle: chooseProfessionalAngle(metadata),
      industryRelevance: lastCategory(product.category) ?? industryOf(metadata.businessType),
    },
    facebook: {
      engagementHooks: hooks.slice(0, hintLimits.hooks),
      communityFocus:
        marketing.socialProof.testimonials.length > 0 ||
        marketing.socialProof.reviews.length > 0 ||
        countPhrases(input.lowerText, ['community', 'join us', 'members', 'our customers', 'forum']) > 0,
      shareableContent: [...marketing.keyPoints, ...marketing.headlines.h2].slice(0, hintLimits.shareable),
    },
  };
}

/** '#CamelCase' hashtags from names and words, case-insensitively unique, at most 3. */
export function buildHashtags(sources: ReadonlyArray<string | undefined>): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const source of sources) {
    if (source === undefined || tags.length >= hintLimits.hashtags) continue;
    const words = source.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
    const tag = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
    if (tag.length < 2 || tag.length > 30 || /^\d+$/.test(tag) || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(`#${tag}`);
  }
  return tags;
}

/** Host name without 'www.'; '' for an unparseable URL. */
export function readDomain(pageUrl: string): string {
  try {
    return new URL(pageUrl).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** The brand-like label of a host: 'shop.acme-tools.co.uk' → 'acme-tools'. */
export function domainLabel(domain: string): string {
  const labels = domain.replace(/^www\./, '').split('.');
  const secondLevel = ['co', 'com', 'org', 'net', 'ac', 'gov', 'edu'];
  const hasTwoPartSuffix =
    labels.length >= 3 && secondLevel.includes(labels.at(-2) ?? '') && (labels.at(-1) ?? '').length === 2;
  return labels.at(hasTwoPartSuffix ? -3 : -2) ?? labels[0] ?? domain;
}

function firstSentence(text: string): string {
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return truncateText(sentence, 200);
}

function chooseImageStyle(metadata: ScrapedPage['metadata']): PlatformHints['instagram']['imageStyle'] {
  if (metadata.pageType === 'product' || metadata.businessType === 'ecommerce') return 'product-showcase';
  if (metadata.pageType === 'article') return 'editorial';
  if (metadata.businessType === 'saas') return 'interface';
  if (metadata.businessType === 'service') return 'lifestyle';
  return 'brand';
}

function chooseProfessionalAngle(metadata: ScrapedPage['metadata']): string {
  if (metadata.pageType === 'product' || metadata.businessType === 'ecommerce')
    return 'Product launch and customer value';
  if (metadata.businessType === 'saas') return 'Productivity and business efficiency';
  if (metadata.businessType === 'service') return 'Expertise and client results';
  if (metadata.pageType === 'article') return 'Industry insight and thought leadership';
  return 'Brand story and company news';
}

function industryOf(businessType: ScrapedPage['metadata']['businessType']): string {
  if (businessType === 'ecommerce') return 'E-commerce and retail';
  if (businessType === 'saas') return 'Software and technology';
  if (businessType === 'service') return 'Professional services';
  return 'General business';
}

/** Topic words of a page, most frequent first, from its title, headlines and key points. */
export function readTopics(title: string, marketing: Omit<ScrapedMarketing, 'mediaAssets'>): string[] {
  return topKeywords(
    [
      title,
      ...marketing.headlines.h1,
      ...marketing.headlines.h2,
      ...marketing.headlines.h3,
      ...marketing.keyPoints,
    ],
    5,
  );
}
