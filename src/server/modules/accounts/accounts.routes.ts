import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  getCookieConsentContract,
  saveCookieConsentContract,
} from '../../../shared/contracts/accounts';
import { normalizeEmail } from '../../../shared/domain/email';
import { AppError } from '../../http/app-error';
import { bindRoute } from '../../http/contract-binding';
import { toFetchHeaders } from '../../http/fetch-headers';
import { localeOfRequest } from '../../i18n/request-locale';
import {
  clientAddressKey,
  createRateCounter,
  limitPerUser,
  limitRequests,
  rateLimitedMessage,
  refuseOverLimit,
  type RateRule,
} from '../../http/rate-limits';
import { accountsPolicy } from './accounts.policy';
import type { AccountsService } from './accounts.service';

/**
 * Rate limits of the public account endpoints. Every limit is keyed so that an attacker can only use up their
 * own budget: per client address, per account from one address, and for logins a slower per-account rate
 * that an address the account has logged in from before does not count against.
 */
export interface AccountRateLimits {
  /** Attempts from one address (any account) per 10 minutes: login, registration, resets, waitlist. */
  perAddress: number;
  /** Attempts on one account (e-mail address) from one client address per 10 minutes. */
  perAccountAddress: number;
  /** Failed logins per hour on one account from addresses it has not logged in from in the last 90 days. */
  perAccount: number;
  /** Reset e-mails per account per hour; requests beyond answer the same but send nothing. */
  resetMailsPerAccount: number;
}

const tenMinutesMs = 10 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? normalizeEmail(body.email) : '';
}

/** Account endpoints: session, registration, login/logout, password reset and change, waitlist, preferences. */
export function registerAccountRoutes(
  app: FastifyInstance,
  service: AccountsService,
  limits: AccountRateLimits,
): void {
  const address = (request: FastifyRequest) => clientAddressKey(request.ip);
  const shortRule = (max: number): RateRule => ({ max, windowMs: tenMinutesMs });
  // One preHandler per counter, address first: a flood from one address stops before it adds keys elsewhere.
  const limited = (scope: string, factor = 1) => [
    limitRequests(app, shortRule(limits.perAddress * factor), (request) => `${scope}:${address(request)}`),
    limitRequests(
      app,
      shortRule(limits.perAccountAddress * factor),
      (request) => `${scope}:${emailOf(request)}:${address(request)}`,
    ),
  ];
  const failedLogins = createRateCounter(
    app,
    { max: limits.perAccount, windowMs: hourMs },
    (request) => `login-failures:${emailOf(request)}`,
  );
  const resetMails = createRateCounter(
    app,
    { max: limits.resetMailsPerAccount, windowMs: hourMs },
    (request) => `reset-mails:${emailOf(request)}`,
  );

  bindRoute(app, getSessionContract, accountsPolicy.readSession, async ({ auth }) => service.describe(auth));

  bindRoute(app, getRegistrationContract, accountsPolicy.readRegistrationMode, async ({ query }) =>
    service.getRegistrationMode(query.invite),
  );

  bindRoute(
    app,
    loginContract,
    accountsPolicy.logIn,
    async ({ body, request, reply }) => {
      // Many failures on this account from everywhere slow down only addresses it has not logged in from.
      const failures = await failedLogins.peek(request);
      if (failures.isExceeded && !(await service.isKnownLoginAddress(body.email, address(request))))
        refuseOverLimit(reply, failures, rateLimitedMessage);
      try {
        const result = await service.login(body, toFetchHeaders(request), address(request));
        void reply.header('set-cookie', result.setCookies);
        return result.session;
      } catch (error) {
        if (error instanceof AppError && error.code === 'invalid_credentials')
          await failedLogins.count(request);
        throw error;
      }
    },
    { preHandler: limited('login') },
  );

  bindRoute(
    app,
    registerContract,
    accountsPolicy.register,
    async ({ body, request, reply }) => {
      const result = await service.register(body, toFetchHeaders(request), address(request));
      void reply.header('set-cookie', result.setCookies);
      return result.session;
    },
    { preHandler: limited('register') },
  );

  bindRoute(app, logoutContract, accountsPolicy.logOut, async ({ request, reply }) => {
    const cookies = await service.logout(toFetchHeaders(request));
    if (cookies.length > 0) void reply.header('set-cookie', cookies);
    return { ok: true as const };
  });

  bindRoute(
    app,
    forgotPasswordContract,
    accountsPolicy.requestPasswordReset,
    async ({ body, request }) => {
      // Over the account's e-mail budget the answer stays the same and nothing is sent: the last link sent
      // keeps working (a new one would end it), so requests from others cannot stop the owner's reset.
      if (!(await resetMails.count(request)).isExceeded)
        await service.requestPasswordReset(body.email, localeOfRequest(request));
      return { ok: true as const };
    },
    { preHandler: limited('reset') },
  );

  bindRoute(
    app,
    resetPasswordContract,
    accountsPolicy.resetPassword,
    async ({ body }) => {
      await service.resetPassword(body.token, body.password);
      return { ok: true as const };
    },
    // Per address only: tokens cannot be guessed, and a shared bucket would let anyone stop everyone's reset.
    {
      preHandler: [
        limitRequests(app, shortRule(limits.perAddress), (request) => `reset-confirm:${address(request)}`),
      ],
    },
  );

  bindRoute(
    app,
    joinWaitlistContract,
    accountsPolicy.joinWaitlist,
    async ({ body }) => {
      await service.joinWaitlist(body.email, body.wantsUpdates);
      return { ok: true as const };
    },
    { preHandler: limited('waitlist', 2) },
  );

  bindRoute(
    app,
    changePasswordContract,
    accountsPolicy.changePassword,
    async ({ auth, body, request }) => {
      await service.changePassword(auth, body, toFetchHeaders(request));
      return { ok: true as const };
    },
    // The current password is checked here: a stolen session must not make it a password-guessing oracle.
    {
      preHandler: [
        limitPerUser(app, 'password-change', shortRule(limits.perAccountAddress), rateLimitedMessage),
      ],
    },
  );

  bindRoute(app, updatePreferencesContract, accountsPolicy.savePreferences, async ({ body, auth }) =>
    service.savePreferences(auth.userId, body),
  );

  bindRoute(app, getCookieConsentContract, accountsPolicy.readCookieConsent, async ({ auth }) => ({
    consent: await service.findCookieConsent(auth.userId),
  }));

  bindRoute(app, saveCookieConsentContract, accountsPolicy.saveCookieConsent, async ({ body, auth }) => ({
    consent: await service.saveCookieConsent(auth.userId, body),
  }));
}
