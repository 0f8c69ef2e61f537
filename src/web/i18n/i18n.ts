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
 * The interface's one i18n library: i18next with react-i18next. Each language's catalogue is two chunks, the
 * public pages' texts and the signed-in app's, loaded on demand, so a page carries only the active language's
 * texts, and the landing page none of the app's. Plurals use
 * i18next's JSON v4 keys (`key_one`, `key_other`, … chosen by `Intl.PluralRules`, i.e. CLDR's rules).
 */

/** localStorage key of the cached language (a cache: a signed-in user's account holds the truth). */
export const LOCALE_STORAGE_KEY = 'postforge.locale';

/** Which part of a language's texts: the public pages' (always loaded) or the signed-in app's. */
type CataloguePart = 'public' | 'app';

const catalogueLoaders: Record<CataloguePart, Record<InterfaceLocale, () => Promise<Catalogue>>> = {
  public: {
    en: () => import('./locales/en/public').then((module) => module.publicCatalogue),
    de: () => import('./locales/de/public').then((module) => module.publicCatalogue),
    es: () => import('./locales/es/public').then((module) => module.publicCatalogue),
    fr: () => import('./locales/fr/public').then((module) => module.publicCatalogue),
  },
  app: {
    en: () => import('./locales/en/app').then((module) => module.appCatalogue),
    de: () => import('./locales/de/app').then((module) => module.appCatalogue),
    es: () => import('./locales/es/app').then((module) => module.appCatalogue),
    fr: () => import('./locales/fr/app').then((module) => module.appCatalogue),
  },
};

/** The parts needed so far (the app's once an /app screen opened): a switch loads them all in the new language. */
const partsInUse = new Set<CataloguePart>(['public']);
const loaded = new Set<string>();

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

/**
 * Cookie naming the chosen language for the server, which picks the pre-rendered page in it (essential: it
 * only carries a choice the visitor made; a year long, like the localStorage cache).
 */
export const LOCALE_COOKIE = 'postforge_locale';

function writeCachedLocale(locale: InterfaceLocale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the choice still holds for this visit
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The language a pre-rendered page was rendered in (its `<html lang>`), if the page is one. */
export function readPrerenderedLocale(): InterfaceLocale | null {
  const root = document.getElementById('root');
  if (!root?.hasChildNodes()) return null;
  const language = document.documentElement.lang;
  return isInterfaceLocale(language) ? language : null;
}

/** The language of a first visit: the cached choice, else the browser's languages, else English. */
export function detectInitialLocale(): InterfaceLocale {
  return readCachedLocale() ?? matchInterfaceLocale(navigator.languages ?? [navigator.language]);
}

async function loadPart(part: CataloguePart, locale: InterfaceLocale): Promise<void> {
  if (loaded.has(`${part}:${locale}`)) return;
  const catalogue = await catalogueLoaders[part][locale]();
  for (const [namespace, resources] of Object.entries(catalogue)) {
    i18n.addResourceBundle(locale, namespace, resources, true, true);
  }
  loaded.add(`${part}:${locale}`);
}

async function loadCatalogue(locale: InterfaceLocale): Promise<void> {
  await Promise.all([...partsInUse].map((part) => loadPart(part, locale)));
}

/**
 * Loads the signed-in app's texts in the interface language (a second small chunk), once: the /app route
 * awaits it before its first screen renders, so the public pages never carry the app's texts.
 */
export async function loadAppCatalogue(): Promise<void> {
  partsInUse.add('app');
  await loadPart('app', getInterfaceLocale());
}

/**
 * Starts the interface in a language: loads its catalogue, then initialises i18next. Call once, before the
 * first render, so no text ever shows as a key.
 */
export async function startI18n(locale: InterfaceLocale = detectInitialLocale()): Promise<void> {
  await prepareI18n(locale);
  document.documentElement.lang = locale;
}

/**
 * Initialises i18next once (no DOM needed, so the pre-render build uses it too) and puts it in `locale` with
 * that language's public texts loaded.
 */
export async function prepareI18n(locale: InterfaceLocale): Promise<void> {
  if (!i18n.isInitialized) await initI18next(locale);
  await loadCatalogue(locale);
  await i18n.changeLanguage(locale);
}

async function initI18next(locale: InterfaceLocale): Promise<void> {
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
