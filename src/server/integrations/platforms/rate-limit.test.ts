import { describe, expect, it } from 'vitest';
import { PublishOutcomeUnknownError } from '../../modules/posts/posts.publish-outcomes';
import { rateLimitGiveUpMs, rateLimitResumeOf } from '../../modules/posts/posts.publish-job';
import { retryAfterSecondsOf, secondsToNextUtcMidnight } from './rate-limit';
import { readXMetrics } from './x';

describe('rate limits and X figures', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('counts the seconds to the next midnight UTC (a daily window), never zero', () => {
    expect(secondsToNextUtcMidnight(now)).toBe(12 * 3600);
    expect(secondsToNextUtcMidnight(new Date('2026-12-31T23:59:59.500Z'))).toBe(1);
    expect(secondsToNextUtcMidnight(new Date('2026-11-28T00:00:00.000Z'))).toBe(86_400);
  });

  it('reads Retry-After as seconds or as an HTTP date, and nothing from a bad one', () => {
    expect(retryAfterSecondsOf(new Headers({ 'retry-after': '120' }), now)).toBe(120);
    expect(retryAfterSecondsOf(new Headers({ 'retry-after': 'Fri, 27 Nov 2026 12:01:30 GMT' }), now)).toBe(
      90,
    );
    expect(retryAfterSecondsOf(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterSecondsOf(new Headers(), now)).toBeUndefined();
  });

  it("delays the publish job's next run to the reset, not for short waits or past a day", () => {
    const error = (seconds?: number) => new PublishOutcomeUnknownError('x: Too Many Requests', seconds);
    expect(rateLimitResumeOf(error(900), now, now)).toEqual(new Date(now.getTime() + 900_000));
    expect(rateLimitResumeOf(error(2), now, now)).toBeUndefined();
    expect(rateLimitResumeOf(error(), now, now)).toBeUndefined();
    const longAgo = new Date(now.getTime() - rateLimitGiveUpMs);
    expect(rateLimitResumeOf(error(900), longAgo, now)).toBeUndefined();
  });

  it("maps X's public_metrics: impressions, likes, replies, reposts plus quotes", () => {
    expect(
      readXMetrics({ impression_count: 50, like_count: 4, reply_count: 1, retweet_count: 2, quote_count: 3 }),
    ).toEqual({ views: 50, likes: 4, comments: 1, shares: 5 });
    expect(readXMetrics({ like_count: 4, impression_count: -1 })).toEqual({ likes: 4 });
  });
});
