import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isInterfaceLocale, type InterfaceLocale } from '../../shared/domain/locales';
import { isKnownWebPath } from '../../shared/domain/web-paths';
import { AppError } from './app-error';
import { localeOfRequest } from '../i18n/request-locale';

const serverPaths = /^\/(api|healthz|readyz|media)(\/|$|\?)/;
/** The web app's cookie naming the visitor's chosen language (src/web/i18n/i18n.ts writes it). */
const localeCookie = 'postforge_locale';

/** The pre-rendered pages (scripts/prerender-web.mjs): `<locale>:<path>` → HTML with the nonce placeholder. */
function readPrerenderedPages(webRoot: string): Map<string, string> {
  const pages = new Map<string, string>();
  const root = join(webRoot, 'prerendered');
  if (!existsSync(root)) return pages;
  for (const locale of readdirSync(root)) {
    const localeRoot = join(root, locale);
    for (const file of readdirSync(localeRoot, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.html')) continue;
      const route = relative(localeRoot, join(localeRoot, file))
        .replace(/\\/g, '/')
        .replace(/\.html$/, '');
      const path = route === 'index' ? '/' : `/${route}`;
      pages.set(`${locale}:${path}`, readFileSync(join(localeRoot, file), 'utf8'));
    }
  }
  return pages;
}

/** The language to serve a page in: the visitor's saved choice (cookie), else their browser's, else English. */
function pageLocaleOf(request: FastifyRequest): InterfaceLocale {
  const cookies = request.headers.cookie ?? '';
  const saved = new RegExp(`(?:^|;\\s*)${localeCookie}=([a-z]{2})`).exec(cookies)?.[1];
  return isInterfaceLocale(saved) ? saved : localeOfRequest(request);
}

/** Query parameters that only tell analytics where a visit came from: no page reads them. */
const trackingParameter =
  /^(?:utm_\w+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|twclid|igshid|li_fat_id|mc_cid|mc_eid|ref)$/i;

/**
 * Whether a page asked with this query string can get its pre-rendered HTML: no query, or one made only of
 * tracking parameters (`/?utm_source=x`). A parameter a page reads (`?login=`, `?q=`, `?token=`) changes what it
 * draws, so that page starts from the shell instead of hydrating HTML drawn without it.
 */
export function isPrerenderableQuery(query: string | undefined): boolean {
  if (!query) return true;
  return [...new URLSearchParams(query).keys()].every((key) => trackingParameter.test(key));
}

/**
 * Serves the built web app from `webRoot` (dist/web): hashed assets with long caching; a public page (a route
 * not under /app, asked without a query or with tracking parameters only) as its pre-rendered HTML in the visitor's language; index.html (the
 * SPA shell) for every other GET so client routes work on reload. The HTML gets this response's CSP nonce,
 * which the UI library uses for the few style tags it injects.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexPath = join(webRoot, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ webRoot }, 'web app not built: run `npm run build` (npm start does it for you)');
    return;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  const prerendered = readPrerenderedPages(webRoot);
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
    const [path = '/', query] = request.url.split('?');
    if (serverPaths.test(path)) throw new AppError('not_found', 'Not found.');
    const candidate = join(webRoot, path);
    if (
      path !== '/' &&
      !path.startsWith('/prerendered/') &&
      candidate.startsWith(webRoot) &&
      !path.endsWith('/') &&
      existsSync(candidate) &&
      path.includes('.')
    ) {
      return reply.sendFile(path.slice(1));
    }
    const locale = pageLocaleOf(request);
    const page = isPrerenderableQuery(query)
      ? prerendered.get(`${locale}:${path.replace(/(.)\/$/, '$1')}`)
      : undefined;
    const nonce = reply.cspNonce.style;
    // An unknown page still gets the app (its not-found page has the way home), with the status 404.
    return reply
      .code(isKnownWebPath(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, cookie')
      .type('text/html; charset=utf-8')
      .send((page ?? indexHtml).replaceAll('__CSP_NONCE__', nonce));
  });
}
