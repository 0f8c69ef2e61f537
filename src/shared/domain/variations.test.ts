import { describe, expect, it } from 'vitest';
import {
  canSelectVariation,
  defaultPostTitle,
  expectedPostCount,
  storedPostTitle,
  summarizeVariations,
} from './variations';

describe('defaultPostTitle', () => {
  it('names the source, the platform and the media type', () => {
    expect(defaultPostTitle('prompt', 'Instagram', 'normal', 'image')).toBe('AI Generated Instagram Post');
    expect(defaultPostTitle('url', 'LinkedIn', 'normal', 'image')).toBe('Web Scraped LinkedIn Post');
    expect(defaultPostTitle('reels', 'Facebook', 'normal', 'video')).toBe('Reels Video Facebook Video');
    expect(defaultPostTitle('upload', 'Twitter/X', 'normal', 'image')).toBe(
      'Uploaded Content Twitter/X Post',
    );
  });

  it('adds the variation unless it is normal', () => {
    expect(defaultPostTitle('prompt', 'Instagram', 'viral', 'image')).toBe(
      'AI Generated Instagram Post - Viral',
    );
    expect(defaultPostTitle('prompt', 'Instagram', 'storytelling', 'video')).toBe(
      'AI Generated Instagram Video - Storytelling',
    );
  });
});

describe('storedPostTitle', () => {
  it('marks drafts', () => {
    expect(storedPostTitle('Instagram', true)).toBe('Instagram Draft Post');
    expect(storedPostTitle('Instagram', false)).toBe('Instagram Post');
  });
});

describe('summarizeVariations', () => {
  it('reports no variations for a single normal variation', () => {
    expect(summarizeVariations([{ variation: 'normal' }, { variation: 'normal' }])).toEqual({
      hasVariations: false,
      variations: [],
    });
  });

  it('lists distinct non-normal variations in first-seen order', () => {
    const posts = [
      { variation: 'viral' as const },
      { variation: 'normal' as const },
      { variation: 'engaging' as const },
      { variation: 'viral' as const },
    ];
    expect(summarizeVariations(posts)).toEqual({ hasVariations: true, variations: ['viral', 'engaging'] });
  });

  it('a single non-normal variation is listed but is not "variations"', () => {
    expect(summarizeVariations([{ variation: 'viral' }])).toEqual({
      hasVariations: false,
      variations: ['viral'],
    });
    expect(summarizeVariations([])).toEqual({ hasVariations: false, variations: [] });
  });
});

describe('variation picker', () => {
  it('disables unselected variations once three are picked', () => {
    const picked = ['viral', 'engaging', 'storytelling'] as const;
    expect(canSelectVariation(picked, 'informative')).toBe(false);
    expect(canSelectVariation(picked, 'viral')).toBe(true);
    expect(canSelectVariation(['viral'], 'informative')).toBe(true);
  });

  it('expects platforms x variations posts', () => {
    expect(expectedPostCount(4, 3)).toBe(12);
    expect(expectedPostCount(2, 0)).toBe(2);
  });
});
