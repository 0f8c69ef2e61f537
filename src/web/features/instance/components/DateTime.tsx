import { formatDateTime } from '../format-date';

/** A timestamp shown in the user's time zone, machine-readable in a <time> element. */
export function DateTime({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}
