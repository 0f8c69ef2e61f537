import { describe, expect, it } from 'vitest';
import { createLocaleFormat } from './format';

// Local time, so the expectations hold in any time zone the tests run in.
const moment = new Date(2026, 10, 24, 9, 0);

describe('createLocaleFormat', () => {
  it('formats a date with its time in the locale, the year in full', () => {
    expect(createLocaleFormat('en').dateTime(moment)).toBe('Nov 24, 2026, 9:00 AM');
    expect(createLocaleFormat('de').dateTime(moment)).toBe('24.11.2026, 09:00');
    expect(createLocaleFormat('es').dateTime(moment)).toBe('24 nov 2026, 9:00');
  });
});
