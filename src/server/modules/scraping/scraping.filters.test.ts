import { describe, expect, it } from 'vitest';
import { readPageFixture } from '../../../../tests/fakes/pages/page-server';
import { extractPage } from './scraping.extract';

/** Wraps body HTML in a minimal document. */
function page(body: string, head = ''): string {
  return `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
}

describe('extraction filters and limits (spec sections 5 and 9)', () => {
  it('keeps calls to action of 3 to 49 characters and skips interface controls', () => {
    const result = extractPage(
      page(
        `<button>Go</button><button>Buy</button><button>${'a'.repeat(49)}</button><button>${'b'.repeat(50)}</button><button>Menu</button>`,
      ),
      'https://shop.example/',
    );
    expect(result.marketing.callToActions).toEqual(['Buy', 'a'.repeat(49)]);
  });

  it('keeps testimonials over 20 characters', () => {
    const result = extractPage(
      page(`<blockquote>${'x'.repeat(20)}</blockquote><blockquote>${'y'.repeat(21)}</blockquote>`),
      'https://shop.example/',
    );
    expect(result.marketing.socialProof.testimonials).toEqual(['y'.repeat(21)]);
  });

  it('keeps list items over 5 characters as features and over 10 as key points', () => {
    const result = extractPage(
      page(
        '<main><ul class="features"><li>Short</li><li>Sixsix</li><li>Elevenchars</li><li>Ten chars!</li></ul></main>',
      ),
      'https://shop.example/x',
    );
    expect(result.product.features).toEqual(['Sixsix', 'Elevenchars', 'Ten chars!']);
    expect(result.marketing.keyPoints).toEqual(['Elevenchars']);
  });

  it('uses the first 5 paragraphs over 30 characters as the description', () => {
    const paragraphs = Array.from(
      { length: 7 },
      (_value, index) => `<p>Paragraph number ${index + 1} is long enough to count.</p>`,
    );
    const result = extractPage(
      page(`<p>Too short to count at all.</p>${paragraphs.join('')}`),
      'https://blog.example/post',
    );
    const description = result.platformHints.linkedin.businessValue;
    expect(description).toBe('Paragraph number 1 is long enough to count.');
    expect(result.text.split('\n\n')[0]).toBe(
      paragraphs
        .slice(0, 5)
        .map((html) => html.replace(/<\/?p>/g, ''))
        .join(' '),
    );
  });

  it('uses main content blocks only when they are over 50 characters', () => {
    const short = extractPage(
      page(`<main>${'m'.repeat(50)}</main><div>Outside the main element.</div>`),
      'https://a.example/x',
    );
    expect(short.text).toContain('Outside the main element.');
    const long = extractPage(
      page(`<main>${'m'.repeat(51)}</main><div>Outside the main element.</div>`),
      'https://a.example/x',
    );
    expect(long.text).toBe('m'.repeat(51));
  });

  it('caps hero images at 3, product images at 8, gallery images at 10 and videos at 3', () => {
    const images = (prefix: string, count: number): string =>
      Array.from(
        { length: count },
        (_value, index) => `<img src="/${prefix}-${index}.jpg" width="600" height="400">`,
      ).join('');
    const videos = Array.from(
      { length: 5 },
      (_value, index) => `<video src="/clip-${index}.mp4"></video>`,
    ).join('');
    const result = extractPage(
      page(
        `<section class="hero">${images('hero', 5)}</section><div class="product">${images('product', 12)}</div>` +
          `<div class="gallery">${images('gallery', 14)}</div>${videos}`,
      ),
      'https://shop.example/p',
    );
    const { mediaAssets } = result.marketing;
    expect(mediaAssets.heroImages).toEqual(
      ['hero-0', 'hero-1', 'hero-2'].map((name) => `https://shop.example/${name}.jpg`),
    );
    expect(mediaAssets.productImages).toHaveLength(8);
    expect(mediaAssets.galleryImages).toHaveLength(10);
    expect(mediaAssets.videos).toEqual(
      ['clip-0', 'clip-1', 'clip-2'].map((name) => `https://shop.example/${name}.mp4`),
    );
  });

  it('adds at most 3 hashtags', () => {
    const result = extractPage(
      readPageFixture('product-page.html'),
      'https://www.acme-outdoor.example/products/trail-runner-2',
    );
    expect(result.platformHints.instagram.hashtags.length).toBeLessThanOrEqual(3);
  });

  it('honours <base href> when resolving images', () => {
    const result = extractPage(
      page('<img src="pic.jpg">', '<base href="https://cdn.example/assets/">'),
      'https://site.example/page',
    );
    expect(result.images).toEqual(['https://cdn.example/assets/pic.jpg']);
  });
});

describe('prices from meta tags and the page', () => {
  it('reads Open Graph product prices with a sale price', () => {
    const head =
      '<meta property="og:type" content="product"><meta property="og:title" content="Mug">' +
      '<meta property="product:price:amount" content="40.00"><meta property="product:sale_price:amount" content="30.00">' +
      '<meta property="product:price:currency" content="EUR">';
    const result = extractPage(page('<p>A mug.</p>', head), 'https://shop.example/mug');
    expect(result.product).toMatchObject({
      name: 'Mug',
      price: '€30.00',
      originalPrice: '€40.00',
      discount: 25,
    });
  });

  it('reads visible prices on a page with a shop control', () => {
    const result = extractPage(
      page('<span class="price">49,99 €</span><s>69,99 €</s><button>Add to basket</button>'),
      'https://shop.example/item',
    );
    expect(result.product).toMatchObject({ price: '49,99 €', originalPrice: '69,99 €', discount: 29 });
    expect(result.metadata.pageType).toBe('product');
  });

  it('ignores prices on pages that sell nothing', () => {
    const result = extractPage(page('<span class="price">$10</span>'), 'https://a.example/x');
    expect(result.product.price).toBeUndefined();
  });
});
