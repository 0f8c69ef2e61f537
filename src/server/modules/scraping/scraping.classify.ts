/**
 * What kind of page and business a scraped page is, its tone and audience (spec "metadata"). Rule-based
 * and deterministic: the same page always gives the same answer.
 */
import type { ScrapedPage, ScrapedProduct } from '../../../shared/contracts/scraping';
import { countPhrases } from './scraping.text';

/** Signals the classification reads, gathered by the extraction. */
export interface PageSignals {
  url: string;
  /** Lower-cased readable text of the whole page (headings, buttons and body). */
  lowerText: string;
  /** schema.org types declared in JSON-LD. */
  declaredTypes: string[];
  ogType: string;
  isDeclaredProduct: boolean;
  hasArticleMarkup: boolean;
  product: ScrapedProduct;
}

const articleTypes = [
  'Article',
  'NewsArticle',
  'BlogPosting',
  'TechArticle',
  'Report',
  'ScholarlyArticle',
  'LiveBlogPosting',
];
const serviceTypes = [
  'Service',
  'ProfessionalService',
  'LocalBusiness',
  'LegalService',
  'FinancialService',
  'HomeAndConstructionBusiness',
];
const saasTypes = ['SoftwareApplication', 'WebApplication', 'MobileApplication'];
const shopPhrases = [
  'add to cart',
  'add to bag',
  'add to basket',
  'buy now',
  'shop now',
  'checkout',
  'in stock',
  'free shipping',
  'free returns',
];
const saasPhrases = [
  'free trial',
  'start your trial',
  'sign up',
  'get started',
  'pricing',
  'per month',
  '/mo',
  'per user',
  'dashboard',
  'api',
  'integrations',
  'software',
  'platform',
  'workflow',
  'automate',
  'automation',
  'cloud',
  'no credit card required',
];
const servicePhrases = [
  'our services',
  'consulting',
  'consultation',
  'agency',
  'book a call',
  'book a consultation',
  'get a quote',
  'free quote',
  'appointment',
  'our clients',
  'case studies',
  'we help',
];
const promoPhrases = [
  'sale',
  '% off',
  'limited time',
  'buy now',
  'shop now',
  'deal',
  'deals',
  'offer ends',
  'exclusive',
  'save',
  'discount',
  'bestseller',
  'free shipping',
];
const technicalPhrases = [
  'api',
  'sdk',
  'documentation',
  'developer',
  'developers',
  'integration',
  'specifications',
  'configuration',
  'deploy',
  'open source',
  'latency',
  'architecture',
  'protocol',
  'algorithm',
  'framework',
  'cli',
  'endpoint',
  'webhooks',
];

/** Page type, business type, tone and audience (spec "metadata"). */
export function classifyPage(signals: PageSignals, topics: readonly string[]): ScrapedPage['metadata'] {
  const { lowerText, declaredTypes } = signals;
  const declares = (types: readonly string[]): boolean => declaredTypes.some((type) => types.includes(type));
  const shopScore = countPhrases(lowerText, shopPhrases);
  const saasScore = countPhrases(lowerText, saasPhrases);
  const serviceScore = countPhrases(lowerText, servicePhrases);
  const hasPrice = signals.product.price !== undefined;

  const isProduct = signals.isDeclaredProduct || (hasPrice && shopScore >= 1);
  const path = safePathname(signals.url);
  let pageType: ScrapedPage['metadata']['pageType'] = 'unknown';
  if (isProduct) pageType = 'product';
  else if (declares(articleTypes) || signals.ogType === 'article' || signals.hasArticleMarkup)
    pageType = 'article';
  else if (/^\/(?:index\.[a-z]+|home)?\/?$/i.test(path)) pageType = 'homepage';
  else if (declares(serviceTypes) || serviceScore >= 2) pageType = 'service';

  let businessType: ScrapedPage['metadata']['businessType'] = 'unknown';
  if (isProduct || shopScore >= 2) businessType = 'ecommerce';
  else if (declares(saasTypes) || saasScore >= 3) businessType = 'saas';
  else if (pageType === 'service' || declares(serviceTypes) || serviceScore >= 2) businessType = 'service';

  const promoScore = countPhrases(lowerText, promoPhrases) + (signals.product.discount !== undefined ? 2 : 0);
  const technicalScore = countPhrases(lowerText, technicalPhrases);
  let contentTone: ScrapedPage['metadata']['contentTone'] = 'professional';
  if (promoScore >= 2 && promoScore >= technicalScore) contentTone = 'promotional';
  else if (technicalScore >= 3) contentTone = 'technical';

  return {
    pageType,
    businessType,
    contentTone,
    targetAudience: describeAudience(pageType, businessType, contentTone, signals.product, topics),
  };
}

function describeAudience(
  pageType: ScrapedPage['metadata']['pageType'],
  businessType: ScrapedPage['metadata']['businessType'],
  contentTone: ScrapedPage['metadata']['contentTone'],
  product: ScrapedProduct,
  topics: readonly string[],
): string {
  if (businessType === 'ecommerce')
    return `Shoppers interested in ${lastCategory(product.category) ?? product.name ?? topics[0] ?? 'products like these'}`;
  if (businessType === 'saas') {
    return contentTone === 'technical'
      ? 'Developers and technical teams'
      : 'Businesses and teams looking for software to work more efficiently';
  }
  if (businessType === 'service') return 'Businesses and individuals looking for professional services';
  if (pageType === 'article') return `Readers interested in ${topics[0] ?? 'this topic'}`;
  return 'General audience';
}

function safePathname(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

/** The most specific part of a category path: 'Shoes > Running Shoes' → 'Running Shoes'. */
export function lastCategory(category: string | undefined): string | undefined {
  return category
    ?.split(/\s*[>/|]\s*/)
    .filter((part) => part !== '')
    .at(-1);
}
