import type { InterfaceLocale } from '../../shared/domain/locales';
import type { ServerNamespace } from './user-text';
import deEmails from './locales/de/emails.json';
import deMessages from './locales/de/messages.json';
import deValidation from './locales/de/validation.json';
import enEmails from './locales/en/emails.json';
import enMessages from './locales/en/messages.json';
import enValidation from './locales/en/validation.json';
import esEmails from './locales/es/emails.json';
import esMessages from './locales/es/messages.json';
import esValidation from './locales/es/validation.json';
import frEmails from './locales/fr/emails.json';
import frMessages from './locales/fr/messages.json';
import frValidation from './locales/fr/validation.json';

/** One namespace of one language: flat keys (no nesting; keys may contain '.' and ':') to texts. */
export type CatalogueNamespace = Readonly<Record<string, string>>;

/**
 * Every server catalogue, by language and namespace, bundled with the server (a few kilobytes) so that the
 * i18n instance is ready synchronously at import. `messages` is keyed by the English text; `validation` and
 * `emails` by ids.
 */
export const serverCatalogues: Readonly<
  Record<InterfaceLocale, Readonly<Record<ServerNamespace, CatalogueNamespace>>>
> = {
  en: { messages: enMessages, validation: enValidation, emails: enEmails },
  de: { messages: deMessages, validation: deValidation, emails: deEmails },
  es: { messages: esMessages, validation: esValidation, emails: esEmails },
  fr: { messages: frMessages, validation: frValidation, emails: frEmails },
};
