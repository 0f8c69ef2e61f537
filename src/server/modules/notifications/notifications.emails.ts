import type { InterfaceLocale } from '../../../shared/domain/locales';
import { platforms, type PlatformId } from '../../../shared/domain/platforms';
import { translate } from '../../i18n/i18n';
import { composeLinkEmail } from '../../integrations/email/compose-email';
import type { OutgoingEmail } from '../../integrations/email/mailer';

function emailText(locale: InterfaceLocale) {
  return (key: string, values: Record<string, string | number> = {}) =>
    translate(locale, { key, namespace: 'emails', values });
}

/** The e-mail of a long generation that finished (or failed) while its author was away. */
export function composeRunFinishedEmail(
  locale: InterfaceLocale,
  recipient: { email: string; name: string },
  run: { status: 'completed' | 'failed'; prompt: string; minutes: number; link: string },
): OutgoingEmail {
  const text = emailText(locale);
  const prefix = run.status === 'completed' ? 'runCompleted' : 'runFailed';
  return composeLinkEmail({
    to: recipient.email,
    locale,
    subject: text(`${prefix}.subject`),
    before: [
      text('notification.greeting', { name: recipient.name }),
      text(`${prefix}.body`, { prompt: run.prompt, count: run.minutes }),
    ],
    linkIntro: text(`${prefix}.intro`),
    link: { url: run.link, label: text(`${prefix}.action`) },
    after: [text('notification.settings')],
  });
}

/** The e-mail of a platform connection that stopped working. */
export function composeConnectionBrokenEmail(
  locale: InterfaceLocale,
  recipient: { email: string; name: string },
  connection: { platform: PlatformId; account: string; link: string },
): OutgoingEmail {
  const text = emailText(locale);
  const values = { platform: platforms[connection.platform].name, account: connection.account };
  return composeLinkEmail({
    to: recipient.email,
    locale,
    subject: text('connectionBroken.subject', values),
    before: [text('notification.greeting', { name: recipient.name }), text('connectionBroken.body', values)],
    linkIntro: text('connectionBroken.intro'),
    link: { url: connection.link, label: text('connectionBroken.action') },
    after: [text('notification.settings')],
  });
}
