import { describe, expect, it } from 'vitest';
import { lazyImageProvider, lazyTextProvider } from './lazy-providers';
import type { ImageProvider, ImageRequest, TextProvider } from './types';

const request: ImageRequest = {
  prompt: 'A yoga mat at sunrise',
  platform: 'instagram',
  aspectRatio: '1:1',
  headline: 'Yoga',
  palette: {
    primary: '#111111',
    secondary: '#222222',
    accent: '#333333',
    background: '#ffffff',
    text: '#000000',
  },
};

describe('lazy providers', () => {
  it('answer kind and label without loading, then load once on the first call', async () => {
    let loads = 0;
    const image = lazyImageProvider({ kind: 'offline', label: 'Postforge offline card' }, async () => {
      loads += 1;
      const loaded: ImageProvider = {
        kind: 'offline',
        label: 'Postforge offline card',
        generateImage: async (received) => ({
          kind: 'url',
          url: `https://example.test/${received.headline}`,
        }),
      };
      return loaded;
    });
    expect([image.kind, image.label, loads]).toEqual(['offline', 'Postforge offline card', 0]);
    const [first, second] = await Promise.all([image.generateImage(request), image.generateImage(request)]);
    expect(first).toEqual({ kind: 'url', url: 'https://example.test/Yoga' });
    expect(second).toEqual(first);
    expect(loads).toBe(1);
  });

  it('pass the arguments through and report a failed load to the caller, then try again', async () => {
    let attempts = 0;
    const text = lazyTextProvider({ kind: 'remote', label: 'gpt-4.1-mini' }, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('adapter module missing');
      const loaded: Pick<TextProvider, 'enhancePrompt'> = { enhancePrompt: async (prompt) => `${prompt}!` };
      return loaded as TextProvider;
    });
    await expect(text.enhancePrompt('Yoga')).rejects.toThrow('adapter module missing');
    expect(await text.enhancePrompt('Yoga')).toBe('Yoga!');
  });
});
