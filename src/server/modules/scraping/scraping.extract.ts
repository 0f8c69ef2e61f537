/**
 * Turns a page's HTML into the spec's scraped page data (section 3). Pure: no network, no clock; the
 * same HTML and URL always give the same result.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { ScrapedPage, ScrapedProduct } from '../../../shared/contracts/scraping';
import { classifyPage } from './scraping.classify';
import { buildPlatformHints, readDomain, readTopics } from './scraping.hints';
import { readMarketing } from './scraping.marketing';
import { readMedia, resolveHttpUrl } from './scraping.media';
import { readProduct } from './scraping.product';
import { firstMeta, readStructuredData, typesOf } from './scraping.structured';
import {
  insertBlockSeparators,
  normalizeSpace,
  readBlockText,
  truncateText,
  uniqueTexts,
} from './scraping.text';

/** Spec section 9 and 5 limits of the page text. */
export const textLimits = {
  /** Extracted text is capped at 2000 characters. */
  text: 2000,
  /** Only the first 3 features go into the text summary. */
  summaryFeatures: 3,
  /** Paragraphs over 30 characters, the first 5 used, describe a page without a meta description. */
  paragraphOver: 30,
  paragraphCount: 5,
  /** Main content blocks over 50 characters. */
  mainBlockOver: 50,
} as const;

const mainSelectors =
  'main, article, [role="main"], #content, #main-content, .main-content, .content, .post-content, .entry-content, .article-body';
const chromeSelectors = [
  'nav, footer, aside, form, dialog, iframe, button, select, input',
  '[role="navigation"], [role="button"], [aria-hidden="true"]',
  'a[class*="btn" i], a[class*="button" i], a[class*="cta" i]',
].join(', ');

/**
 * True when a title candidate names something: at least two letters in any script. A page counter ('1'), a
 * lone symbol or a separator left by a template ('|', '–') is not a title; the page's domain is used instead.
 */
export function isReadableTitle(candidate: string | undefined): candidate is string {
  return candidate !== undefined && (candidate.match(/\p{L}/gu)?.length ?? 0) >= 2;
}

/** Extracts title, text, images, product, marketing, platform hints and metadata from HTML. */
export function extractPage(html: string, pageUrl: string): ScrapedPage {
  const $ = load(html);
  const base = resolveHttpUrl($('base[href]').attr('href'), pageUrl) ?? pageUrl;
  const data = readStructuredData($);
  $('script, style, noscript, template, svg, canvas').remove();
  insertBlockSeparators($);

  const domain = readDomain(pageUrl);
  const title =
    [
      normalizeSpace($('title').first().text()),
      firstMeta(data, 'og:title', 'twitter:title'),
      normalizeSpace($('h1').first().text()),
    ].find(isReadableTitle) ??
    (domain || pageUrl);
  const paragraphs = uniqueTexts(paragraphTexts($), {
    over: textLimits.paragraphOver,
    limit: textLimits.paragraphCount,
  });
  const description =
    firstMeta(data, 'og:description', 'description', 'twitter:description') ??
    (paragraphs.length > 0 ? paragraphs.join(' ') : undefined);
  const { product: found, isDeclaredProduct } = readProduct($, data);
  const product: ScrapedProduct = {
    ...found,
    description: found.description ?? (isDeclaredProduct ? description : undefined),
  };
  const marketingText = readMarketing($, data, product.features);
  const topics = readTopics(title, marketingText);
  const lowerText = normalizeSpace($('body').text()).toLowerCase();
  const declaredLanguage = normalizeSpace($('html').attr('lang') ?? '').slice(0, 35);
  const classified = classifyPage(
    {
      url: pageUrl,
      lowerText,
      declaredTypes: data.nodes.flatMap(typesOf),
      ogType: (firstMeta(data, 'og:type') ?? '').toLowerCase(),
      isDeclaredProduct,
      hasArticleMarkup:
        firstMeta(data, 'article:published_time') !== undefined || $('article time[datetime]').length > 0,
      product,
    },
    topics,
  );
  const metadata = declaredLanguage ? { ...classified, language: declaredLanguage } : classified;
  const media = readMedia($, data, base, metadata.pageType === 'product');
  const marketing = { ...marketingText, mediaAssets: media.mediaAssets };

  const content = readMainText($);
  const isDescriptionInContent = description !== undefined && content.includes(description.slice(0, 60));
  const text = truncateText(
    [summarizeProduct(product), isDescriptionInContent ? undefined : description, content]
      .filter((part): part is string => part !== undefined && part !== '')
      .join('\n\n'),
    textLimits.text,
    '',
  );

  const platformHints = buildPlatformHints({
    title,
    domain,
    description,
    product,
    marketing,
    metadata,
    topics,
    textLength: text.length,
    lowerText,
  });
  return {
    title,
    text,
    images: media.images,
    url: pageUrl,
    domain,
    product,
    marketing,
    platformHints,
    metadata,
  };
}

/**
 * The product lines that lead the page text: name and brand, price with the reduction, rating, and only
 * the first 3 features. Undefined when the page has neither a product name nor a price.
 */
export function summarizeProduct(product: ScrapedProduct): string | undefined {
  if (product.name === undefined && product.price === undefined) return undefined;
  const lines: string[] = [];
  if (product.name !== undefined) {
    const byBrand =
      product.brand !== undefined && !product.name.includes(product.brand) ? ` by ${product.brand}` : '';
    lines.push(`Product: ${product.name}${byBrand}`);
  }
  if (product.price !== undefined) {
    const reduction =
      product.originalPrice !== undefined && product.discount !== undefined
        ? ` (was ${product.originalPrice}, ${product.discount}% off)`
        : '';
    lines.push(`Price: ${product.price}${reduction}`);
  }
  if (product.rating !== undefined) {
    const count = product.rating.count !== undefined ? ` (${product.rating.count} ratings)` : '';
    lines.push(`Rating: ${product.rating.score}/5${count}`);
  }
  if (product.features.length > 0) {
    lines.push(`Key features: ${product.features.slice(0, textLimits.summaryFeatures).join('; ')}`);
  }
  return lines.join('\n');
}

function paragraphTexts($: CheerioAPI): string[] {
  return $('p')
    .toArray()
    .filter((element) => $(element).closest('nav, footer, aside, form').length === 0)
    .map((element) => $(element).text());
}

/**
 * The readable text, one line per block: the main content blocks (main, article, .content…) over 50
 * characters, else the whole body. Page chrome (navigation, footer, forms, buttons) is left out.
 * Destructive: call it after everything else has been read.
 */
function readMainText($: CheerioAPI): string {
  $(chromeSelectors).remove();
  const roots = $(mainSelectors)
    .toArray()
    .filter((element) => $(element).parents(mainSelectors).length === 0);
  const blocks = roots
    .map((element) => readBlockText($(element).text()))
    .filter((block) => block.length > textLimits.mainBlockOver);
  return blocks.length > 0 ? blocks.join('\n') : readBlockText($('body').text());
}
