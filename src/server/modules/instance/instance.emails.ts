import type { InterfaceLocale } from '../../../shared/domain/locales';
import { translate } from '../../i18n/i18n';
import { composeLinkEmail } from '../../integrations/email/compose-email';
import type { OutgoingEmail } from '../../integrations/email/mailer';

/** The invitation e-mail, in `locale` (the inviter's: the address has no account yet to choose one). */
export function composeInvitationEmail(
  locale: InterfaceLocale,
  invitation: { email: string; link: string; validDays: number },
): OutgoingEmail {
  return composeInvitation(locale, invitation, 'invitation', {});
}

/**
 * The e-mail of a project invitation, in `locale` (the inviter's): who invites, to which project of which
 * workspace, and the registration link.
 */
export function composeProjectInvitationEmail(
  locale: InterfaceLocale,
  invitation: { email: string; link: string; validDays: number },
  names: { inviter: string; project: string; workspace: string },
): OutgoingEmail {
  return composeInvitation(locale, invitation, 'projectInvitation', names);
}

function composeInvitation(
  locale: InterfaceLocale,
  invitation: { email: string; link: string; validDays: number },
  kind: 'invitation' | 'projectInvitation',
  names: Record<string, string>,
): OutgoingEmail {
  const text = (key: string, values: Record<string, number | string> = {}) =>
    translate(locale, { key, namespace: 'emails', values });
  return composeLinkEmail({
    to: invitation.email,
    locale,
    subject: text(`${kind}.subject`, names),
    before: [text(`${kind}.intro`, names)],
    linkIntro: text('invitation.link', { count: invitation.validDays }),
    link: { url: invitation.link, label: text('invitation.action') },
    after: [],
  });
}
