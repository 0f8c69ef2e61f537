/**
 * Product facts of a page, from the most to the least reliable source: JSON-LD Product/Offer/
 * AggregateRating, Open Graph and product:* meta tags, microdata (itemprop), then visible price elements.
 */
import type { CheerioAPI } from 'cheerio';
import type { ScrapedProduct } from '../../../shared/contracts/scraping';
import {
  asObjects,
  findNode,
  firstMeta,
  readNumber,
  readText,
  type JsonObject,
  type StructuredData,
} from './scraping.structured';
import { normalizeSpace, uniqueTexts } from './scraping.text';

/** Product facts plus how sure we are that the page is a product page. */
export interface ProductFindings {
  product: ScrapedProduct;
  /** JSON-LD Product or og:type product. */
  isDeclaredProduct: boolean;
}

const productTypes = ['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel', 'Vehicle', 'Book'];
/** Software is the product of a SaaS page: its name, description and rating count, not as a shop item. */
const softwareTypes = ['SoftwareApplication', 'WebApplication', 'MobileApplication'];
/** Controls that show a page sells something, which makes a visible price a product price. */
const shopControlPattern = /add to (?:cart|bag|basket)|buy now|order now/i;
const featureListSelectors = [
  '[class*="feature" i] li',
  '[id*="feature" i] li',
  '[class*="benefit" i] li',
  '[class*="highlight" i] li',
  '[class*="spec" i] li',
  '[itemprop="description"] li',
].join(', ');
/** Visible prices like '$49.99', '49,99 €', 'USD 1,299'. */
const pricePattern =
  /(?:[$€£¥₹]|\b(?:USD|EUR|GBP|CAD|AUD|CHF|JPY|INR)\s?)\s?\d[\d.,]*|\d[\d.,]*\s?(?:[€£$]|\b(?:USD|EUR|GBP|CAD|AUD|CHF)\b)/;
const originalPriceSelectors =
  'del, s, strike, [class*="original" i], [class*="was-price" i], [class*="compare" i], [class*="old-price" i], [class*="regular-price" i], [class*="list-price" i]';

/** Reads the product facts. Features are list items over 5 characters from feature-like sections. */
export function readProduct($: CheerioAPI, data: StructuredData): ProductFindings {
  const declared = findNode(data, productTypes);
  const node = declared ?? findNode(data, softwareTypes);
  const offers = node ? asObjects(node.offers) : [];
  const ogType = (firstMeta(data, 'og:type') ?? '').toLowerCase();
  const isDeclaredProduct = declared !== undefined || ogType.startsWith('product');
  const isShop =
    isDeclaredProduct ||
    $('[itemtype*="Product"]').length > 0 ||
    $('button, a, input[type="submit"]')
      .toArray()
      .some((element) => shopControlPattern.test($(element).text() || ($(element).attr('value') ?? '')));
  const prices =
    readDeclaredPrices(offers, data) ?? readMicrodataPrices($) ?? (isShop ? readVisiblePrices($) : undefined);
  const features = uniqueTexts(
    $(featureListSelectors)
      .toArray()
      .map((element) => $(element).text()),
    { over: 5, under: 200, limit: 10 },
  );
  const microBrand = $('[itemprop="brand"]').first();
  const product: ScrapedProduct = {
    name: readText(node?.name) ?? (isDeclaredProduct ? firstMeta(data, 'og:title') : undefined),
    price: prices?.price,
    originalPrice: prices?.originalPrice,
    discount: prices?.discount,
    description: readText(node?.description),
    features,
    category: readText(node?.category) ?? firstMeta(data, 'product:category', 'og:product:category'),
    brand:
      readText(node?.brand) ??
      readText(node?.manufacturer) ??
      firstMeta(data, 'product:brand', 'og:brand') ??
      (microBrand.length > 0
        ? normalizeSpace(microBrand.attr('content') ?? microBrand.text()) || undefined
        : undefined),
    rating: readRating(node, data, $),
  };
  return { product, isDeclaredProduct };
}

interface Prices {
  price: string;
  originalPrice?: string;
  discount?: number;
}

function readDeclaredPrices(offers: JsonObject[], data: StructuredData): Prices | undefined {
  for (const offer of offers) {
    const currency = readText(offer.priceCurrency);
    const specifications = asObjects(offer.priceSpecification);
    const listSpecification = specifications.find((spec) =>
      /ListPrice|StrikethroughPrice|MSRP/i.test(readText(spec.priceType) ?? ''),
    );
    const saleSpecification = specifications.find(
      (spec) => spec !== listSpecification && readNumber(spec.price) !== undefined,
    );
    const current =
      readNumber(offer.price) ?? readNumber(offer.lowPrice) ?? readNumber(saleSpecification?.price);
    if (current === undefined) continue;
    const original = readNumber(listSpecification?.price);
    return buildPrices(current, original, currency ?? readText(listSpecification?.priceCurrency));
  }
  const amount = parseAmount(firstMeta(data, 'product:price:amount', 'og:price:amount') ?? '');
  const sale = parseAmount(firstMeta(data, 'product:sale_price:amount') ?? '');
  const original = parseAmount(firstMeta(data, 'product:original_price:amount') ?? '');
  const currency = firstMeta(
    data,
    'product:price:currency',
    'og:price:currency',
    'product:sale_price:currency',
  );
  if (sale !== undefined) return buildPrices(sale, amount ?? original, currency);
  if (amount !== undefined) return buildPrices(amount, original, currency);
  return undefined;
}

function readMicrodataPrices($: CheerioAPI): Prices | undefined {
  const priceElement = $('[itemprop="price"]').first();
  if (priceElement.length === 0) return undefined;
  const amount = parseAmount(priceElement.attr('content') ?? priceElement.text());
  if (amount === undefined) return undefined;
  const currencyElement = $('[itemprop="priceCurrency"]').first();
  const currency = currencyElement.attr('content') ?? (normalizeSpace(currencyElement.text()) || undefined);
  const originalText = $(originalPriceSelectors).first().text().match(pricePattern)?.[0];
  return buildPrices(amount, originalText === undefined ? undefined : parseAmount(originalText), currency);
}

function readVisiblePrices($: CheerioAPI): Prices | undefined {
  const originals = $(originalPriceSelectors);
  const currentText = $('[class*="price" i]')
    .toArray()
    .filter((element) => !originals.is(element) && $(element).find(originalPriceSelectors).length === 0)
    .map((element) => normalizeSpace($(element).text()).match(pricePattern)?.[0])
    .find((text) => text !== undefined);
  if (currentText === undefined) return undefined;
  const originalText = originals
    .toArray()
    .map((element) => normalizeSpace($(element).text()).match(pricePattern)?.[0])
    .find((text) => text !== undefined);
  const current = parseAmount(currentText);
  const original = originalText === undefined ? undefined : parseAmount(originalText);
  const discount =
    current !== undefined && original !== undefined ? discountPercent(original, current) : undefined;
  return {
    price: currentText.trim(),
    originalPrice: discount === undefined ? undefined : originalText?.trim(),
    discount,
  };
}

function buildPrices(current: number, original: number | undefined, currency: string | undefined): Prices {
  const discount = original === undefined ? undefined : discountPercent(original, current);
  return {
    price: formatPrice(current, currency),
    originalPrice:
      discount === undefined || original === undefined ? undefined : formatPrice(original, currency),
    discount,
  };
}

/** Rounded percentage saved against the original price; undefined unless original > current > 0. */
export function discountPercent(original: number, current: number): number | undefined {
  if (!(original > current && current > 0)) return undefined;
  return Math.round(((original - current) / original) * 100);
}

/** '$49.99' for (49.99, 'USD'); '49.99' without a known currency. */
export function formatPrice(amount: number, currency: string | undefined): string {
  const code = currency?.trim().toUpperCase();
  if (code !== undefined && /^[A-Z]{3}$/.test(code)) {
    try {
      return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(amount);
    } catch {
      // An unknown code falls through to the plain number.
    }
  }
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/**
 * The number in a price text: '1,299.00' → 1299, '49,99 €' → 49.99, '1.299,00' → 1299, '$89' → 89.
 * The last separator is the decimal one when one or two digits follow it; other separators group thousands.
 */
export function parseAmount(text: string): number | undefined {
  const digits = text.match(/\d[\d.,]*/)?.[0].replace(/[.,]+$/, '');
  if (digits === undefined || digits === '') return undefined;
  const last = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  const fractionLength = last < 0 ? 0 : digits.length - last - 1;
  const hasDecimal = last >= 0 && fractionLength >= 1 && fractionLength <= 2;
  const integer = (hasDecimal ? digits.slice(0, last) : digits).replace(/[.,]/g, '');
  const amount = Number(hasDecimal ? `${integer}.${digits.slice(last + 1)}` : integer);
  return Number.isFinite(amount) ? amount : undefined;
}

function readRating(
  node: JsonObject | undefined,
  data: StructuredData,
  $: CheerioAPI,
): ScrapedProduct['rating'] {
  const aggregate =
    asObjects(node?.aggregateRating)[0] ??
    data.nodes
      .map((candidate) => asObjects(candidate.aggregateRating)[0])
      .find((found) => found !== undefined);
  const readItemprop = (selector: string): number | undefined => {
    const element = $(selector).first();
    return element.length === 0 ? undefined : parseAmount(element.attr('content') ?? element.text());
  };
  const score = readNumber(aggregate?.ratingValue) ?? readItemprop('[itemprop="ratingValue"]');
  if (score === undefined) return undefined;
  const count =
    readNumber(aggregate?.reviewCount) ??
    readNumber(aggregate?.ratingCount) ??
    readItemprop('[itemprop="reviewCount"], [itemprop="ratingCount"]');
  return { score, count: count === undefined ? undefined : Math.round(count) };
}
