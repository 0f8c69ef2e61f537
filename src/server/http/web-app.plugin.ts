import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from './app-error';

const serverPaths = /^\/(api|healthz|readyz|media)(\/|$|\?)/;

/**
 * Serves the built web app from `webRoot` (dist/web): hashed assets with long caching, and index.html for
 * every other GET so client routes work on reload. index.html gets this response's CSP nonce, which the UI
 * library uses for the few style tags it injects.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexPath = join(webRoot, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ webRoot }, 'web app not built: run `npm run build` (npm start does it for you)');
    return;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    setHeaders(response, path) {
      if (path.includes(`${join(webRoot, 'assets')}`)) {
        response.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (serverPaths.test(path)) throw new AppError('not_found', 'Not found.');
    const candidate = join(webRoot, path);
    if (
      path !== '/' &&
      candidate.startsWith(webRoot) &&
      !path.endsWith('/') &&
      existsSync(candidate) &&
      path.includes('.')
    ) {
      return reply.sendFile(path.slice(1));
    }
    const nonce = reply.cspNonce.style;
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml.replaceAll('__CSP_NONCE__', nonce));
  });
}
