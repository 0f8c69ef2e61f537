import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageServer, type PageServer } from '../../../../tests/fakes/pages/page-server';
import type { ScrapedPage } from '../../../shared/contracts/scraping';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate, renderJpeg } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

interface ScrapeAnswer {
  page: ScrapedPage;
  isFallback: boolean;
  failureMessage?: string;
}

let pages: PageServer;
beforeAll(async () => {
  pages = await startPageServer();
});
afterAll(async () => {
  await pages?.close();
});

describe('POST /api/scrape and URL runs (loopback allowed by SSRF_ALLOWLIST)', () => {
  let t: TestApp;
  let owner: TestAccount;
  let scraped: ScrapeAnswer;

  beforeAll(async () => {
    t = await createTestApp({ SSRF_ALLOWLIST: '127.0.0.1/32' });
    owner = await registerOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const scrape = (url: string, cookies = owner.jar) =>
    t.request({ method: 'POST', url: '/api/scrape', cookies, payload: { url } });

  it('reads the product page: title, product facts, images and hints', async () => {
    const response = await scrape(`${pages.origin}/product-page.html`);
    expect(response.statusCode).toBe(200);
    scraped = response.json<ScrapeAnswer>();
    expect(scraped.isFallback).toBe(false);
    expect(scraped.failureMessage).toBeUndefined();
    const { page } = scraped;
    expect(page.url).toBe(`${pages.origin}/product-page.html`);
    expect(page.domain).toBe('127.0.0.1');
    expect(page.title).toBe('Trail Runner 2 – Lightweight Trail Running Shoe | Acme Outdoor');
    expect(page.product).toMatchObject({
      name: 'Trail Runner 2',
      brand: 'Acme',
      price: '$89.99',
      discount: 31,
    });
    expect(page.metadata.pageType).toBe('product');
    expect(page.text.length).toBeGreaterThan(0);
    expect(page.text.length).toBeLessThanOrEqual(2000);
    expect(page.images).toContain(`${pages.origin}/img/trail-runner-2-side.jpg`);
    for (const image of page.images) expect(image).toMatch(/^https?:\/\//);
    expect(page.platformHints.instagram.hashtags.length).toBeLessThanOrEqual(3);
  }, 60_000);

  it("answers the spec's messages for an empty or non-http address", async () => {
    const empty = await scrape('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Please enter a URL');
    for (const url of ['ftp://example.com/file', 'example.com', 'javascript:alert(1)']) {
      const invalid = await scrape(url);
      expect(invalid.statusCode, url).toBe(400);
      expect(invalid.json().error.message).toBe(
        'Please enter a valid URL (must start with http:// or https://)',
      );
    }
  });

  it('answers the domain-based fallback page when the page cannot be read', async () => {
    const response = await scrape(`${pages.origin}/missing-page`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<ScrapeAnswer>();
    expect(answer.isFallback).toBe(true);
    expect(answer.failureMessage).toContain('404');
    expect(answer.page.domain).toBe('127.0.0.1');
  });

  it('needs a session', async () => {
    const response = await scrape(`${pages.origin}/product-page.html`, '');
    expect(response.statusCode).toBe(401);
  });

  it('downloads the scraped images into the library and puts them on the posts', async () => {
    // Only the page's own (loopback) images are kept: the others point at hosts tests must not reach.
    const images = scraped.page.images.filter((url) => url.startsWith(pages.origin)).slice(0, 2);
    expect(images.length).toBe(2);
    for (const [index, url] of images.entries()) {
      const jpeg = await renderJpeg(120, 90, { r: 40 * index, g: 90, b: 160 });
      pages.route(new URL(url).pathname, (_request, response) => {
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length });
        response.end(jpeg);
      });
    }
    const run = await generate(t, owner.jar, {
      method: 'url',
      prompt: scraped.page.text.slice(0, 500),
      platforms: ['instagram', 'twitter', 'linkedin'],
      variations: ['normal'],
      aiImages: true,
      scrapedPage: { ...scraped.page, images },
    });

    expect(run.status).toBe('completed');
    expect(run.posts.map((post) => [post.title, post.scrapedImageIndex])).toEqual([
      ['Web Scraped Instagram Post', 0],
      ['Web Scraped Twitter/X Post', 1],
      ['Web Scraped LinkedIn Post', 0],
    ]);
    expect(run.summary).toMatchObject({
      scrapedImagesUsed: 2,
      enhancedUrlData: { domain: '127.0.0.1', title: scraped.page.title },
    });
    expect(run.summary?.sourceImages).toHaveLength(2);
    expect(run.posts[0]?.image).toBe(run.summary?.sourceImages[0]);
    expect(run.posts[1]?.image).toBe(run.summary?.sourceImages[1]);
    expect(run.posts[2]?.image).toBe(run.summary?.sourceImages[0]);

    const workspaceId = owner.session.workspace?.id ?? '';
    for (const post of run.posts) {
      expect(post.generationMethod).toBe('url');
      expect(post.imageStatus).toBe('ready');
      // AI images on: each post also gets an alternative AI image
      expect(post.alternativeAiImage).toMatch(/^\/media\//);
      expect(post.alternativeAiImage).not.toBe(post.image);
      const asset = await t.container.media.find(workspaceId, post.imageAssetId ?? '');
      expect(asset?.source).toBe('scraped');
      expect(asset?.tags).toEqual(['scraped', '127.0.0.1', 'web-content']);
      expect(images).toContain(asset?.originalUrl);
      const served = await t.request({ method: 'GET', url: post.image ?? '', cookies: owner.jar });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(120);
    }
  }, 120_000);

  it('refuses a URL run without a scraped page', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/generation/runs',
      cookies: owner.jar,
      payload: { method: 'url', prompt: 'Page', platforms: ['instagram'], variations: ['normal'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please scrape a URL first.');
  });
});

describe('POST /api/scrape with the default SSRF guard', () => {
  let t: TestApp;
  let owner: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('does not fetch a loopback address: fallback page with the fixed refusal message', async () => {
    const before = pages.requests.length;
    const response = await t.request({
      method: 'POST',
      url: '/api/scrape',
      cookies: owner.jar,
      payload: { url: `${pages.origin}/product-page.html` },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<ScrapeAnswer>();
    expect(answer.isFallback).toBe(true);
    expect(answer.failureMessage).toBe('This address is not allowed');
    expect(answer.page.domain).toBe('127.0.0.1');
    expect(answer.page.product.name).not.toBe('Trail Runner 2');
    expect(pages.requests.length).toBe(before);
  });
});
