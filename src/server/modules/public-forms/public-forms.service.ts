import { randomBytes } from 'node:crypto';
import type { ContactSubject } from '../../../shared/domain/contact';
import { isEmailShaped, normalizeEmail } from '../../../shared/domain/email';
import { subscribersCsvHeader, toSubscriberCsvLines } from '../../../shared/domain/subscribers-csv';
import {
  defaultInterfaceLocale,
  isInterfaceLocale,
  type InterfaceLocale,
} from '../../../shared/domain/locales';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../integrations/email/mailer';
import { hashToken } from '../accounts/accounts.rules';
import { composeContactEmail, composeNewsletterConfirmEmail } from './public-forms.emails';
import type { PublicFormsStore } from './public-forms.store';

/** How long a newsletter confirmation link works. */
export const confirmationDays = 7;
/** A pending address gets a new confirmation e-mail at most this often (asking again sooner sends nothing). */
export const resendAfterMs = 10 * 60 * 1000;

export const invalidNewsletterLinkMessage = 'This link is invalid or has expired.';
const invalidEmailMessage = 'Please enter a valid email address.';

function validEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isEmailShaped(email))
    throw new AppError('validation_failed', invalidEmailMessage, { email: invalidEmailMessage });
  return email;
}

/** Rows per page of the CSV export. */
const exportPageSize = 1000;

/** A subscriber row as the owner sees it: pending, confirmed or unsubscribed. */
function toSubscriber(row: {
  id: string;
  email: string;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}) {
  return {
    id: row.id,
    email: row.email,
    status: row.unsubscribedAt
      ? ('unsubscribed' as const)
      : row.confirmedAt
        ? ('confirmed' as const)
        : ('pending' as const),
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
  };
}

const newToken = () => randomBytes(32).toString('base64url');

/** The public contact form and the double opt-in newsletter; the owner's lists of both. */
export function createPublicFormsService(deps: {
  store: PublicFormsStore;
  mailer: Mailer;
  publicUrl: string;
  clock: () => Date;
}) {
  const { store, mailer, publicUrl, clock } = deps;
  const linkTo = (path: string, token: string) => `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

  return {
    /** Stores the message and e-mails it to the instance owner (through SMTP or into the outbox). */
    async sendContactMessage(
      input: { name: string; email: string; company: string; subject: ContactSubject; message: string },
      locale: InterfaceLocale,
    ) {
      const email = validEmail(input.email);
      await store.addContactMessage({
        name: input.name,
        email,
        company: input.company || null,
        subject: input.subject,
        message: input.message,
        locale,
        createdAt: clock(),
      });
      const owner = await store.findOwner();
      if (owner) {
        const ownerLocale = isInterfaceLocale(owner.locale) ? owner.locale : defaultInterfaceLocale;
        await mailer.send(composeContactEmail(ownerLocale, owner.email, { ...input, email }));
      }
    },

    /**
     * Asks for the newsletter. A new (or unsubscribed) address gets a confirmation e-mail with fresh links;
     * a pending one gets a new one at most every 10 minutes; a confirmed one nothing. The caller's answer is
     * the same in every case, so the form tells nobody whether an address is subscribed.
     */
    async subscribe(rawEmail: string, locale: InterfaceLocale) {
      const email = validEmail(rawEmail);
      const now = clock();
      const existing = await store.findSubscriberByEmail(email);
      const isActive = existing && !existing.unsubscribedAt;
      if (isActive && existing.confirmedAt) return;
      if (isActive && now.getTime() - existing.confirmationSentAt.getTime() < resendAfterMs) return;
      const confirmToken = newToken();
      const unsubscribeToken = newToken();
      await store.upsertPendingSubscriber({
        email,
        locale,
        confirmTokenHash: hashToken(confirmToken),
        unsubscribeTokenHash: hashToken(unsubscribeToken),
        at: now,
      });
      await mailer.send(
        composeNewsletterConfirmEmail(locale, email, {
          confirm: linkTo('/newsletter/confirm', confirmToken),
          unsubscribe: linkTo('/newsletter/unsubscribe', unsubscribeToken),
          validDays: confirmationDays,
        }),
      );
    },

    /** Confirms with the e-mailed token: once, within its days, and not after an unsubscribe. */
    async confirm(token: string) {
      const subscriber = await store.findSubscriberByConfirmHash(hashToken(token));
      const expiresAt = subscriber
        ? subscriber.confirmationSentAt.getTime() + confirmationDays * 24 * 60 * 60 * 1000
        : 0;
      if (!subscriber || subscriber.unsubscribedAt || expiresAt <= clock().getTime())
        throw new AppError('not_found', invalidNewsletterLinkMessage);
      await store.markConfirmed(subscriber.id, clock());
    },

    /** Ends the subscription; opening the link again answers the same. */
    async unsubscribe(token: string) {
      const subscriber = await store.findSubscriberByUnsubscribeHash(hashToken(token));
      if (!subscriber) throw new AppError('not_found', invalidNewsletterLinkMessage);
      if (!subscriber.unsubscribedAt) await store.markUnsubscribed(subscriber.id, clock());
    },

    /** The owner's view: contact messages and subscribers, newest first, and how many subscribers in all. */
    async listForOwner() {
      const [messages, subscribers, subscriberCounts] = await Promise.all([
        store.listContactMessages(),
        store.listSubscribers(),
        store.countSubscribers(),
      ]);
      return {
        contactMessages: messages.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          company: row.company,
          subject: row.subject as ContactSubject,
          message: row.message,
          createdAt: row.createdAt.toISOString(),
        })),
        subscribers: subscribers.map(toSubscriber),
        subscriberCounts,
      };
    },

    /** Every subscriber as CSV text, header first, then one chunk per page of rows (newest first). */
    async *exportSubscribersCsv(): AsyncGenerator<string> {
      yield subscribersCsvHeader;
      let cursor: { createdAt: Date; id: string } | null = null;
      for (;;) {
        const page = await store.listSubscribersPage(cursor, exportPageSize);
        if (page.length > 0) yield toSubscriberCsvLines(page.map(toSubscriber));
        const last = page.at(-1);
        if (!last || page.length < exportPageSize) return;
        cursor = { createdAt: last.createdAt, id: last.id };
      }
    },
  };
}

export type PublicFormsService = ReturnType<typeof createPublicFormsService>;
