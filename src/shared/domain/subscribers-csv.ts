/** One newsletter subscriber as the CSV export writes it (ISO 8601 dates). */
export interface SubscriberCsvRow {
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  createdAt: string;
  confirmedAt: string | null;
}

/** A CSV field: quoted when needed, and a leading = + - @ neutralised so spreadsheets do not run it. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** The export's header line (RFC 4180, CRLF): email, status, subscribed_at, confirmed_at. */
export const subscribersCsvHeader = csvLine(['email', 'status', 'subscribed_at', 'confirmed_at']);

/** The CSV lines of some subscribers (no header), so a long list can be written page by page. */
export function toSubscriberCsvLines(subscribers: readonly SubscriberCsvRow[]): string {
  return subscribers
    .map((row) => csvLine([row.email, row.status, row.createdAt, row.confirmedAt ?? '']))
    .join('');
}

/** The subscribers as one CSV text, header first. */
export function subscribersCsv(subscribers: readonly SubscriberCsvRow[]): string {
  return subscribersCsvHeader + toSubscriberCsvLines(subscribers);
}
