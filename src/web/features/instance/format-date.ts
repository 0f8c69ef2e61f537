import type { LocaleFormat } from '../../i18n/format';

/**
 * An ISO timestamp as a date and time in the interface language and the user's time zone, through the given
 * formatters (`useLocaleFormat()`); '' when the value is not a date.
 */
export function formatDateTime(iso: string, format: LocaleFormat): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.dateTime(date);
}
