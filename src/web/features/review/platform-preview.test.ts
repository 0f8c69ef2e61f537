import { describe, expect, it } from 'vitest';
import { cutForPreview, previewPlatformsFor, tokenizePreview } from './platform-preview';

describe('platform preview', () => {
  it("cuts at a word boundary before the platform's limit", () => {
    const text = 'Fresh sourdough every morning, baked with care in our new shop on Main Street. Come by!';
    expect(cutForPreview(text, 40)).toEqual({ shown: 'Fresh sourdough every morning, baked', isCut: true });
    expect(cutForPreview(text, null)).toEqual({ shown: text, isCut: false });
    expect(cutForPreview('short', 125)).toEqual({ shown: 'short', isCut: false });
  });

  it('styles links, hashtags and mentions apart from the text', () => {
    const text = 'Visit shop.coffee with @anna #coffee now';
    expect(tokenizePreview(text, [{ start: 6, end: 17 }])).toEqual([
      { kind: 'text', text: 'Visit ' },
      { kind: 'link', text: 'shop.coffee' },
      { kind: 'text', text: ' with ' },
      { kind: 'mention', text: '@anna' },
      { kind: 'text', text: ' ' },
      { kind: 'hashtag', text: '#coffee' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('offers TikTok and YouTube for video posts only', () => {
    expect(previewPlatformsFor('image')).toEqual(['twitter', 'instagram', 'linkedin', 'facebook']);
    expect(previewPlatformsFor('video')).toContain('tiktok');
  });
});
