import type { InterfaceLocale } from '../../../shared/domain/locales';
import { translate } from '../../i18n/i18n';
import { composeLinkEmail } from '../../integrations/email/compose-email';
import type { OutgoingEmail } from '../../integrations/email/mailer';

/** The invitation e-mail, in `locale` (the inviter's: the address has no account yet to choose one). */
export function composeInvitationEmail(
  locale: InterfaceLocale,
  invitation: { email: string; link: string; validDays: number },
): OutgoingEmail {
  const text = (key: string, values: Record<string, number> = {}) =>
    translate(locale, { key: `invitation.${key}`, namespace: 'emails', values });
  return composeLinkEmail({
    to: invitation.email,
    locale,
    subject: text('subject'),
    before: [text('intro')],
    linkIntro: text('link', { count: invitation.validDays }),
    link: { url: invitation.link, label: text('action') },
    after: [],
  });
}
