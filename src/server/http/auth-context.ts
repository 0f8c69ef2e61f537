import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The caller of a request: the user, their session, and the workspace every query is scoped to. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  workspaceId: string;
  workspaceName: string;
  role: 'owner' | 'editor' | 'viewer';
  isInstanceOwner: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin when the request carries a valid session. */
    auth?: AuthContext;
  }
}

/** The message of every 401: the request has no valid session. */
export const signedOutMessage = 'Please log in to continue.';

/** The caller, or a 401 when the request has no valid session. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthenticated', signedOutMessage);
  return request.auth;
}
