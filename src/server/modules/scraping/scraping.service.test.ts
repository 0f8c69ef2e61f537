import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPageFixture, startPageServer, type PageServer } from '../../../../tests/fakes/pages/page-server';
import { scrapedPageSchema } from '../../../shared/contracts/scraping';
import { AppError } from '../../http/app-error';
import { createSafeFetch } from '../../integrations/web-fetch/safe-fetch';
import { toPageContext } from './scraping.context';
import { buildFallbackPage, nameFromDomain } from './scraping.fallback';
import { createScrapingService, decodeHtml } from './scraping.service';

let server: PageServer;

beforeAll(async () => {
  server = await startPageServer();
  server.route('/', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
    response.end(gzipSync(readPageFixture('saas-home.html')));
  });
  server.route('/go/product', (_request, response) => {
    response.writeHead(301, { location: '/product-page.html' });
    response.end();
  });
  server.route('/go/internal', (_request, response) => {
    response.writeHead(302, { location: '/go/internal-2' });
    response.end();
  });
  server.route('/go/internal-2', (_request, response) => {
    response.writeHead(302, { location: 'http://10.0.0.5/admin' });
    response.end();
  });
  server.route('/data.json', (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"ok":true}');
  });
  server.route('/gone', (_request, response) => {
    response.writeHead(410, { 'content-type': 'text/html' });
    response.end('<html><body>Gone</body></html>');
  });
  server.route('/latin1', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
    response.end(
      Buffer.from('<html><head><title>Caf\u00e9 cr\u00e8me</title></head><body></body></html>', 'latin1'),
    );
  });
});

afterAll(async () => {
  await server.close();
});

/** What the service wrote to the server log. */
const logged: Array<{ details: object; message: string }> = [];
const log = { warn: (details: object, message: string) => logged.push({ details, message }) };

const service = (): ReturnType<typeof createScrapingService> =>
  createScrapingService({ safeFetch: createSafeFetch({ allowList: ['127.0.0.1/32'] }), log });

async function captureAppError(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('scrapeUrl validation', () => {
  it.each(['', '   '])('answers the spec message for an empty URL (%j)', async (url) => {
    const error = await captureAppError(service().scrapeUrl(url));
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Please enter a URL');
    expect(error.fields).toEqual({ url: 'Please enter a URL' });
  });

  it.each([
    'example.com',
    'ftp://example.com/file',
    'javascript:alert(1)',
    'http:/example.com',
    'https://',
    'file:///etc/passwd',
  ])('answers the spec message for %s', async (url) => {
    const error = await captureAppError(service().scrapeUrl(url));
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Please enter a valid URL (must start with http:// or https://)');
  });
});

describe('scrapeUrl', () => {
  it('scrapes a page served over loopback, following redirects and decompressing', async () => {
    const result = await service().scrapeUrl(`  ${server.origin}/go/product  `);
    expect(result.isFallback).toBe(false);
    expect(result.failureMessage).toBeUndefined();
    expect(result.page.url).toBe(`${server.origin}/product-page.html`);
    expect(result.page.domain).toBe('127.0.0.1');
    expect(result.page.product.name).toBe('Trail Runner 2');
    expect(result.page.images).toContain(`${server.origin}/img/trail-runner-2-top.jpg`);
    expect(scrapedPageSchema.safeParse(result.page).success).toBe(true);

    const home = await service().scrapeUrl(`${server.origin}/`);
    expect(home.page.metadata.pageType).toBe('homepage');
    expect(home.page.metadata.businessType).toBe('saas');
  });

  it('decodes the charset the server declares', async () => {
    const result = await service().scrapeUrl(`${server.origin}/latin1`);
    expect(result.page.title).toBe('Café crème');
  });

  it('falls back when a redirect leads to a private address, naming it only in the server log', async () => {
    const url = `${server.origin}/go/internal`;
    logged.length = 0;
    const result = await service().scrapeUrl(url);
    expect(result.isFallback).toBe(true);
    expect(result.failureMessage).toBe('This address is not allowed');
    expect(result.page.url).toBe(url);
    expect(result.page.text).toContain(
      'Note: This address is not allowed, so this summary is based on the domain name only.',
    );
    expect(JSON.stringify(result)).not.toContain('10.0.0.5');
    expect(logged).toEqual([
      {
        details: { host: new URL(url).host, detail: 'Address not allowed: 10.0.0.5' },
        message: 'scrape failed: This address is not allowed',
      },
    ]);
  });

  it('falls back when the address itself is private, or a name resolves to one', async () => {
    const guarded = createScrapingService({ safeFetch: createSafeFetch(), log });
    const result = await guarded.scrapeUrl(`${server.origin}/product-page.html`);
    expect(result.isFallback).toBe(true);
    expect(result.failureMessage).toBe('This address is not allowed');
    const internal = createScrapingService({
      safeFetch: createSafeFetch({ resolveHost: async () => [{ address: '192.168.7.7', family: 4 }] }),
      log,
    });
    const named = await internal.scrapeUrl('http://wiki.internal.example/');
    expect(named.failureMessage).toBe('This address is not allowed');
    expect(JSON.stringify(named)).not.toContain('192.168');
  });

  it('says only that the page could not be read when the connection or the parser fails', async () => {
    const refused = await createScrapingService({
      safeFetch: createSafeFetch({ allowList: ['127.0.0.1/32'] }),
      log,
    }).scrapeUrl('http://127.0.0.1:9/');
    expect(refused.failureMessage).toBe('The page could not be read');
    expect(refused.page.text).toContain('Note: The page could not be read, so this summary');
  });

  it('falls back on a non-HTML answer and on an error status', async () => {
    const json = await service().scrapeUrl(`${server.origin}/data.json`);
    expect(json.isFallback).toBe(true);
    expect(json.failureMessage).toBe('The address is not a web page (application/json)');
    const gone = await service().scrapeUrl(`${server.origin}/gone`);
    expect(gone.failureMessage).toBe('The page answered with HTTP status 410');
  });

  it('never passes on the text of an unexpected error', async () => {
    for (const error of [new Error(''), new Error('Parse Error: Invalid header value char at 10.9.8.7')]) {
      const broken = createScrapingService({ safeFetch: () => Promise.reject(error), log });
      const result = await broken.scrapeUrl('https://shop.acme-tools.example/item');
      expect(result).toMatchObject({ isFallback: true, failureMessage: 'The page could not be read' });
    }
  });
});

describe('buildFallbackPage', () => {
  it('builds the page from the domain name only, with the note', () => {
    const page = buildFallbackPage('https://www.acme-tools.co.uk/products/1', 'The page could not be read');
    expect(scrapedPageSchema.parse(page)).toEqual(page);
    expect(page.title).toBe('Acme Tools');
    expect(page.domain).toBe('acme-tools.co.uk');
    expect(page.images).toEqual([]);
    expect(page.text).toBe(
      [
        'Acme Tools (acme-tools.co.uk)',
        'Create social media content about Acme Tools and what it offers. Website: https://www.acme-tools.co.uk/products/1',
        'Note: The page could not be read, so this summary is based on the domain name only.',
      ].join('\n\n'),
    );
    expect(page.platformHints.instagram.hashtags).toEqual(['#AcmeTools']);
  });

  it('names a domain readably', () => {
    expect(nameFromDomain('shop.acme-tools.example')).toBe('Acme Tools');
    expect(nameFromDomain('my_site.io')).toBe('My Site');
  });
});

describe('toPageContext', () => {
  it('maps a product page to the enhanced page context', async () => {
    const { page } = await service().scrapeUrl(`${server.origin}/product-page.html`);
    expect(toPageContext(page)).toEqual({
      url: page.url,
      domain: '127.0.0.1',
      title: page.title,
      text: page.text,
      pageType: 'product',
      businessType: 'ecommerce',
      product: {
        name: 'Trail Runner 2',
        price: '$89.99',
        originalPrice: '$129.99',
        discount: 31,
        features: [
          'Vibram Megagrip outsole for wet rock',
          'Only 255 g per shoe',
          'Breathable recycled mesh upper',
          '6 mm drop',
        ],
        brand: 'Acme',
      },
      keyPoints: page.marketing.keyPoints,
      language: 'en',
    });
  });

  it('leaves the product out when the page has none', () => {
    const context = toPageContext(buildFallbackPage('https://example.org/', 'x'));
    expect(context.product).toBeUndefined();
    expect(context.pageType).toBe('unknown');
  });
});

describe('decodeHtml', () => {
  it('uses the meta charset when the header has none, and a byte-order mark over both', () => {
    const latin = Buffer.concat([
      Buffer.from('<meta charset="windows-1252"><p>'),
      Buffer.from([0xe9]),
      Buffer.from('</p>'),
    ]);
    expect(decodeHtml(latin, 'text/html')).toBe('<meta charset="windows-1252"><p>é</p>');
    const withMark = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>é</p>')]);
    expect(decodeHtml(withMark, 'text/html; charset=iso-8859-1')).toBe('<p>é</p>');
    expect(decodeHtml(Buffer.from('<p>ok</p>'), 'text/html; charset=bogus')).toBe('<p>ok</p>');
  });
});
