import { createServer, type AddressInfo } from 'node:net';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageServer, type PageServer } from '../../../../tests/fakes/pages/page-server';
import { FetchBlockedError, FetchFailedError, formatByteSize, formatSeconds } from './fetch-errors';
import { createSafeFetch } from './safe-fetch';

let server: PageServer;
const loopbackOnly = ['127.0.0.1/32'];

beforeAll(async () => {
  server = await startPageServer();
  server.route('/hello', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'x-test': 'yes' });
    response.end('hello');
  });
  server.route('/echo-headers', (request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(request.headers));
  });
  server.route('/missing', (_request, response) => {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('nope');
  });
  for (const [index, status] of [301, 302, 303, 307, 308].entries()) {
    const next = index === 4 ? '/hello' : `/chain-${index + 1}`;
    server.route(`/chain-${index}`, (_request, response) => {
      response.writeHead(status, { location: next });
      response.end();
    });
  }
  server.route('/to-private', (_request, response) => {
    response.writeHead(302, { location: '/to-private-2' });
    response.end();
  });
  server.route('/to-private-2', (_request, response) => {
    response.writeHead(301, { location: 'http://192.168.1.1/admin' });
    response.end();
  });
  server.route('/to-metadata', (_request, response) => {
    response.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' });
    response.end();
  });
  server.route('/to-file', (_request, response) => {
    response.writeHead(302, { location: 'file:///etc/passwd' });
    response.end();
  });
  server.route('/big-chunked', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    for (let index = 0; index < 20; index += 1) response.write('x'.repeat(100));
    response.end();
  });
  server.route('/declared-huge', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(6 * 1024 * 1024) });
    response.write('start');
  });
  server.route('/gzip-bomb', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
    response.end(gzipSync(Buffer.alloc(1024 * 1024)));
  });
  server.route('/never', () => {
    // never answers
  });
  const compressed: Array<[string, string, (input: Buffer) => Buffer]> = [
    ['/gzip', 'gzip', gzipSync],
    ['/br', 'br', brotliCompressSync],
    ['/deflate', 'deflate', deflateSync],
    ['/deflate-raw', 'deflate', deflateRawSync],
  ];
  for (const [path, encoding, compress] of compressed) {
    server.route(path, (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': encoding });
      response.end(compress(Buffer.from(`<p>decoded ${encoding}</p>`)));
    });
  }
});

afterAll(async () => {
  await server.close();
});

/** The log-only detail of a guard error (its message is one of the two public ones). */
function detailOf(error: Error): string {
  if (error instanceof FetchBlockedError) {
    expect(error.message).toBe('This address is not allowed');
    return error.detail;
  }
  if (error instanceof FetchFailedError) {
    expect(error.message).toBe('The page could not be read');
    return error.detail;
  }
  throw error;
}

async function captureError(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('expected the fetch to fail');
}

describe('safeFetch', () => {
  it('fetches a loopback page when the allow-list permits it', async () => {
    const safeFetch = createSafeFetch({ allowList: loopbackOnly });
    const response = await safeFetch(`${server.origin}/hello`);
    expect(response.status).toBe(200);
    expect(response.url).toBe(`${server.origin}/hello`);
    expect(response.contentType).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-test']).toBe('yes');
    expect(response.body.toString()).toBe('hello');
  });

  it('sends the user agent, accept and accept-encoding headers', async () => {
    const safeFetch = createSafeFetch({ allowList: loopbackOnly, userAgent: 'TestAgent/1' });
    const response = await safeFetch(`${server.origin}/echo-headers`, { accept: 'text/html' });
    const headers = JSON.parse(response.body.toString()) as Record<string, string>;
    expect(headers['user-agent']).toBe('TestAgent/1');
    expect(headers.accept).toBe('text/html');
    expect(headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it('returns non-success statuses as they are', async () => {
    const response = await createSafeFetch({ allowList: loopbackOnly })(`${server.origin}/missing`);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe('nope');
  });

  it('refuses a loopback address without the allow-list, before sending anything', async () => {
    const before = server.requests.length;
    const error = await captureError(createSafeFetch()(`${server.origin}/hello`));
    expect(error).toBeInstanceOf(FetchBlockedError);
    expect(detailOf(error)).toBe('Address not allowed: 127.0.0.1');
    expect(server.requests.length).toBe(before);
  });

  it('checks the addresses a host name resolves to, and connects to the checked one', async () => {
    const resolveHost = (): Promise<Array<{ address: string; family: number }>> =>
      Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    const blocked = await captureError(
      createSafeFetch({ resolveHost })(`http://pages.example:${server.port}/hello`),
    );
    expect(blocked).toBeInstanceOf(FetchBlockedError);
    expect(detailOf(blocked)).toBe('Address not allowed: 127.0.0.1');

    const allowed = await createSafeFetch({ resolveHost, allowList: loopbackOnly })(
      `http://pages.example:${server.port}/hello`,
    );
    expect(allowed.body.toString()).toBe('hello');
    expect(server.requests.at(-1)).toBe(`GET /hello pages.example:${server.port}`);
  });

  it('refuses a host when any of its addresses is private', async () => {
    const resolveHost = (): Promise<Array<{ address: string; family: number }>> =>
      Promise.resolve([
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ]);
    const error = await captureError(createSafeFetch({ resolveHost })('http://mixed.example/'));
    expect(error).toBeInstanceOf(FetchBlockedError);
    expect(detailOf(error)).toBe('Address not allowed: 10.0.0.7');
  });

  it('refuses the system resolver answer for localhost', async () => {
    const error = await captureError(createSafeFetch()(`http://localhost:${server.port}/hello`));
    expect(error).toBeInstanceOf(FetchBlockedError);
    expect(detailOf(error)).toMatch(/^Address not allowed: (127\.0\.0\.1|::1)$/);
  });

  it.each([
    ['decimal', `http://2130706433`],
    ['hex', `http://0x7f000001`],
    ['dotted hex', `http://0x7f.0.0.1`],
    ['octal', `http://0177.0.0.1`],
    ['short', `http://127.1`],
  ])('normalises a %s IP literal before checking it', async (_notation, origin) => {
    const error = await captureError(createSafeFetch()(`${origin}:${server.port}/hello`));
    expect(error).toBeInstanceOf(FetchBlockedError);
    expect(detailOf(error)).toBe('Address not allowed: 127.0.0.1');
  });

  it('connects to the normalised address of a decimal literal when allowed', async () => {
    const response = await createSafeFetch({ allowList: loopbackOnly })(
      `http://2130706433:${server.port}/hello`,
    );
    expect(response.body.toString()).toBe('hello');
  });

  it.each([
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['http://[0:0:0:0:0:ffff:a9fe:a9fe]/', '::ffff:a9fe:a9fe'],
    ['http://[::1]/', '::1'],
    ['http://[fd00:ec2::254]/', 'fd00:ec2::254'],
    ['http://[64:ff9b::10.0.0.1]/', '64:ff9b::a00:1'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://100.64.0.1/', '100.64.0.1'],
  ])('refuses %s', async (url, address) => {
    const error = await captureError(createSafeFetch()(url));
    expect(error).toBeInstanceOf(FetchBlockedError);
    expect(detailOf(error)).toBe(`Address not allowed: ${address}`);
  });

  it.each([
    'ftp://example.com/file',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,hi',
    'gopher://example.com/',
  ])('refuses the non-http URL %s', async (url) => {
    const error = await captureError(createSafeFetch()(url));
    expect(error).toBeInstanceOf(FetchBlockedError);
    expect(detailOf(error)).toMatch(/^Only http and https URLs are allowed/);
  });

  it('fails on a malformed URL', async () => {
    const error = await captureError(createSafeFetch()('not a url'));
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(detailOf(error)).toBe('Invalid URL: not a url');
  });

  it('follows each redirect status, resolving relative locations, up to the limit', async () => {
    const safeFetch = createSafeFetch({ allowList: loopbackOnly });
    const response = await safeFetch(`${server.origin}/chain-2`);
    expect(response.url).toBe(`${server.origin}/hello`);
    expect(response.body.toString()).toBe('hello');
    const longer = await safeFetch(`${server.origin}/chain-0`, { maxRedirects: 5 });
    expect(longer.url).toBe(`${server.origin}/hello`);
  });

  it('fails after more than 3 redirects', async () => {
    const error = await captureError(
      createSafeFetch({ allowList: loopbackOnly })(`${server.origin}/chain-1`),
    );
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(detailOf(error)).toBe('Too many redirects');
  });

  it('re-checks every redirect target', async () => {
    const safeFetch = createSafeFetch({ allowList: loopbackOnly });
    const toPrivate = await captureError(safeFetch(`${server.origin}/to-private`));
    expect(toPrivate).toBeInstanceOf(FetchBlockedError);
    expect(detailOf(toPrivate)).toBe('Address not allowed: 192.168.1.1');
    const toMetadata = await captureError(safeFetch(`${server.origin}/to-metadata`));
    expect(detailOf(toMetadata)).toBe('Address not allowed: 169.254.169.254');
    const toFile = await captureError(safeFetch(`${server.origin}/to-file`));
    expect(toFile).toBeInstanceOf(FetchBlockedError);
  });

  it('stops reading at the size cap', async () => {
    const safeFetch = createSafeFetch({ allowList: loopbackOnly });
    const error = await captureError(safeFetch(`${server.origin}/big-chunked`, { maxBytes: 1024 }));
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(detailOf(error)).toBe('Response larger than 1 KB');
    const fits = await safeFetch(`${server.origin}/big-chunked`, { maxBytes: 2000 });
    expect(fits.body.length).toBe(2000);
  });

  it('fails on a declared length over the default 5 MB cap without waiting for the body', async () => {
    const error = await captureError(
      createSafeFetch({ allowList: loopbackOnly })(`${server.origin}/declared-huge`, { timeoutMs: 5000 }),
    );
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(detailOf(error)).toBe('Response larger than 5 MB');
  });

  it('caps the decompressed size, not just the transferred size', async () => {
    const error = await captureError(
      createSafeFetch({ allowList: loopbackOnly })(`${server.origin}/gzip-bomb`, { maxBytes: 100 * 1024 }),
    );
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(detailOf(error)).toBe('Response larger than 100 KB');
  });

  it.each([
    ['/gzip', 'gzip'],
    ['/br', 'br'],
    ['/deflate', 'deflate'],
    ['/deflate-raw', 'deflate'],
  ])('decompresses %s', async (path, encoding) => {
    const response = await createSafeFetch({ allowList: loopbackOnly })(`${server.origin}${path}`);
    expect(response.body.toString()).toBe(`<p>decoded ${encoding}</p>`);
  });

  it('times out a server that never answers', async () => {
    const started = Date.now();
    const error = await captureError(
      createSafeFetch({ allowList: loopbackOnly })(`${server.origin}/never`, { timeoutMs: 200 }),
    );
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(detailOf(error)).toBe('Timed out after 0.2 s');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = createSafeFetch({ allowList: loopbackOnly })(`${server.origin}/never`, {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    const error = await captureError(pending);
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(detailOf(error)).toBe('Request aborted');
  });

  it('reports a refused connection as a failure', async () => {
    const closed = await startPageServer();
    await closed.close();
    const error = await captureError(createSafeFetch({ allowList: loopbackOnly })(`${closed.origin}/`));
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(detailOf(error)).toBe(`Connection refused by 127.0.0.1:${closed.port}`);
  });
});

describe('what a refusal tells the caller', () => {
  it('never names the address an internal host name resolves to', async () => {
    const safeFetch = createSafeFetch({
      resolveHost: async () => [{ address: '10.1.2.3', family: 4 }],
    });
    const error = await captureError(safeFetch('http://intranet.corp.example/'));
    expect(error).toBeInstanceOf(FetchBlockedError);
    expect(error.message).toBe('This address is not allowed');
    expect(JSON.stringify({ message: error.message, stack: error.stack?.split('\n')[0] })).not.toContain(
      '10.1.2.3',
    );
    expect(detailOf(error)).toBe('Address not allowed: 10.1.2.3');
  });

  it("never repeats the HTTP parser's error text", async () => {
    const garbage = createServer((socket) => {
      socket.on('data', () => socket.end('HTTP/1.1 200 OK\r\nBad Header\u0001: <script>\r\n\r\nhello'));
    });
    await new Promise<void>((listening) => garbage.listen(0, '127.0.0.1', listening));
    const { port } = garbage.address() as AddressInfo;
    try {
      const error = await captureError(
        createSafeFetch({ allowList: loopbackOnly })(`http://127.0.0.1:${port}/`),
      );
      expect(error).toBeInstanceOf(FetchFailedError);
      expect(error.message).toBe('The page could not be read');
      expect(detailOf(error)).toMatch(/Parse Error/i);
    } finally {
      await new Promise((closed) => garbage.close(closed));
    }
  });
});

describe('error message formats', () => {
  it('names the default limits the way users read them', () => {
    expect(formatByteSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatSeconds(10_000)).toBe('10 s');
    expect(formatByteSize(512)).toBe('512 bytes');
  });
});
