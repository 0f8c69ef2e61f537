import { useTranslation } from 'react-i18next';
import { isInterfaceLocale, defaultInterfaceLocale } from '../../shared/domain/locales';

/** Formatters bound to one locale: dates, times, numbers and relative times through `Intl`. */
export interface LocaleFormat {
  /** The locale the values are formatted in. */
  locale: string;
  /** A calendar date, e.g. '24 Nov 2026' / 'Nov 24, 2026' (medium style). */
  date: (value: Date | string | number) => string;
  /**
   * A date with its time (medium date, short time), e.g. '24.11.2026, 09:00' in German, 'Nov 24, 2026, 9:00 AM'
   * in English: the year stays four digits.
   */
  dateTime: (value: Date | string | number) => string;
  /** A number with the locale's grouping and decimal marks. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A moment relative to now, e.g. 'vor 5 Minuten', 'in 2 days'. */
  relative: (value: Date | string | number, now?: Date | number) => string;
  /** The name of a language given by its code, e.g. 'de' → 'German', 'Deutsch', 'alemán'. */
  languageName: (code: string) => string;
}

const relativeUnits: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Builds the formatters of a locale (pure; `useLocaleFormat` binds them to the interface's language). */
export function createLocaleFormat(locale: string): LocaleFormat {
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const relativeFormat = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const numberFormat = new Intl.NumberFormat(locale);
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
  return {
    locale,
    date: (value) => dateFormat.format(toDate(value)),
    dateTime: (value) => dateTimeFormat.format(toDate(value)),
    // The common case (no options: counts in every post card) reuses one formatter.
    number: (value, options) =>
      (options ? new Intl.NumberFormat(locale, options) : numberFormat).format(value),
    relative: (value, now = Date.now()) => {
      const seconds = (toDate(value).getTime() - (now instanceof Date ? now.getTime() : now)) / 1000;
      for (const [unit, size] of relativeUnits) {
        if (Math.abs(seconds) >= size || unit === 'second')
          return relativeFormat.format(Math.round(seconds / size), unit);
      }
      return relativeFormat.format(0, 'second');
    },
    languageName: (code) => languageNames.of(code) ?? code,
  };
}

const formatCache = new Map<string, LocaleFormat>();

/** The formatters of the interface's current language; components re-render when it changes. */
export function useLocaleFormat(): LocaleFormat {
  const { i18n } = useTranslation();
  const locale = isInterfaceLocale(i18n.language) ? i18n.language : defaultInterfaceLocale;
  let format = formatCache.get(locale);
  if (!format) {
    format = createLocaleFormat(locale);
    formatCache.set(locale, format);
  }
  return format;
}
