import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { AppError } from './app-error';

/** Header every state-changing API request must carry (set by the web client; forms cannot set it). */
export const csrfHeaderName = 'x-postforge-csrf';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when the request was routed to an /api endpoint. Uses the matched route pattern, not the raw URL, so a
 * percent-encoded path (`/%61pi/...`, which the router decodes to the same route) cannot skip the API hooks.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url;
  return path.startsWith('/api/');
}

/**
 * Security headers (strict CSP: scripts and styles from our origin only, plus a per-response nonce for the
 * few style tags the UI library injects; no framing, by CSP and by X-Frame-Options DENY), `Cache-Control:
 * no-store` on every /api answer and every answer that sets a cookie, and the CSRF defence: state-changing
 * /api requests need the custom header and, when the browser sends Origin, one of `trustedOrigins` (the
 * public URL's origin and the configured ones; never the request's own Host header, which a page on a
 * DNS-rebound name controls).
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { trustedOrigins: readonly string[] },
): Promise<void> {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });

  // Answers with account data (every API answer may carry some) or a session cookie must not be kept by the
  // browser's or a proxy's cache, where the next user of a shared computer could read them.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiRequest(request) || reply.hasHeader('set-cookie'))
      void reply.header('cache-control', 'no-store');
    return payload;
  });

  const allowedOrigins = new Set(options.trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !isApiRequest(request)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) {
      request.log.warn(
        { origin, trustedOrigins: [...allowedOrigins] },
        'refused a request from an origin that is neither PUBLIC_URL nor in TRUSTED_ORIGINS',
      );
      throw new AppError('csrf_rejected', 'This request came from another site and was refused.');
    }
    if (request.headers[csrfHeaderName] !== '1') {
      throw new AppError('csrf_rejected', 'This request is missing its CSRF header and was refused.');
    }
  });
}
