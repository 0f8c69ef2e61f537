import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type {} from '@fastify/rate-limit';
import {
  changePasswordContract,
  forgotPasswordContract,
  getRegistrationContract,
  getSessionContract,
  joinWaitlistContract,
  loginContract,
  logoutContract,
  registerContract,
  resetPasswordContract,
  updatePreferencesContract,
} from '../../../shared/contracts/accounts';
import { normalizeEmail } from '../../../shared/domain/email';
import { AppError } from '../../http/app-error';
import { bindRoute } from '../../http/contract-binding';
import { toFetchHeaders } from '../../http/fetch-headers';
import type { AccountsService } from './accounts.service';

/** Rate limits of the login and reset endpoints, per client address and per account. */
export interface AccountRateLimits {
  perAddress: number;
  perAccount: number;
  windowMs: number;
}

/** What a caller over a login, registration or reset limit is told. */
export const rateLimitedMessage = 'Too many attempts. Please wait a few minutes and try again.';

function accountKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return `account:${typeof body?.email === 'string' ? normalizeEmail(body.email) : ''}`;
}

/** Account endpoints: session, registration, login/logout, password reset, waitlist, preferences. */
export function registerAccountRoutes(
  app: FastifyInstance,
  service: AccountsService,
  limits: AccountRateLimits,
): void {
  // One hook per counter built on createRateLimit: the hooks of app.rateLimit() share a per-request "already
  // ran" flag, so a second app.rateLimit() hook on the same route never counts (the per-account limit was dead).
  const limiter = (
    max: number,
    keyGenerator: (request: FastifyRequest) => string,
  ): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({ max, timeWindow: limits.windowMs, keyGenerator });
    return async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      void reply.header('retry-after', result.ttlInSeconds);
      throw new AppError('rate_limited', rateLimitedMessage);
    };
  };
  const limited = (scope: string, factor = 1): preHandlerAsyncHookHandler[] => [
    limiter(limits.perAddress * factor, (request) => `${scope}:address:${request.ip}`),
    limiter(limits.perAccount * factor, (request) => `${scope}:${accountKey(request)}`),
  ];

  bindRoute(app, getSessionContract, async ({ auth }) => service.describe(auth));

  bindRoute(app, getRegistrationContract, async ({ query }) => service.getRegistrationMode(query.invite));

  bindRoute(
    app,
    loginContract,
    async ({ body, request, reply }) => {
      const result = await service.login(body, toFetchHeaders(request));
      void reply.header('set-cookie', result.setCookies);
      return result.session;
    },
    { preHandler: limited('login') },
  );

  bindRoute(
    app,
    registerContract,
    async ({ body, request, reply }) => {
      const result = await service.register(body, toFetchHeaders(request));
      void reply.header('set-cookie', result.setCookies);
      return result.session;
    },
    { preHandler: limited('register') },
  );

  bindRoute(app, logoutContract, async ({ request, reply }) => {
    const cookies = await service.logout(toFetchHeaders(request));
    if (cookies.length > 0) void reply.header('set-cookie', cookies);
    return { ok: true as const };
  });

  bindRoute(
    app,
    forgotPasswordContract,
    async ({ body }) => {
      await service.requestPasswordReset(body.email);
      return { ok: true as const };
    },
    { preHandler: limited('reset') },
  );

  bindRoute(
    app,
    resetPasswordContract,
    async ({ body }) => {
      await service.resetPassword(body.token, body.password);
      return { ok: true as const };
    },
    { preHandler: limited('reset-confirm') },
  );

  bindRoute(
    app,
    joinWaitlistContract,
    async ({ body }) => {
      await service.joinWaitlist(body.email, body.wantsUpdates);
      return { ok: true as const };
    },
    { preHandler: limited('waitlist', 2) },
  );

  bindRoute(
    app,
    changePasswordContract,
    async ({ auth, body, request }) => {
      await service.changePassword(auth, body, toFetchHeaders(request));
      return { ok: true as const };
    },
    { preHandler: [limiter(limits.perAccount, (request) => `password:user:${request.auth?.userId ?? ''}`)] },
  );

  bindRoute(app, updatePreferencesContract, async ({ body, auth }) =>
    service.savePreferences(auth.userId, body.theme),
  );
}
