import { describe, expect, it } from 'vitest';
import { formatFeedAge, formatFeedCount } from './feed';

describe('formatFeedCount', () => {
  it('shows counts under 1000 as they are', () => {
    expect([0, 1, 999].map(formatFeedCount)).toEqual(['0', '1', '999']);
  });

  it('shows thousands with K and millions with M, one decimal', () => {
    expect([1000, 1234, 1250, 999_949, 1_000_000, 2_560_000, 12_345_678].map(formatFeedCount)).toEqual([
      '1.0K',
      '1.2K',
      '1.3K',
      '999.9K',
      '1.0M',
      '2.6M',
      '12.3M',
    ]);
  });

  it("never shows '1000.0K': just under a million is 1.0M", () => {
    expect([999_950, 999_999].map(formatFeedCount)).toEqual(['1.0M', '1.0M']);
  });
});

describe('formatFeedAge', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const ago = (seconds: number) => formatFeedAge(new Date(now.getTime() - seconds * 1000), now);

  it('counts whole seconds, minutes, hours and days at each boundary', () => {
    expect([0, 59, 60, 3599, 3600, 86_399, 86_400, 30 * 86_400].map(ago)).toEqual([
      '0s',
      '59s',
      '1m',
      '59m',
      '1h',
      '23h',
      '1d',
      '30d',
    ]);
  });

  it('shows a time ahead of the clock (a skewed server) as 0s', () => {
    expect(ago(-120)).toBe('0s');
  });
});
