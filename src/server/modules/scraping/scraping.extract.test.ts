import { describe, expect, it } from 'vitest';
import { readPageFixture } from '../../../../tests/fakes/pages/page-server';
import { scrapedPageSchema } from '../../../shared/contracts/scraping';
import { extractPage, summarizeProduct } from './scraping.extract';

const productUrl = 'https://www.acme-outdoor.example/products/trail-runner-2';
const articleUrl = 'https://blog.socialdesk.example/posts/content-calendar';
const plainUrl = 'https://riverside-pottery.example/about-us';
const saasUrl = 'https://flowdesk.example/';

describe('extractPage on a product page (JSON-LD + Open Graph)', () => {
  const result = extractPage(readPageFixture('product-page.html'), productUrl);

  it('matches the contract schema', () => {
    expect(scrapedPageSchema.parse(result)).toEqual(result);
  });

  it('reads title, url and domain', () => {
    expect(result.title).toBe('Trail Runner 2 – Lightweight Trail Running Shoe | Acme Outdoor');
    expect(result.url).toBe(productUrl);
    expect(result.domain).toBe('acme-outdoor.example');
  });

  it('reads the product from JSON-LD Product, Offer and AggregateRating', () => {
    expect(result.product).toEqual({
      name: 'Trail Runner 2',
      price: '$89.99',
      originalPrice: '$129.99',
      discount: 31,
      description: 'A lightweight trail running shoe with a grippy Vibram outsole & a breathable mesh upper.',
      features: [
        'Vibram Megagrip outsole for wet rock',
        'Only 255 g per shoe',
        'Breathable recycled mesh upper',
        '6 mm drop',
      ],
      category: 'Shoes > Running Shoes',
      brand: 'Acme',
      rating: { score: 4.6, count: 128 },
    });
  });

  it('classifies the page', () => {
    expect(result.metadata).toEqual({
      pageType: 'product',
      businessType: 'ecommerce',
      contentTone: 'promotional',
      targetAudience: 'Shoppers interested in Running Shoes',
      language: 'en',
    });
  });

  it('leads the text with a product summary naming only the first 3 features', () => {
    const [summary] = result.text.split('\n\n');
    expect(summary).toBe(
      [
        'Product: Trail Runner 2 by Acme',
        'Price: $89.99 (was $129.99, 31% off)',
        'Rating: 4.6/5 (128 ratings)',
        'Key features: Vibram Megagrip outsole for wet rock; Only 255 g per shoe; Breathable recycled mesh upper',
      ].join('\n'),
    );
  });

  it('keeps adjacent blocks and inline prices apart, and leaves out scripts, styles, buttons and chrome', () => {
    expect(result.text).toContain('keeps you light on your feet.\nIts breathable upper');
    expect(result.text).toContain('$89.99 $129.99');
    expect(result.text).not.toMatch(/dataLayer|color: red|Add to Cart|Buy Now|All rights reserved|Menu/);
  });

  it('resolves images absolute, deduplicates them and skips data URIs, SVG icons and tracking pixels', () => {
    expect(result.images).toEqual([
      'https://cdn.acme-outdoor.example/img/trail-runner-2-hero.jpg',
      'https://cdn.acme-outdoor.example/img/trail-runner-2-side.jpg',
      'https://www.acme-outdoor.example/img/trail-runner-2-sole.jpg',
      'https://www.acme-outdoor.example/img/trail-runner-2-side.jpg',
      'https://www.acme-outdoor.example/img/trail-runner-2-top.jpg',
      'https://www.acme-outdoor.example/img/trail-runner-2-back-1200.jpg',
      'https://www.acme-outdoor.example/img/logo.png',
    ]);
    expect(result.images.join(' ')).not.toMatch(/data:|pixel|\.svg/);
  });

  it('sorts media assets by role', () => {
    const { mediaAssets } = result.marketing;
    expect(mediaAssets.heroImages[0]).toBe('https://cdn.acme-outdoor.example/img/trail-runner-2-hero.jpg');
    expect(mediaAssets.productImages.slice(0, 2)).toEqual([
      'https://cdn.acme-outdoor.example/img/trail-runner-2-side.jpg',
      'https://www.acme-outdoor.example/img/trail-runner-2-sole.jpg',
    ]);
    expect(mediaAssets.productImages).not.toContain('https://www.acme-outdoor.example/img/logo.png');
    expect(mediaAssets.galleryImages).toEqual([
      'https://www.acme-outdoor.example/img/trail-runner-2-side.jpg',
      'https://www.acme-outdoor.example/img/trail-runner-2-top.jpg',
      'https://www.acme-outdoor.example/img/trail-runner-2-back-1200.jpg',
    ]);
    expect(mediaAssets.videos).toEqual([
      'https://cdn.acme-outdoor.example/video/trail-runner-2.mp4',
      'https://www.youtube.com/embed/abc123',
    ]);
  });

  it('reads marketing material with the spec filters', () => {
    const { marketing } = result;
    expect(marketing.headlines).toEqual({
      h1: ['Trail Runner 2'],
      h2: ['Why runners love it', 'Customer reviews'],
      h3: [],
    });
    // '6 mm drop' is a feature (over 5) but not a key point (over 10); 'Fit' is neither.
    expect(marketing.keyPoints).toContain('Vibram Megagrip outsole for wet rock');
    expect(marketing.keyPoints).not.toContain('6 mm drop');
    expect(result.product.features).not.toContain('Fit');
    expect(marketing.callToActions).toEqual(['Add to Cart', 'Buy Now']);
    expect(marketing.socialProof).toEqual({
      testimonials: ['I finished my first ultra in these without a single blister.'],
      reviews: [
        'Best trail shoes I have owned, the grip on wet rock is unreal.',
        'Comfortable straight out of the box and still going strong after 400 km.',
      ],
      trustBadges: ['Free shipping over $50', '30-day returns'],
    });
  });

  it('derives platform hints', () => {
    expect(result.platformHints).toEqual({
      instagram: {
        hashtags: ['#Acme', '#RunningShoes', '#Trail'],
        imageStyle: 'product-showcase',
        contentType: 'video',
      },
      twitter: {
        keyMessage: 'A lightweight trail shoe with a grippy outsole for muddy mornings.',
        trending: ['trail', 'runner', 'shoe'],
        threadWorthy: true,
      },
      linkedin: {
        businessValue:
          'A lightweight trail running shoe with a grippy Vibram outsole & a breathable mesh upper.',
        professionalAngle: 'Product launch and customer value',
        industryRelevance: 'Running Shoes',
      },
      facebook: {
        engagementHooks: ['Save 31%', 'Rated 4.6/5 by 128 customers', 'Add to Cart'],
        communityFocus: true,
        shareableContent: [
          'Vibram Megagrip outsole for wet rock',
          'Only 255 g per shoe',
          'Breathable recycled mesh upper',
        ],
      },
    });
  });
});

describe('extractPage on an article page', () => {
  const result = extractPage(readPageFixture('article-page.html'), articleUrl);

  it('classifies it as an article without a product', () => {
    expect(result.metadata.pageType).toBe('article');
    expect(result.metadata.businessType).toBe('unknown');
    expect(result.product).toEqual({ features: [] });
    expect(summarizeProduct(result.product)).toBeUndefined();
  });

  it('caps the text at 2000 characters, starting with the description', () => {
    expect(result.text.length).toBeLessThanOrEqual(2000);
    expect(result.text.length).toBeGreaterThan(1900);
    expect(
      result.text.startsWith(
        'A practical guide to planning a month of social media content in one afternoon.\n\n',
      ),
    ).toBe(true);
    expect(result.text).not.toContain('Related posts');
  });

  it('reads headlines outside the sidebar, key points from lists and the image from JSON-LD/Open Graph', () => {
    expect(result.marketing.headlines.h2).toEqual([
      'Start with your content pillars',
      'Batch your writing sessions',
      'What should you measure?',
    ]);
    expect(result.marketing.headlines.h3).toEqual(['A simple weekly template']);
    expect(result.marketing.keyPoints).toHaveLength(3);
    expect(result.images).toEqual([
      'https://blog.socialdesk.example/images/calendar-cover.jpg',
      'https://blog.socialdesk.example/images/calendar-desk.jpg',
    ]);
    expect(result.platformHints.facebook.engagementHooks).toEqual(['What should you measure?']);
    expect(result.platformHints.instagram.imageStyle).toBe('editorial');
  });
});

describe('extractPage on a page without metadata', () => {
  const result = extractPage(readPageFixture('plain-page.html'), plainUrl);

  it('falls back to the first heading for the title and to paragraphs for the description', () => {
    expect(result.title).toBe('Riverside Pottery Studio');
    expect(result.platformHints.twitter.keyMessage).toBe(
      'Drop by on Saturdays to watch us work at the wheel and pick up seconds at a discount.',
    );
    expect(result.metadata).toEqual({
      pageType: 'unknown',
      businessType: 'unknown',
      contentTone: 'professional',
      targetAudience: 'General audience',
    });
  });

  it('reads the body text block by block', () => {
    expect(result.text).toContain(
      'We make hand-thrown mugs, bowls and planters in small batches.\nEvery piece is glazed by hand',
    );
  });

  it('keeps only http(s) images, resolved against the page, once each', () => {
    expect(result.images).toEqual([
      'https://riverside-pottery.example/images/mugs.jpg',
      'https://cdn.riverside-pottery.example/bowls.png',
    ]);
  });
});

describe('extractPage on a SaaS homepage', () => {
  const result = extractPage(readPageFixture('saas-home.html'), saasUrl);

  it('classifies it as the homepage of a SaaS business', () => {
    expect(result.metadata).toEqual({
      pageType: 'homepage',
      businessType: 'saas',
      contentTone: 'professional',
      targetAudience: 'Businesses and teams looking for software to work more efficiently',
      language: 'en',
    });
  });

  it('reads the software as the product, without a shop price', () => {
    expect(result.product).toEqual({ name: 'FlowDesk', features: [], rating: { score: 4.8, count: 312 } });
  });

  it('reads calls to action, testimonials without quotes or attribution, and trust badges', () => {
    expect(result.marketing.callToActions).toEqual(['Start free trial', 'Book a demo', 'Sign up']);
    expect(result.marketing.socialProof.testimonials).toEqual([
      'FlowDesk cut our first response time in half within a month.',
    ]);
    expect(result.marketing.socialProof.trustBadges).toEqual([
      'SOC 2 Type II certified',
      'No credit card required',
      'Cancel anytime',
    ]);
  });

  it('cuts the twitter key message to 100 characters', () => {
    expect(result.platformHints.twitter.keyMessage).toBe(
      'FlowDesk routes, tags and answers support tickets automatically so your team can focus on the…',
    );
    expect(result.platformHints.twitter.keyMessage.length).toBeLessThanOrEqual(100);
    expect(result.platformHints.linkedin.professionalAngle).toBe('Productivity and business efficiency');
    expect(result.platformHints.instagram.imageStyle).toBe('interface');
  });
});

describe('extractPage on a page without a readable title', () => {
  const url = 'https://www.northwind-bakery.example/p/1';

  it('takes the domain when the page has no title, no og:title and no heading', () => {
    const result = extractPage('<html><body><p>Fresh bread every morning.</p></body></html>', url);
    expect(result.title).toBe('northwind-bakery.example');
  });

  it('never takes a fragment such as a page number for the title', () => {
    const html =
      '<html><head><title>1</title><meta property="og:title" content="|"></head>' +
      '<body><h1>2</h1><p>Fresh bread every morning.</p></body></html>';
    expect(extractPage(html, url).title).toBe('northwind-bakery.example');
  });

  it('skips a fragment and keeps the first readable candidate', () => {
    const html = '<html><head><title> 1 </title></head><body><h1>Northwind Bakery</h1></body></html>';
    expect(extractPage(html, url).title).toBe('Northwind Bakery');
  });
});
