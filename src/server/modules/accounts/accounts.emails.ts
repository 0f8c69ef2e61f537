import {
  defaultInterfaceLocale,
  isInterfaceLocale,
  type InterfaceLocale,
} from '../../../shared/domain/locales';
import { translate } from '../../i18n/i18n';
import { findCallerLocale } from '../../i18n/request-locale';
import { composeLinkEmail } from '../../integrations/email/compose-email';
import type { OutgoingEmail } from '../../integrations/email/mailer';
import type { AccountsStore } from './accounts.store';

/**
 * The language of a mail to an account: the interface language the account chose, else the language of the
 * request that caused the mail (see `runWithCallerLocale`), else English.
 */
export async function findRecipientLocale(
  store: Pick<AccountsStore, 'findPreferences'>,
  userId: string,
): Promise<InterfaceLocale> {
  const chosen = (await store.findPreferences(userId))?.locale;
  return isInterfaceLocale(chosen) ? chosen : (findCallerLocale() ?? defaultInterfaceLocale);
}

/** The password reset e-mail, in `locale`: the single-use link, valid for one hour. */
export function composeResetEmail(
  locale: InterfaceLocale,
  recipient: { email: string; name: string },
  link: string,
): OutgoingEmail {
  const text = (key: string, values: Record<string, string> = {}) =>
    translate(locale, { key: `reset.${key}`, namespace: 'emails', values });
  return composeLinkEmail({
    to: recipient.email,
    locale,
    subject: text('subject'),
    before: [text('greeting', { name: recipient.name })],
    linkIntro: text('intro'),
    link: { url: link, label: text('action') },
    after: [text('ignore')],
  });
}
