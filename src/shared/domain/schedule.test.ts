import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDateIn,
  defaultScheduleTime,
  isScheduleDateAllowed,
  zonedDateTimeToInstant,
} from './schedule';

describe('defaultScheduleTime', () => {
  it('is tomorrow in the user time zone at 09:00', () => {
    const now = new Date('2025-03-10T23:30:00Z');
    expect(defaultScheduleTime(now, 'UTC')).toEqual({ date: '2025-03-11', time: '09:00' });
    expect(defaultScheduleTime(now, 'Asia/Tokyo')).toEqual({ date: '2025-03-12', time: '09:00' });
    expect(defaultScheduleTime(now, 'America/Los_Angeles')).toEqual({ date: '2025-03-11', time: '09:00' });
  });

  it('rolls over months and years', () => {
    expect(defaultScheduleTime(new Date('2024-12-31T12:00:00Z'), 'UTC').date).toBe('2025-01-01');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});

describe('isScheduleDateAllowed', () => {
  const now = new Date('2025-05-20T02:00:00Z');

  it('allows today and later, refuses earlier, in the given zone', () => {
    expect(calendarDateIn(now, 'America/New_York')).toBe('2025-05-19');
    expect(isScheduleDateAllowed('2025-05-19', now, 'America/New_York')).toBe(true);
    expect(isScheduleDateAllowed('2025-05-19', now, 'UTC')).toBe(false);
    expect(isScheduleDateAllowed('2025-05-18', now, 'America/New_York')).toBe(false);
  });

  it('throws on a malformed date', () => {
    expect(() => isScheduleDateAllowed('20-05-2025', now, 'UTC')).toThrow(RangeError);
  });
});

describe('zonedDateTimeToInstant', () => {
  it('converts a wall-clock time to UTC', () => {
    expect(zonedDateTimeToInstant('2025-03-10', '09:00', 'Europe/Paris').toISOString()).toBe(
      '2025-03-10T08:00:00.000Z',
    );
    expect(zonedDateTimeToInstant('2025-07-10', '09:00', 'Europe/Paris').toISOString()).toBe(
      '2025-07-10T07:00:00.000Z',
    );
    expect(zonedDateTimeToInstant('2025-01-01', '00:00', 'UTC').toISOString()).toBe(
      '2025-01-01T00:00:00.000Z',
    );
    expect(zonedDateTimeToInstant('2025-01-01', '09:00', 'Asia/Kolkata').toISOString()).toBe(
      '2025-01-01T03:30:00.000Z',
    );
  });

  it('moves a time skipped by DST forward and takes the first of a repeated time', () => {
    expect(zonedDateTimeToInstant('2025-03-09', '02:30', 'America/New_York').toISOString()).toBe(
      '2025-03-09T07:30:00.000Z',
    );
    expect(zonedDateTimeToInstant('2025-11-02', '01:30', 'America/New_York').toISOString()).toBe(
      '2025-11-02T05:30:00.000Z',
    );
  });

  it('throws on a malformed time', () => {
    expect(() => zonedDateTimeToInstant('2025-01-01', '9am', 'UTC')).toThrow(RangeError);
  });
});

describe('scheduling across the 2027-03-28 daylight-saving change in Europe/Berlin', () => {
  const zone = 'Europe/Berlin';

  it('lands at the chosen wall-clock time on both sides of the change (chosen before it)', () => {
    // Chosen on 2027-03-20 (CET, +01:00) for days before and after the change (CEST, +02:00).
    expect(zonedDateTimeToInstant('2027-03-27', '09:00', zone).toISOString()).toBe(
      '2027-03-27T08:00:00.000Z',
    );
    expect(zonedDateTimeToInstant('2027-03-29', '09:00', zone).toISOString()).toBe(
      '2027-03-29T07:00:00.000Z',
    );
    expect(calendarDateIn(zonedDateTimeToInstant('2027-03-29', '09:00', zone), zone)).toBe('2027-03-29');
  });

  it('moves a time that does not exist that night (02:30) forward by the jump, to 03:30 CEST', () => {
    expect(zonedDateTimeToInstant('2027-03-28', '02:30', zone).toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    expect(zonedDateTimeToInstant('2027-03-28', '03:30', zone).toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    expect(zonedDateTimeToInstant('2027-03-28', '01:59', zone).toISOString()).toBe(
      '2027-03-28T00:59:00.000Z',
    );
  });
});
