import { isEmailShaped, normalizeEmail } from '../../../shared/domain/email';
import type { InterfaceLocale } from '../../../shared/domain/locales';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../integrations/email/mailer';
import type { AccountsStore } from '../accounts/accounts.store';
import { composeInvitationEmail } from './instance.emails';
import { createInvitationIssuer, invitationDays } from './instance.invitations';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The owner's Instance screen: registration setting, waitlist, invitations and the e-mail outbox. */
export function createInstanceService(deps: {
  store: AccountsStore;
  mailer: Mailer;
  publicUrl: string;
  clock: () => Date;
}) {
  const { store, mailer } = deps;
  const issuer = createInvitationIssuer(deps);
  return {
    async getOverview() {
      const [settings, waitlist, invitations, outbox] = await Promise.all([
        store.findInstanceSettings(),
        store.listWaitlist(),
        store.listInvitations(),
        mailer.listOutbox(),
      ]);
      return {
        isRegistrationOpen: settings?.isRegistrationOpen ?? false,
        isSmtpConfigured: mailer.isSmtpConfigured,
        waitlist: waitlist.map((entry) => ({
          id: entry.id,
          email: entry.email,
          wantsUpdates: entry.wantsUpdates,
          createdAt: entry.createdAt.toISOString(),
          invitedAt: iso(entry.invitedAt),
        })),
        invitations: invitations.map((row) => ({
          id: row.id,
          email: row.email,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          acceptedAt: iso(row.acceptedAt),
        })),
        outbox: outbox.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          transport: mail.transport,
          status: mail.status,
          error: mail.error,
          createdAt: mail.createdAt.toISOString(),
        })),
      };
    },

    async setRegistrationOpen(isOpen: boolean) {
      await store.setRegistrationOpen(isOpen);
      return { isRegistrationOpen: isOpen };
    },

    /**
     * Invites an address: stores a hashed single-use token, e-mails the link (in `locale`, the inviter's
     * language), marks a waitlist entry invited.
     */
    async invite(rawEmail: string, invitedBy: string, locale: InterfaceLocale = 'en') {
      const email = normalizeEmail(rawEmail);
      if (!isEmailShaped(email))
        throw new AppError('validation_failed', 'Please enter a valid email address.', {
          email: 'Please enter a valid email address.',
        });
      if (await store.findUserByEmail(email))
        throw new AppError('conflict', 'This address already has an account.');
      const { invitation, link } = await issuer.issue(email, invitedBy);
      await mailer.send(composeInvitationEmail(locale, { email, link, validDays: invitationDays }));
      await store.markWaitlistInvited(email);
      return {
        invitation: {
          id: invitation.id,
          email: invitation.email,
          createdAt: invitation.createdAt.toISOString(),
          expiresAt: invitation.expiresAt.toISOString(),
          acceptedAt: null,
        },
        link,
      };
    },
  };
}

/** The instance service. */
export type InstanceService = ReturnType<typeof createInstanceService>;
