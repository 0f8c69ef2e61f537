import type { FastifyInstance } from 'fastify';
import {
  confirmEmailChangeContract,
  deleteAccountContract,
  endOtherSessionsContract,
  endSessionContract,
  exportAccountContract,
  getEmailChangeContract,
  listSessionsContract,
  requestEmailChangeContract,
} from '../../../shared/contracts/account-security';
import { bindRawRoute, bindRoute } from '../../http/contract-binding';
import { toFetchHeaders } from '../../http/fetch-headers';
import { limitPerUser, rateLimitedMessage, type RateRule } from '../../http/rate-limits';
import type { AccountExport } from './account-export';
import { accountSecurityPolicy } from './account-security.policy';
import type { AccountSecurityService } from './account-security.service';

const tenMinutes: RateRule = { max: 10, windowMs: 10 * 60 * 1000 };

/** Security settings: sessions, e-mail change, export of the caller's data, deletion of their account. */
export function registerAccountSecurityRoutes(
  app: FastifyInstance,
  deps: {
    service: AccountSecurityService;
    buildExport: (auth: Parameters<AccountSecurityService['listSessions']>[0]) => Promise<AccountExport>;
    /** Cookie lines that clear the session cookies (the accounts service's logout answer). */
    clearCookies: (headers: Headers) => Promise<string[]>;
  },
): void {
  const { service } = deps;
  // The password is checked again on these: a stolen session must not make them a password-guessing oracle.
  const passwordChecked = (scope: string) => ({
    preHandler: [limitPerUser(app, scope, tenMinutes, rateLimitedMessage)],
  });

  bindRoute(app, listSessionsContract, accountSecurityPolicy.listSessions, async ({ auth }) => ({
    sessions: await service.listSessions(auth),
  }));

  bindRoute(app, endSessionContract, accountSecurityPolicy.endSession, async ({ auth, params }) => {
    await service.endSession(auth, params.sessionId);
    return { ok: true as const };
  });

  bindRoute(app, endOtherSessionsContract, accountSecurityPolicy.endOtherSessions, async ({ auth }) => ({
    ended: await service.endOtherSessions(auth),
  }));

  bindRoute(app, getEmailChangeContract, accountSecurityPolicy.readEmailChange, async ({ auth }) =>
    service.readEmailChange(auth),
  );

  bindRoute(
    app,
    requestEmailChangeContract,
    accountSecurityPolicy.requestEmailChange,
    async ({ auth, body, request, reply }) => {
      const answer = await service.requestEmailChange(auth, body, toFetchHeaders(request));
      void reply.status(202);
      return answer;
    },
    passwordChecked('email-change'),
  );

  bindRoute(
    app,
    confirmEmailChangeContract,
    accountSecurityPolicy.confirmEmailChange,
    async ({ auth, body }) => service.confirmEmailChange(auth, body.token),
    { preHandler: [limitPerUser(app, 'email-confirm', tenMinutes, rateLimitedMessage)] },
  );

  bindRawRoute(
    app,
    exportAccountContract,
    accountSecurityPolicy.exportData,
    async ({ auth, reply }) => {
      const result = await deps.buildExport(auth);
      void reply.headers({
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${result.fileName}"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
      if (result.size >= 0) void reply.header('content-length', result.size);
      return reply.send(result.stream);
    },
    { preHandler: [limitPerUser(app, 'export', tenMinutes, rateLimitedMessage)] },
  );

  bindRoute(
    app,
    deleteAccountContract,
    accountSecurityPolicy.deleteAccount,
    async ({ auth, body, request, reply }) => {
      const headers = toFetchHeaders(request);
      await service.deleteAccount(auth, body.currentPassword, headers);
      const cookies = await deps.clearCookies(headers);
      if (cookies.length > 0) void reply.header('set-cookie', cookies);
      return { ok: true as const };
    },
    passwordChecked('account-delete'),
  );
}
