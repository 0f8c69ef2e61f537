import { useLocaleFormat } from '../../../i18n/format';
import { formatDateTime } from '../format-date';

/** A timestamp shown in the interface language and the user's time zone, machine-readable in a <time> element. */
export function DateTime({ value }: { value: string }) {
  const format = useLocaleFormat();
  return <time dateTime={value}>{formatDateTime(value, format)}</time>;
}
