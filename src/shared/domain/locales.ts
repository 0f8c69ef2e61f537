/**
 * Interface languages: the locales the web app, the public pages and the e-mails are translated into. English
 * holds the spec's exact texts; the others are complete translations (CI fails on a missing key).
 */
export const interfaceLocales = ['en', 'de', 'es', 'fr'] as const;

/** One interface language (a BCP 47 primary language subtag). */
export type InterfaceLocale = (typeof interfaceLocales)[number];

/** The language used when nothing else is known. */
export const defaultInterfaceLocale: InterfaceLocale = 'en';

/** Each language's name in that language, as a language picker shows it (so a reader finds their own). */
export const interfaceLocaleNames: Record<InterfaceLocale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
};

/** True for a supported interface locale; used to validate untrusted stored values. */
export function isInterfaceLocale(value: unknown): value is InterfaceLocale {
  return typeof value === 'string' && (interfaceLocales as readonly string[]).includes(value);
}

/**
 * The first supported language among language tags in order of preference (a browser's
 * `navigator.languages`, or the tags of an `Accept-Language` header): matched on the primary subtag, so
 * 'de-AT' and 'es-419' find German and Spanish. English when none matches.
 */
export function matchInterfaceLocale(tags: readonly string[]): InterfaceLocale {
  for (const tag of tags) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isInterfaceLocale(primary)) return primary;
  }
  return defaultInterfaceLocale;
}

/**
 * The language tags of an `Accept-Language` header, most preferred first (q-values honoured, `*` and q=0
 * dropped). Malformed parts are ignored; an absent header gives none.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters
        .map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ tag, quality }) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) && quality > 0)
    .sort((left, right) => right.quality - left.quality || left.index - right.index)
    .map(({ tag }) => tag);
}
