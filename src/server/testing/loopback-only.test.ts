import dns from 'node:dns';
import { lookup as importedLookup } from 'node:dns';
import { createServer, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../integrations/web-fetch/safe-fetch';
import { isLoopbackAddress, takeNetworkViolations } from './loopback-only.setup';

/** Expects exactly the refusals matching `patterns` to have been recorded (and clears them). */
function expectRefused(...patterns: RegExp[]): void {
  const refused = takeNetworkViolations();
  expect(refused).toHaveLength(patterns.length);
  patterns.forEach((pattern, index) => expect(refused[index]).toMatch(pattern));
}

function connectionError(connect: () => net.Socket): Promise<Error & { code?: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect();
    socket.once('error', resolve);
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error('connected'));
    });
  });
}

describe('tests talk only to loopback', () => {
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    server = createServer((_request, response) => response.end('local'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('lets loopback through: 127.0.0.1, localhost and a name an injected resolver maps to loopback', async () => {
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('local');
    expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('local');
    const safeFetch = createSafeFetch({
      allowList: ['127.0.0.1/32'],
      resolveHost: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect((await safeFetch(`http://pages.example:${port}/`)).body.toString()).toBe('local');
    expect(takeNetworkViolations()).toEqual([]);
  });

  it('refuses a TCP connection to a public or private address before it is made', async () => {
    const error = await connectionError(() => net.connect(80, '192.0.2.1'));
    expect(error.code).toBe('ERR_TEST_NETWORK');
    await expect(connectionError(() => net.connect({ host: '10.0.0.1', port: 5432 }))).resolves.toMatchObject(
      {
        code: 'ERR_TEST_NETWORK',
      },
    );
    expectRefused(/192\.0\.2\.1:80/, /10\.0\.0\.1:5432/);
  });

  it('refuses DNS lookups and queries of outside names, through every API', async () => {
    await expect(dns.promises.lookup('example.com')).rejects.toMatchObject({ code: 'ERR_TEST_NETWORK' });
    const viaCallback = await new Promise<Error | null>((resolve) =>
      importedLookup('example.org', (error) => resolve(error)),
    );
    expect(viaCallback).toMatchObject({ code: 'ERR_TEST_NETWORK' });
    await expect(dns.promises.resolve4('example.net')).rejects.toMatchObject({ code: 'ERR_TEST_NETWORK' });
    await expect(new dns.promises.Resolver().resolveTxt('example.com')).rejects.toMatchObject({
      code: 'ERR_TEST_NETWORK',
    });
    expectRefused(/lookup of example\.com/, /lookup of example\.org/, /resolve4 example\.net/, /resolveTxt/);
  });

  it('refuses fetch and http to an outside name, and a name an injected resolver maps outside', async () => {
    await expect(fetch('http://example.com/')).rejects.toThrow();
    const safeFetch = createSafeFetch({ resolveHost: async () => [{ address: '93.184.216.34', family: 4 }] });
    await expect(safeFetch('http://pages.example/')).rejects.toThrow();
    expectRefused(/lookup of example\.com/, /pages\.example \(93\.184\.216\.34\)/);
  });

  it('knows loopback in its IPv4, IPv6 and mapped forms', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ['10.0.0.1', '0.0.0.0', '::', '::ffff:10.0.0.1', 'localhost', '2001:db8::1']) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });
});
