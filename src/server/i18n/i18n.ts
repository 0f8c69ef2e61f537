import i18next from 'i18next';
import { interfaceLocales, type InterfaceLocale } from '../../shared/domain/locales';
import { serverCatalogues } from './catalogues';
import type { ServerNamespace, TextValue, UserText } from './user-text';

/*
 * The server's own i18next instance (the web app has another): every language loaded at import, so
 * `translate` is synchronous. Keys are flat (keySeparator and nsSeparator off) because the `messages`
 * namespace is keyed by English sentences, which contain '.' and ':'. Plurals use i18next's JSON v4 suffixes
 * (`_one`, `_other`, … chosen by `Intl.PluralRules`).
 */
const instance = i18next.createInstance();
void instance.init({
  resources: serverCatalogues,
  initAsync: false,
  lng: 'en',
  supportedLngs: [...interfaceLocales],
  // A key a language lacks reads in English; a message missing from English too reads as its key, which is
  // its English text (the catalogue tests keep both from happening).
  fallbackLng: 'en',
  ns: ['messages', 'validation', 'emails'],
  defaultNS: 'messages',
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
  // Answers are JSON or plain text; the e-mail HTML escapes what it inserts itself.
  interpolation: { escapeValue: false },
});

/**
 * `t` with plain string keys. The web app's `i18next.d.ts` types the keys of every i18next instance in this
 * TypeScript program with the web catalogue's; the server's keys are checked by its catalogue tests instead.
 */
const lookUp = instance.t.bind(instance) as unknown as (
  key: string,
  options: {
    lng: InterfaceLocale;
    ns: ServerNamespace;
    replace?: Record<string, string | number>;
    count?: number;
  },
) => string;

function renderValue(locale: InterfaceLocale, value: TextValue): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (isTextList(value)) return value.map((item) => translate(locale, item)).join(', ');
  return translate(locale, value);
}

function isTextList(value: TextValue): value is readonly UserText[] {
  return Array.isArray(value);
}

/** A text in a language: a message by its English key, or a template with its values (plural by `count`). */
export function translate(locale: InterfaceLocale, text: UserText): string {
  if (typeof text === 'string') return lookUp(text, { lng: locale, ns: 'messages' });
  if (locale === 'en' && text.english !== undefined) return text.english;
  const replace: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values ?? {})) replace[name] = renderValue(locale, value);
  const count = replace.count;
  return lookUp(text.key, {
    lng: locale,
    ns: text.namespace ?? 'messages',
    replace,
    ...(typeof count === 'number' ? { count } : {}),
  });
}

/** A text in English: what logs, `error.message` and the tests read. */
export function toEnglish(text: UserText): string {
  return translate('en', text);
}

/** True when every language's catalogue has the key (a plural key by its `_other` form). */
export function isInCatalogues(key: string, namespace: ServerNamespace = 'messages'): boolean {
  return interfaceLocales.every((locale) => {
    const texts = serverCatalogues[locale][namespace];
    return Object.hasOwn(texts, key) || Object.hasOwn(texts, `${key}_other`);
  });
}
