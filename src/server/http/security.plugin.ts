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

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Security headers (strict CSP: scripts and styles from our origin only, plus a per-response nonce for the
 * few style tags the UI library injects) and the CSRF defence: state-changing /api requests need the custom
 * header and, when the browser sends Origin, an Origin equal to ours or the configured public URL.
 */
export async function registerSecurity(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
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
  });

  const allowedOrigins = new Set([options.publicUrl]);
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !isApiRequest(request)) return;
    const origin = request.headers.origin;
    if (origin && origin !== requestOrigin(request) && !allowedOrigins.has(origin)) {
      throw new AppError('csrf_rejected', 'This request came from another site and was refused.');
    }
    if (request.headers[csrfHeaderName] !== '1') {
      throw new AppError('csrf_rejected', 'This request is missing its CSRF header and was refused.');
    }
  });
}
