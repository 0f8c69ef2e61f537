import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context';
import { toFetchHeaders } from './fetch-headers';
import { isApiRequest } from './security.plugin';

/** True for the session-scoped file routes (/media/:assetId and its thumbnail), matched by route pattern. */
function isMediaRequest(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? '').startsWith('/media/');
}

/**
 * Resolves the caller of every /api request and every /media file request from its session cookie (no
 * cookie: no lookup).
 */
export function registerAuthResolution(
  app: FastifyInstance,
  resolveAuth: (headers: Headers) => Promise<AuthContext | undefined>,
): void {
  app.addHook('preHandler', async (request) => {
    if (
      !(isApiRequest(request) || isMediaRequest(request)) ||
      !request.headers.cookie?.includes('postforge.')
    )
      return;
    request.auth = await resolveAuth(toFetchHeaders(request));
  });
}
