import { describe, expect, it } from 'vitest';
import { formatScrapeFailure } from '../../../shared/contracts/scraping';
import { buildHashtags, domainLabel } from './scraping.hints';
import { discountPercent, formatPrice, parseAmount } from './scraping.product';
import { normalizeSpace, truncateText, uniqueTexts } from './scraping.text';

describe('prices', () => {
  it.each([
    ['$89.99', 89.99],
    ['1,299.00', 1299],
    ['1.299,00 €', 1299],
    ['49,99 €', 49.99],
    ['USD 1,299', 1299],
    ['$89', 89],
    ['12.5', 12.5],
    ['free', undefined],
  ])('parses %s', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it('rounds the discount of original versus current price', () => {
    expect(discountPercent(129.99, 89.99)).toBe(31);
    expect(discountPercent(40, 30)).toBe(25);
    expect(discountPercent(100, 66.5)).toBe(34);
    expect(discountPercent(50, 50)).toBeUndefined();
    expect(discountPercent(30, 40)).toBeUndefined();
    expect(discountPercent(30, 0)).toBeUndefined();
  });

  it('formats a price with its currency', () => {
    expect(formatPrice(89.99, 'USD')).toBe('$89.99');
    expect(formatPrice(30, 'eur')).toBe('€30.00');
    expect(formatPrice(12.5, undefined)).toBe('12.50');
    expect(formatPrice(12, 'not a code')).toBe('12');
  });
});

describe('hashtags and names', () => {
  it('builds at most 3 unique CamelCase hashtags', () => {
    expect(buildHashtags(['Acme', 'running shoes', 'acme', undefined, 'trail', 'extra'])).toEqual([
      '#Acme',
      '#RunningShoes',
      '#Trail',
    ]);
    expect(buildHashtags(['2025', 'x', 'Café crème'])).toEqual(['#CaféCrème']);
  });

  it('finds the brand label of a host', () => {
    expect(domainLabel('shop.acme-tools.co.uk')).toBe('acme-tools');
    expect(domainLabel('www.example.com')).toBe('example');
    expect(domainLabel('blog.socialdesk.example')).toBe('socialdesk');
    expect(domainLabel('localhost')).toBe('localhost');
  });
});

describe('text helpers', () => {
  it('normalises whitespace and separator leftovers', () => {
    expect(normalizeSpace('  Hello \n\u00a0 world , again .  ')).toBe('Hello world, again.');
  });

  it('filters by length, removes duplicates case-insensitively and caps', () => {
    expect(uniqueTexts(['abc', 'ABC', 'abcd', 'abcdefgh', 'xyzw'], { over: 3, under: 8, limit: 1 })).toEqual([
      'abcd',
    ]);
  });

  it('truncates at a word boundary within the limit', () => {
    const text = 'one two three four five six seven';
    expect(truncateText(text, 100)).toBe(text);
    expect(truncateText(text, 15)).toBe('one two three…');
    expect(truncateText(text, 15).length).toBeLessThanOrEqual(15);
    expect(truncateText('x'.repeat(30), 10, '')).toBe('x'.repeat(10));
  });
});

describe('formatScrapeFailure', () => {
  it('is the spec alert, with Unknown error when there is no message', () => {
    expect(formatScrapeFailure('Too many redirects')).toBe('Failed to scrape URL: Too many redirects');
    expect(formatScrapeFailure(undefined)).toBe('Failed to scrape URL: Unknown error');
    expect(formatScrapeFailure('')).toBe('Failed to scrape URL: Unknown error');
  });
});
