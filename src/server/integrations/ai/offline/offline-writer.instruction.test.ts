import { describe, expect, it } from 'vitest';
import { countCharacters } from '../../../../shared/domain/counting';
import { generationPlatformIds, platforms } from '../../../../shared/domain/platforms';
import { writeOfflinePosts } from './offline-writer';
import { buildWriteRequest } from './offline-writer.fixtures';
import { readInstruction } from './offline-writer.instruction';

const prompt =
  'Our bakery opens a second shop on Main Street this Saturday. Fresh sourdough comes out of the oven at 7 AM. The first 50 guests get a free cinnamon bun. Everything is baked with organic flour from a local mill.';

function regenerate(
  platform: (typeof generationPlatformIds)[number],
  instruction?: string,
  language = 'en' as const,
) {
  const base = buildWriteRequest({ prompt, language, platforms: [platform], variations: ['normal'] });
  const [previous] = writeOfflinePosts(base);
  if (!previous) throw new Error('no post');
  const [post] = writeOfflinePosts({
    ...base,
    regenerate: {
      previous: { content: previous.content, hashtags: previous.hashtags },
      ...(instruction ? { instruction } : {}),
    },
  });
  if (!post) throw new Error('no regenerated post');
  return { previous, post };
}

describe('the offline writer reads a regeneration instruction', () => {
  it('tells shorter, longer and mention apart in the writer languages', () => {
    expect(readInstruction('shorter')).toEqual({ kind: 'shorter' });
    expect(readInstruction('Make it shorter.')).toEqual({ kind: 'shorter' });
    expect(readInstruction('kürzer')).toEqual({ kind: 'shorter' });
    expect(readInstruction('plus long')).toEqual({ kind: 'longer' });
    expect(readInstruction('mention the discount')).toEqual({ kind: 'mention', subject: 'the discount' });
    expect(readInstruction('menciona el descuento')).toEqual({ kind: 'mention', subject: 'el descuento' });
    expect(readInstruction('more emoji please')).toEqual({ kind: 'other' });
    expect(readInstruction(undefined)).toEqual({ kind: 'other' });
  });

  it.each(generationPlatformIds)(
    'on %s: shorter is clearly shorter, longer is longer, both within the limit',
    (platform) => {
      const shorter = regenerate(platform, 'shorter');
      const length = (text: string) => countCharacters(text, platform);
      expect(length(shorter.post.content)).toBeLessThanOrEqual(
        Math.floor(length(shorter.previous.content) * 0.7),
      );
      expect(shorter.post.content.trim()).not.toBe('');
      const longer = regenerate(platform, 'longer');
      if (platform !== 'twitter')
        expect(length(longer.post.content)).toBeGreaterThan(length(longer.previous.content));
      for (const post of [shorter.post, longer.post])
        expect(length(post.content)).toBeLessThanOrEqual(platforms[platform].characterLimit);
    },
  );

  it('mentions what the user asks for: the brief sentence about it, or a line naming it', () => {
    const fromBrief = regenerate('linkedin', 'mention the cinnamon bun').post.content;
    expect(fromBrief).toContain('free cinnamon bun');
    const named = regenerate('twitter', 'mention the discount').post.content;
    expect(named).toContain("Don't miss the discount.");
    expect(countCharacters(named, 'twitter')).toBeLessThanOrEqual(280);
  });

  it('writes other wording than the version it replaces, and the same again for the same request', () => {
    const { previous, post } = regenerate('instagram');
    expect(post.content).not.toBe(previous.content);
    expect(regenerate('instagram').post.content).toBe(post.content);
  });
});
