import type { InterfaceLocale } from '../../../shared/domain/locales';
import { translate } from '../../i18n/i18n';
import { composeLinkEmail } from '../../integrations/email/compose-email';
import type { OutgoingEmail } from '../../integrations/email/mailer';

/** How long an e-mail change link stays valid, in hours. */
export const emailChangeLinkHours = 24;

function texts(locale: InterfaceLocale, group: string) {
  return (key: string, values: Record<string, string | number> = {}) =>
    translate(locale, { key: `${group}.${key}`, namespace: 'emails', values });
}

/** The page an e-mail change link opens (inside the app: the same account must be signed in). */
export function buildEmailChangeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/app/confirm-email?token=${encodeURIComponent(token)}`;
}

/** To the new address: the single-use confirmation link. */
export function composeEmailChangeConfirmation(
  locale: InterfaceLocale,
  recipient: { email: string; name: string },
  link: string,
): OutgoingEmail {
  const text = texts(locale, 'emailChange');
  return composeLinkEmail({
    to: recipient.email,
    locale,
    subject: text('subject'),
    before: [text('greeting', { name: recipient.name })],
    linkIntro: text('intro', { hours: emailChangeLinkHours }),
    link: { url: link, label: text('action') },
    after: [text('ignore')],
  });
}

/**
 * To a new address another account already uses: no link, only the news that someone asked for it (the person
 * who asked sees the same answer as for a free address, so addresses cannot be probed).
 */
export function composeEmailChangeTaken(
  locale: InterfaceLocale,
  recipient: { email: string; name: string },
  publicUrl: string,
): OutgoingEmail {
  const text = texts(locale, 'emailTaken');
  return composeLinkEmail({
    to: recipient.email,
    locale,
    subject: text('subject'),
    before: [text('greeting', { name: recipient.name }), text('body')],
    linkIntro: text('intro'),
    link: { url: `${publicUrl}/`, label: text('action') },
    after: [text('ignore')],
  });
}

/** To the old address once the change is done. */
export function composeEmailChangedNotice(
  locale: InterfaceLocale,
  recipient: { email: string; name: string },
  newEmail: string,
  publicUrl: string,
): OutgoingEmail {
  const text = texts(locale, 'emailChanged');
  return composeLinkEmail({
    to: recipient.email,
    locale,
    subject: text('subject'),
    before: [text('greeting', { name: recipient.name }), text('body', { email: newEmail })],
    linkIntro: text('intro'),
    link: { url: `${publicUrl}/app/settings`, label: text('action') },
    after: [text('warning')],
  });
}
