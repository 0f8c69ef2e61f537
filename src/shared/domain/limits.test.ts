import { describe, expect, it } from 'vitest';
import {
  creativity,
  creativityLabel,
  isProfileImageSizeAllowed,
  isVideoSizeAllowed,
  passesScrapeFilter,
  scrapeTextFilters,
  videoMaxDurationSeconds,
  videoMaxFramePixels,
  videoUploadMaxBytes,
} from './limits';

describe('creativityLabel', () => {
  it('splits 0-100 into thirds', () => {
    expect(creativityLabel(0)).toBe('Conservative');
    expect(creativityLabel(33)).toBe('Conservative');
    expect(creativityLabel(34)).toBe('Balanced');
    expect(creativityLabel(66)).toBe('Balanced');
    expect(creativityLabel(67)).toBe('Creative');
    expect(creativityLabel(100)).toBe('Creative');
  });

  it('labels the default 75 Creative', () => {
    expect(creativityLabel(creativity.default)).toBe('Creative');
  });
});

describe('size limits', () => {
  it('allows a video of exactly 100 MB and refuses one byte more', () => {
    expect(videoUploadMaxBytes).toBe(104_857_600);
    expect(isVideoSizeAllowed(104_857_600)).toBe(true);
    expect(isVideoSizeAllowed(104_857_601)).toBe(false);
  });

  it('allows a profile image up to 5 MB', () => {
    expect(isProfileImageSizeAllowed(5 * 1024 * 1024)).toBe(true);
    expect(isProfileImageSizeAllowed(5 * 1024 * 1024 + 1)).toBe(false);
  });
});

describe('passesScrapeFilter', () => {
  it('keeps calls to action of 3 to 49 characters', () => {
    expect(passesScrapeFilter('Go', scrapeTextFilters.callToAction)).toBe(false);
    expect(passesScrapeFilter('Buy', scrapeTextFilters.callToAction)).toBe(true);
    expect(passesScrapeFilter('x'.repeat(49), scrapeTextFilters.callToAction)).toBe(true);
    expect(passesScrapeFilter('x'.repeat(50), scrapeTextFilters.callToAction)).toBe(false);
  });

  it('keeps key points over 10 characters, measured after trimming', () => {
    expect(passesScrapeFilter('  ten chars!  ', scrapeTextFilters.keyPoint)).toBe(false);
    expect(passesScrapeFilter('eleven chars', scrapeTextFilters.keyPoint)).toBe(true);
  });
});

describe('stored video limits', () => {
  it('allows the longest platform clip (LinkedIn Video, 300 s) plus a margin, and 4096×4096 px frames', () => {
    expect(videoMaxDurationSeconds).toBe(330);
    expect(videoMaxFramePixels).toBe(4096 * 4096);
  });
});
