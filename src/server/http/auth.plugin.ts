import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './auth-context';
import { toFetchHeaders } from './fetch-headers';

/** Resolves the caller of every /api request from its session cookie (no cookie: no lookup). */
export function registerAuthResolution(
  app: FastifyInstance,
  resolveAuth: (headers: Headers) => Promise<AuthContext | undefined>,
): void {
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/') || !request.headers.cookie?.includes('postforge.')) return;
    request.auth = await resolveAuth(toFetchHeaders(request));
  });
}
