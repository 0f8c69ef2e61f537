/**
 * A loopback web server for fetch and scraping tests: serves the HTML fixtures of this folder at
 * `/{name}` (e.g. `/product-page.html`) and any extra routes a test adds. Listens on 127.0.0.1 only.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A route handler; it may answer later or never (timeouts). */
export type PageRoute = (request: IncomingMessage, response: ServerResponse) => void;

/** A running page server. */
export interface PageServer {
  /** e.g. 'http://127.0.0.1:41234' */
  origin: string;
  port: number;
  /** Requests received, as 'METHOD path host'. */
  requests: string[];
  /** Adds or replaces a route for an exact path. */
  route(path: string, handler: PageRoute): void;
  close(): Promise<void>;
}

const fixturesDirectory = dirname(fileURLToPath(import.meta.url));

/** Reads a fixture of this folder as text. */
export function readPageFixture(name: string): string {
  return readFileSync(join(fixturesDirectory, name), 'utf8');
}

/** Starts the server on a free port of 127.0.0.1. */
export async function startPageServer(): Promise<PageServer> {
  const routes = new Map<string, PageRoute>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    requests.push(`${request.method ?? ''} ${path} ${request.headers.host ?? ''}`);
    const handler = routes.get(path);
    if (handler) {
      handler(request, response);
      return;
    }
    if (/^\/[a-z0-9-]+\.html$/.test(path)) {
      try {
        const html = readPageFixture(path.slice(1));
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(html);
        return;
      } catch {
        // fall through to 404
      }
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    route(path, handler) {
      routes.set(path, handler);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
