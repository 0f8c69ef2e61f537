import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultInterfaceLocale,
  isInterfaceLocale,
  matchInterfaceLocale,
  type InterfaceLocale,
} from '../../shared/domain/locales';
import type { Catalogue } from './catalogue';

/*
 * The interface's one i18n library: i18next with react-i18next. Each language's catalogue (every namespace)
 * is its own chunk, loaded on demand, so a page carries only the active language's texts. Plurals use
 * i18next's JSON v4 keys (`key_one`, `key_other`, … chosen by `Intl.PluralRules`, i.e. CLDR's rules).
 */

/** localStorage key of the cached language (a cache: a signed-in user's account holds the truth). */
export const LOCALE_STORAGE_KEY = 'postforge.locale';

const catalogueLoaders: Record<InterfaceLocale, () => Promise<{ catalogue: Catalogue }>> = {
  en: () => import('./locales/en'),
  de: () => import('./locales/de'),
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
};

/** The shared i18next instance (React components read it through `useTranslation`). */
export const i18n = i18next.createInstance();

/** The language the interface is in now (English until `startI18n` has run). */
export function getInterfaceLocale(): InterfaceLocale {
  const language = i18n.language;
  return isInterfaceLocale(language) ? language : defaultInterfaceLocale;
}

/** The language cached in this browser, if any and valid. */
export function readCachedLocale(): InterfaceLocale | null {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isInterfaceLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function writeCachedLocale(locale: InterfaceLocale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the choice still holds for this visit
  }
}

/** The language of a first visit: the cached choice, else the browser's languages, else English. */
export function detectInitialLocale(): InterfaceLocale {
  return readCachedLocale() ?? matchInterfaceLocale(navigator.languages ?? [navigator.language]);
}

async function loadCatalogue(locale: InterfaceLocale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'common')) return;
  const { catalogue } = await catalogueLoaders[locale]();
  for (const [namespace, resources] of Object.entries(catalogue)) {
    i18n.addResourceBundle(locale, namespace, resources, true, true);
  }
}

/**
 * Starts the interface in a language: loads its catalogue, then initialises i18next. Call once, before the
 * first render, so no text ever shows as a key.
 */
export async function startI18n(locale: InterfaceLocale = detectInitialLocale()): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: locale,
    // Every shipped catalogue is complete (a unit test fails otherwise), so nothing falls back to English.
    fallbackLng: false,
    defaultNS: 'common',
    ns: [],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
    returnEmptyString: false,
  });
  await loadCatalogue(locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/**
 * Switches the interface to a language: loads its catalogue (a small chunk) first, so the switch is one
 * repaint, sets `<html lang>` and caches the choice in this browser.
 */
export async function switchInterfaceLocale(locale: InterfaceLocale): Promise<void> {
  writeCachedLocale(locale);
  if (locale === i18n.language) return;
  await loadCatalogue(locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
