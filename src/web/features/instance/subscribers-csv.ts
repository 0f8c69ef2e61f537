import type { NewsletterSubscriber } from '../../../shared/contracts/public-forms';

/** A CSV field: quoted when needed, and a leading = + - @ neutralised so spreadsheets do not run it. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The subscribers as CSV (RFC 4180, CRLF lines): email, status, subscribed, confirmed (ISO dates). */
export function subscribersCsv(subscribers: readonly NewsletterSubscriber[]): string {
  const rows = [
    ['email', 'status', 'subscribed_at', 'confirmed_at'],
    ...subscribers.map((row) => [row.email, row.status, row.createdAt, row.confirmedAt ?? '']),
  ];
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
