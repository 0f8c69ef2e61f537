import { describe, expect, it } from 'vitest';
import { subscribersCsv } from './subscribers-csv';

describe('subscribersCsv (the newsletter export)', () => {
  it('writes a header and one line per subscriber, quoting and neutralising risky fields', () => {
    const csv = subscribersCsv([
      {
        email: 'a@example.com',
        status: 'confirmed',
        createdAt: '2026-01-01T00:00:00.000Z',
        confirmedAt: '2026-01-02T00:00:00.000Z',
      },
      {
        email: '=cmd,"x"@example.com',
        status: 'pending',
        createdAt: '2026-01-03T00:00:00.000Z',
        confirmedAt: null,
      },
    ]);
    expect(csv).toBe(
      'email,status,subscribed_at,confirmed_at\r\n' +
        'a@example.com,confirmed,2026-01-01T00:00:00.000Z,2026-01-02T00:00:00.000Z\r\n' +
        `"'=cmd,""x""@example.com",pending,2026-01-03T00:00:00.000Z,\r\n`,
    );
  });
});
