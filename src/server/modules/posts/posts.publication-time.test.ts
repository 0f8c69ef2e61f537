import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { effectiveTimeZone, publicationTime, scheduleInPastMessage } from './posts.publish-service';

/** The server's reading of a chosen wall-clock time: in the user's zone, across daylight-saving changes. */
const at = (date: string, time: string, timeZone: string, now = new Date('2027-01-01T00:00:00Z')) =>
  publicationTime({ mode: 'schedule', localTime: { date, time } }, now, timeZone).toISOString();

describe('publicationTime: a wall-clock time in the user zone across a DST change', () => {
  it('America/New_York (2027-03-14, EST → EDT): 09:00 stays 09:00 before and after the jump', () => {
    expect(at('2027-03-13', '09:00', 'America/New_York')).toBe('2027-03-13T14:00:00.000Z');
    expect(at('2027-03-14', '09:00', 'America/New_York')).toBe('2027-03-14T13:00:00.000Z');
    // 02:30 does not exist that night: it moves forward by the jump, to 03:30 EDT.
    expect(at('2027-03-14', '02:30', 'America/New_York')).toBe('2027-03-14T07:30:00.000Z');
  });

  it('America/New_York (2027-11-07, EDT → EST): a repeated 01:30 is its first occurrence', () => {
    expect(at('2027-11-06', '09:00', 'America/New_York')).toBe('2027-11-06T13:00:00.000Z');
    expect(at('2027-11-07', '09:00', 'America/New_York')).toBe('2027-11-07T14:00:00.000Z');
    expect(at('2027-11-07', '01:30', 'America/New_York')).toBe('2027-11-07T05:30:00.000Z');
  });

  it('Pacific/Auckland (2027-09-26, NZST +12 → NZDT +13; southern spring)', () => {
    expect(at('2027-09-25', '09:00', 'Pacific/Auckland')).toBe('2027-09-24T21:00:00.000Z');
    expect(at('2027-09-26', '09:00', 'Pacific/Auckland')).toBe('2027-09-25T20:00:00.000Z');
    expect(at('2027-09-26', '02:30', 'Pacific/Auckland')).toBe('2027-09-25T14:30:00.000Z');
  });

  it('Pacific/Auckland (2027-04-04, NZDT → NZST): 09:00 the day after is 21:00 UTC', () => {
    expect(at('2027-04-03', '09:00', 'Pacific/Auckland')).toBe('2027-04-02T20:00:00.000Z');
    expect(at('2027-04-04', '09:00', 'Pacific/Auckland')).toBe('2027-04-03T21:00:00.000Z');
  });

  it('refuses a wall-clock time that has passed in the zone', () => {
    const now = new Date('2027-03-14T13:30:00Z'); // 09:30 EDT
    expect(() => at('2027-03-14', '09:00', 'America/New_York', now)).toThrow(scheduleInPastMessage);
    expect(at('2027-03-14', '10:00', 'America/New_York', now)).toBe('2027-03-14T14:00:00.000Z');
  });
});

describe('effectiveTimeZone', () => {
  it('prefers the stored zone, then the requested one, then UTC', () => {
    expect(effectiveTimeZone('Pacific/Auckland', 'America/New_York')).toBe('Pacific/Auckland');
    expect(effectiveTimeZone(null, 'America/New_York')).toBe('America/New_York');
    expect(effectiveTimeZone(null, undefined)).toBe('UTC');
  });

  it('refuses a requested zone Intl does not know', () => {
    expect(() => effectiveTimeZone('Pacific/Auckland', 'Mars/Olympus')).toThrow(AppError);
  });
});
