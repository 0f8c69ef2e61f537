/**
 * Marketing material of a page with the spec's extraction filters (section 5): key points over 10
 * characters, calls to action 3 to 49 characters, testimonials over 20.
 */
import type { CheerioAPI } from 'cheerio';
import type { ScrapedMarketing } from '../../../shared/contracts/scraping';
import { asObjects, readText, type StructuredData } from './scraping.structured';
import { normalizeSpace, uniqueTexts } from './scraping.text';

/** Caps on list lengths (the spec leaves them open; a page must not bloat the response). */
export const marketingLimits = {
  headlines: 10,
  keyPoints: 8,
  callToActions: 8,
  proof: 5,
  trustBadges: 6,
} as const;

const ctaSelectors =
  'button, a[class*="btn" i], a[class*="button" i], a[class*="cta" i], [role="button"], input[type="submit"], input[type="button"]';
/** Interface controls that are buttons but not calls to action. */
const controlLabels =
  /^(?:menu|close|open menu|toggle navigation|search|previous|next|prev|back|submit|ok|cancel|×|x|\W+)$/i;
const featureHeadingSelectors =
  '[class*="feature" i] h3, [class*="feature" i] h4, [class*="benefit" i] h3, [class*="benefit" i] h4';
const featureItemSelectors = '[class*="feature" i] li, [class*="benefit" i] li, [class*="highlight" i] li';
const contentListSelectors = 'main li, article li, [role="main"] li';
/** A class naming a review ('review', 'reviews', 'review-text', 'product_review'), not 'preview'. */
const reviewClassPattern = /(?:^|[\s_-])reviews?(?:[\s_-]|$)/i;
const trustSelectors =
  '[class*="trust" i], [class*="guarantee" i], [class*="certif" i], [class*="secure" i], [class*="badge" i]';
const trustPhrases =
  /free (?:shipping|delivery|returns)|money[- ]back guarantee|\d+[- ]day (?:free trial|returns?|money[- ]back guarantee)|secure (?:checkout|payments?)|no credit card required|cancel anytime|gdpr[- ]compliant|soc ?2(?: type (?:ii|i|2|1))?|iso ?27001|pci[- ]dss/gi;

/** Headlines, key points, calls to action and social proof (media assets are read separately). */
export function readMarketing(
  $: CheerioAPI,
  data: StructuredData,
  features: readonly string[],
): Omit<ScrapedMarketing, 'mediaAssets'> {
  const textsOf = (selector: string): string[] =>
    $(selector)
      .toArray()
      .filter((element) => $(element).closest('nav, footer, [role="navigation"]').length === 0)
      .map((element) => $(element).text());
  const headline = (tag: string): string[] =>
    uniqueTexts(
      $(tag)
        .toArray()
        .filter((element) => $(element).closest('nav, footer, aside').length === 0)
        .map((element) => $(element).text()),
      { over: 0, under: 200, limit: marketingLimits.headlines },
    );
  const headlines = { h1: headline('h1'), h2: headline('h2'), h3: headline('h3') };

  let keyPoints = uniqueTexts(
    [
      ...features,
      ...textsOf(featureItemSelectors),
      ...textsOf(featureHeadingSelectors),
      ...textsOf(contentListSelectors),
    ],
    {
      over: 10,
      under: 200,
      limit: marketingLimits.keyPoints,
    },
  );
  if (keyPoints.length < 3) {
    keyPoints = uniqueTexts([...keyPoints, ...headlines.h2, ...headlines.h3], {
      over: 10,
      under: 200,
      limit: marketingLimits.keyPoints,
    });
  }

  const callToActions = uniqueTexts(
    $(ctaSelectors)
      .toArray()
      .map((element) => {
        const control = $(element);
        const label = control.is('input') ? control.attr('value') : control.text();
        return normalizeSpace(label ?? '') || normalizeSpace(control.attr('aria-label') ?? '');
      })
      .filter((label) => !controlLabels.test(label)),
    { over: 2, under: 50, limit: marketingLimits.callToActions },
  );

  const structuredReviews = data.nodes
    .flatMap((node) => asObjects(node.review))
    .map((review) => readText(review.reviewBody) ?? readText(review.description) ?? '');
  const reviews = uniqueTexts(
    [...structuredReviews, ...textsOf('[itemprop="reviewBody"]'), ...readReviewTexts($)],
    {
      over: 20,
      under: 600,
      limit: marketingLimits.proof,
    },
  );
  const reviewKeys = new Set(reviews.map((review) => review.toLowerCase()));
  const testimonials = uniqueTexts(
    readTestimonialTexts($)
      .map(stripQuotes)
      .filter((text) => !reviewKeys.has(text.toLowerCase())),
    { over: 20, under: 600, limit: marketingLimits.proof },
  );

  return {
    headlines,
    keyPoints,
    callToActions,
    socialProof: { testimonials, reviews, trustBadges: readTrustBadges($) },
  };
}

/**
 * Quotes: every blockquote and q, plus the first paragraph of each innermost testimonial/quote block
 * (the lines after it are usually the attribution).
 */
function readTestimonialTexts($: CheerioAPI): string[] {
  const blocks = $('[class*="testimonial" i], [class*="quote" i]').not('blockquote, q');
  const fromBlocks = blocks.toArray().flatMap((element) => {
    const block = $(element);
    const hasInner = blocks.toArray().some((other) => other !== element && block.has(other).length > 0);
    if (hasInner || block.find('blockquote, q').length > 0) return [];
    const first = block.find('p').first();
    return [first.length > 0 ? first.text() : block.text()];
  });
  const quotes = $('blockquote, q')
    .toArray()
    .map((element) => $(element).text());
  return [...quotes, ...fromBlocks];
}

/** Removes quotation marks around a whole quote. */
function stripQuotes(text: string): string {
  return normalizeSpace(text)
    .replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/g, '')
    .trim();
}

/** Texts of review blocks: their paragraphs, or the text of the innermost review element. */
function readReviewTexts($: CheerioAPI): string[] {
  const reviewBlocks = $('[class*="review" i]').filter((_index, element) =>
    reviewClassPattern.test($(element).attr('class') ?? ''),
  );
  return reviewBlocks.toArray().flatMap((element) => {
    const block = $(element);
    const hasInnerReview = reviewBlocks
      .toArray()
      .some((other) => other !== element && block.has(other).length > 0);
    if (hasInnerReview) return [];
    const paragraphs = block.find('p');
    return paragraphs.length > 0
      ? paragraphs.toArray().map((paragraph) => $(paragraph).text())
      : [block.text()];
  });
}

function readTrustBadges($: CheerioAPI): string[] {
  const fromElements = $(trustSelectors)
    .toArray()
    .flatMap((element) => {
      const badge = $(element);
      const items = badge.find('li');
      const texts = items.length > 0 ? items.toArray().map((item) => $(item).text()) : [badge.text()];
      const alts = badge
        .find('img[alt]')
        .addBack('img[alt]')
        .toArray()
        .map((image) => $(image).attr('alt') ?? '');
      return [...texts, ...alts];
    });
  const bodyText = normalizeSpace($('body').text());
  const badges = uniqueTexts(fromElements, { over: 2, under: 80 });
  const isCovered = (phrase: string): boolean =>
    badges.some((badge) => badge.toLowerCase().includes(phrase.toLowerCase()));
  const fromPhrases = [...bodyText.matchAll(trustPhrases)]
    .map((match) => match[0])
    .filter((phrase) => !isCovered(phrase));
  return uniqueTexts([...badges, ...fromPhrases.map(capitalize)], {
    over: 2,
    under: 80,
    limit: marketingLimits.trustBadges,
  });
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
