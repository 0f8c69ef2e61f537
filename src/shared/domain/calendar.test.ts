import { describe, expect, it } from 'vitest';
import { addMonths, clockTimeIn, isoWeekday, monthGridDates, startOfWeek, weekDates } from './calendar';

describe('calendar grid', () => {
  it('starts weeks on Monday', () => {
    expect(isoWeekday('2026-11-25')).toBe(3);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    expect(weekDates('2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('covers a month with whole weeks', () => {
    const november = monthGridDates('2026-11-25');
    expect(november[0]).toBe('2026-10-26');
    expect(november.at(-1)).toBe('2026-12-06');
    expect(november).toHaveLength(42);
    // February 2021 starts on a Monday and has 28 days: four rows.
    expect(monthGridDates('2021-02-10')).toHaveLength(28);
  });

  it('moves by months across years and reads clock times in a zone', () => {
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
    expect(clockTimeIn(new Date('2026-07-01T07:30:00Z'), 'Europe/Berlin')).toBe('09:30');
    expect(clockTimeIn(new Date('2026-01-01T23:05:00Z'), 'America/New_York')).toBe('18:05');
  });
});
