import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  confirmNewsletterContract,
  exportSubscribersContract,
  getPublicFormsContract,
  sendContactMessageContract,
  subscribeNewsletterContract,
  unsubscribeNewsletterContract,
} from '../../../shared/contracts/public-forms';
import { normalizeEmail } from '../../../shared/domain/email';
import { bindRawRoute, bindRoute } from '../../http/contract-binding';
import {
  clientAddressKey,
  limitRequests,
  tooManyRequestsMessage,
  type RateRule,
} from '../../http/rate-limits';
import { localeOfRequest } from '../../i18n/request-locale';
import { publicFormsPolicy } from './public-forms.policy';
import type { PublicFormsService } from './public-forms.service';

const hourMs = 60 * 60 * 1000;

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? normalizeEmail(body.email) : '';
}

/**
 * The public contact form and newsletter (rate-limited per client address, the newsletter also per e-mail
 * address so nobody can flood one mailbox with confirmations), and the owner's list of both.
 */
export function registerPublicFormsRoutes(
  app: FastifyInstance,
  service: PublicFormsService,
  limits: { perAddress: number },
): void {
  const rule: RateRule = { max: limits.perAddress, windowMs: hourMs };
  const address = (request: FastifyRequest) => clientAddressKey(request.ip);
  const perAddress = (scope: string, factor = 1) =>
    limitRequests(
      app,
      { ...rule, max: rule.max * factor },
      (request) => `${scope}:${address(request)}`,
      tooManyRequestsMessage,
    );

  bindRoute(
    app,
    sendContactMessageContract,
    publicFormsPolicy.sendContactMessage,
    async ({ body, request }) => {
      await service.sendContactMessage(body, localeOfRequest(request));
      return { ok: true as const };
    },
    { preHandler: [perAddress('contact')] },
  );

  bindRoute(
    app,
    subscribeNewsletterContract,
    publicFormsPolicy.subscribeNewsletter,
    async ({ body, request }) => {
      await service.subscribe(body.email, localeOfRequest(request));
      return { ok: true as const };
    },
    {
      preHandler: [
        perAddress('newsletter'),
        limitRequests(app, rule, (request) => `newsletter-email:${emailOf(request)}`, tooManyRequestsMessage),
      ],
    },
  );

  bindRoute(
    app,
    confirmNewsletterContract,
    publicFormsPolicy.confirmNewsletter,
    async ({ body }) => {
      await service.confirm(body.token);
      return { ok: true as const };
    },
    { preHandler: [perAddress('newsletter-link', 4)] },
  );

  bindRoute(
    app,
    unsubscribeNewsletterContract,
    publicFormsPolicy.unsubscribeNewsletter,
    async ({ body }) => {
      await service.unsubscribe(body.token);
      return { ok: true as const };
    },
    { preHandler: [perAddress('newsletter-link', 4)] },
  );

  bindRoute(app, getPublicFormsContract, publicFormsPolicy.readSubmissions, async () =>
    service.listForOwner(),
  );

  bindRawRoute(app, exportSubscribersContract, publicFormsPolicy.readSubmissions, async ({ reply }) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(Readable.from(service.exportSubscribersCsv())),
  );
}
