import type { ContactSubject } from '../../../shared/domain/contact';
import type { InterfaceLocale } from '../../../shared/domain/locales';
import { translate } from '../../i18n/i18n';
import { composeLinkEmail } from '../../integrations/email/compose-email';
import type { OutgoingEmail } from '../../integrations/email/mailer';

function textIn(locale: InterfaceLocale) {
  return (key: string, values: Record<string, string | number> = {}) =>
    translate(locale, { key, namespace: 'emails', values });
}

/** The contact form's message as the owner receives it: who wrote, about what, and the message itself. */
export function composeContactEmail(
  locale: InterfaceLocale,
  to: string,
  message: { name: string; email: string; company: string; subject: ContactSubject; message: string },
): OutgoingEmail {
  const text = textIn(locale);
  const topic = text(`contact.subject.${message.subject}`);
  const from = message.company
    ? text('contact.fromCompany', { name: message.name, email: message.email, company: message.company })
    : text('contact.from', { name: message.name, email: message.email });
  return {
    to,
    subject: text('contact.mailSubject', { topic }),
    text: `${from}\n${text('contact.topic', { topic })}\n\n${message.message}\n\n${text('contact.footer')}\n`,
  };
}

/** The double opt-in e-mail: the single-use confirmation link and, in case it was not them, unsubscribe. */
export function composeNewsletterConfirmEmail(
  locale: InterfaceLocale,
  to: string,
  links: { confirm: string; unsubscribe: string; validDays: number },
): OutgoingEmail {
  const text = textIn(locale);
  return composeLinkEmail({
    to,
    locale,
    subject: text('newsletter.subject'),
    before: [text('newsletter.intro')],
    linkIntro: text('newsletter.link', { count: links.validDays }),
    link: { url: links.confirm, label: text('newsletter.action') },
    after: [text('newsletter.ignore'), `${text('newsletter.unsubscribe')}\n${links.unsubscribe}`],
  });
}
