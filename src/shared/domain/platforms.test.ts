import { describe, expect, it } from 'vitest';
import {
  isGenerationPlatform,
  platformIds,
  platformImageAspectRatios,
  platforms,
  platformVideoOptions,
} from './platforms';

describe('platforms', () => {
  it('keeps the spec character limits', () => {
    expect(Object.fromEntries(platformIds.map((id) => [id, platforms[id].characterLimit]))).toEqual({
      instagram: 2200,
      twitter: 280,
      linkedin: 3000,
      facebook: 63206,
      tiktok: 2200,
      youtube: 5000,
    });
  });

  it('lists the spec video options', () => {
    expect(
      platformVideoOptions.map((option) => [option.name, option.aspectRatio, option.maxDuration]),
    ).toEqual([
      ['Instagram Reels', '9:16', 90],
      ['TikTok', '9:16', 180],
      ['YouTube Shorts', '9:16', 60],
      ['Facebook Reels', '9:16', 90],
      ['Snapchat Spotlight', '9:16', 60],
      ['LinkedIn Video', '16:9', 300],
    ]);
  });

  it('knows which platforms the generator writes for', () => {
    expect(isGenerationPlatform('linkedin')).toBe(true);
    expect(isGenerationPlatform('tiktok')).toBe(false);
    expect(Object.keys(platformImageAspectRatios).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'twitter',
    ]);
  });
});
