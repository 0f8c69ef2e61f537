import { describe, expect, it } from 'vitest';
import { generationPlatformIds, platformImageAspectRatios } from '../../../../shared/domain/platforms';
import { buildImagePromptMessages } from '../openai/openai-media.prompt';
import { defaultVideoConfig } from '../../../../shared/domain/video';
import { buildImagePrompt, writeImagePromptForPost, writeVideoPromptForPost } from './offline-writer.prompts';

const otherRatios = ['4:5', '1:1', '16:9', '9:16'];

describe('image prompts name the aspect ratio of the image that will be made', () => {
  it.each(generationPlatformIds)('offline prompt for %s', (platform) => {
    const ratio = platformImageAspectRatios[platform];
    const prompt = buildImagePrompt({ subject: 'a ceramic mug', terms: [], variation: 'normal', platform });
    expect(prompt).toContain(` ${ratio} composition`);
    for (const other of otherRatios.filter((candidate) => candidate !== ratio)) {
      expect(prompt).not.toContain(other);
    }
  });

  it('says portrait 4:5 for Instagram, never square', () => {
    const prompt = writeImagePromptForPost({
      platform: 'instagram',
      variation: 'viral',
      content: 'Our handmade ceramic mugs are back in stock at the Leeds studio.',
      hashtags: [],
      strategy: '',
      engagement: 'high',
    });
    expect(prompt).toContain('Portrait 4:5 composition');
    expect(prompt).not.toMatch(/square|1:1/i);
  });

  it('uses the video ratio for TikTok, which only takes videos', () => {
    const prompt = buildImagePrompt({ subject: 'a mug', terms: [], variation: 'normal', platform: 'tiktok' });
    expect(prompt).toContain('Vertical 9:16 composition');
  });

  it.each(generationPlatformIds)('openai image prompt message for %s', (platform) => {
    const messages = buildImagePromptMessages({
      platform,
      variation: 'professional',
      content: 'A new mug.',
      hashtags: [],
      strategy: '',
      engagement: 'medium',
    });
    expect(messages[1]?.content).toContain(`Image aspect ratio: ${platformImageAspectRatios[platform]} (`);
  });

  it('tells the model Instagram images are portrait', () => {
    const [, user] = buildImagePromptMessages({
      platform: 'instagram',
      variation: 'professional',
      content: 'A new mug.',
      hashtags: [],
      strategy: '',
      engagement: 'medium',
    });
    expect(user?.content).toContain('Image aspect ratio: 4:5 (portrait)');
  });
});

describe('the video narration quotes the post’s first sentence in its language', () => {
  it('does not end a German sentence at an ordinal date (am 3. Mai) or z. B.', () => {
    const prompt = writeVideoPromptForPost(
      {
        platform: 'instagram',
        variation: 'normal',
        language: 'de',
        content: 'Unser Hofladen feiert am 3. Mai Jubiläum, z. B. mit Erdbeeren. Reservieren Sie jetzt.',
        hashtags: [],
        strategy: '',
        engagement: 'medium',
      },
      { ...defaultVideoConfig, withSpeech: true },
    );
    expect(prompt).toContain('Unser Hofladen feiert am 3. Mai Jubiläum, z. B. mit Erdbeeren');
  });
});
