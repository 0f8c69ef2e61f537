import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../../tests/fakes/ai-provider.fake';
import { defaultVideoConfig } from '../../../../shared/domain/video';
import { buildWriteRequest } from '../offline/offline-writer.fixtures';
import type { ImageProvider, ImageRequest, TextProvider, VideoProvider, WrittenPost } from '../types';
import type { ProviderLogger } from './openai-http';
import { isUsableProviderKey, selectAiProviders, type AiProviderSettings } from './select-providers';

const unused = (): Promise<never> => Promise.reject(new Error('offline double: not called in these tests'));
const offlineText: TextProvider = {
  kind: 'offline',
  label: 'offline text double',
  enhancePrompt: unused,
  searchWeb: unused,
  writePosts: unused,
  writeImagePrompt: unused,
  writeVideoPrompt: unused,
  shortenPost: unused,
};
const offlineImage: ImageProvider = { kind: 'offline', label: 'offline image double', generateImage: unused };
const offlineVideo: VideoProvider = {
  kind: 'offline',
  label: 'offline video double',
  createVideo: unused,
  checkVideo: unused,
};

let fake: FakeAiProvider;
let imageFake: FakeAiProvider;

beforeAll(async () => {
  fake = await startFakeAiProvider({ latencyMs: { tokensPerSecond: 2000 } });
  imageFake = await startFakeAiProvider({ apiKey: 'img-key-for-the-second-fake' });
});
afterAll(async () => {
  await Promise.all([fake.close(), imageFake.close()]);
});
beforeEach(() => {
  for (const server of [fake, imageFake]) {
    server.setBehaviour({});
    server.requests.length = 0;
  }
});

function settings(overrides: Partial<AiProviderSettings> = {}, textKey?: string): AiProviderSettings {
  return {
    text: {
      baseUrl: fake.baseUrl,
      ...(textKey === undefined ? {} : { apiKey: textKey }),
      model: 'gpt-4.1-mini',
      searchModel: 'gpt-4.1',
      speechModel: 'whisper-1',
    },
    image: { model: 'flux/schnell' },
    video: { model: 'kling-video/v1.6/standard/text-to-video' },
    offline: { text: offlineText, image: offlineImage, video: offlineVideo },
    ...overrides,
  };
}

const imageRequest: ImageRequest = {
  prompt: 'A yoga mat at sunrise',
  platform: 'instagram',
  aspectRatio: '4:5',
  headline: 'Yoga',
  palette: {
    primary: '#111111',
    secondary: '#222222',
    accent: '#333333',
    background: '#ffffff',
    text: '#000000',
  },
};
const post: WrittenPost = {
  platform: 'twitter',
  variation: 'normal',
  content: 'Yoga before work.',
  hashtags: [],
  strategy: '',
  engagement: 'medium',
};
const file = { data: Buffer.from('clip'), filename: 'clip.webm', contentType: 'video/webm' };

describe('isUsableProviderKey', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['123456789', false],
    ['  123456789  ', false],
    ['1234567890', true],
    ['sk-proj-abcdefghijklmnop', true],
  ])('%j is usable: %s', (key, expected) => {
    expect(isUsableProviderKey(key)).toBe(expected);
  });
});

describe('selectAiProviders', () => {
  it('uses the offline providers for every capability without a key', () => {
    const providers = selectAiProviders(settings());
    expect(providers.text).toBe(offlineText);
    expect(providers.image).toBe(offlineImage);
    expect(providers.video).toBe(offlineVideo);
    expect(providers.speech.kind).toBe('offline');
    expect(providers.embeddings).toBeUndefined();
  });

  it('treats a key under 10 characters as no key (demo mode)', () => {
    const providers = selectAiProviders(
      settings({ text: { ...settings().text, embeddingsModel: 'e' } }, '123456789'),
    );
    expect([providers.text, providers.image, providers.video]).toEqual([
      offlineText,
      offlineImage,
      offlineVideo,
    ]);
    expect(providers.speech.kind).toBe('offline');
    expect(providers.embeddings).toBeUndefined();
  });

  it('uses the remote adapters for a key of 10 characters, labelled with their models', () => {
    const providers = selectAiProviders(settings({}, '1234567890'));
    expect(providers.text).toMatchObject({ kind: 'remote', label: 'gpt-4.1-mini' });
    expect(providers.image).toMatchObject({ kind: 'remote', label: 'flux/schnell' });
    expect(providers.video).toMatchObject({
      kind: 'remote',
      label: 'kling-video/v1.6/standard/text-to-video',
    });
    expect(providers.speech.kind).toBe('remote');
    expect(providers.embeddings).toBeUndefined();
  });

  it("lets image and video use the text provider's base URL and key when they have none", async () => {
    const providers = selectAiProviders(settings({}, fake.apiKey));
    expect((await providers.image.generateImage(imageRequest)).kind).toBe('url');
    expect(await providers.video.createVideo({ prompt: 'p', aspectRatio: '9:16', caption: 'c' })).toMatch(
      /^gen-/u,
    );
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/v1/images/generations',
      '/v2/generate/video/kling/generation',
    ]);
  });

  it('uses the image settings of their own when given', async () => {
    const providers = selectAiProviders(
      settings(
        { image: { baseUrl: `${imageFake.baseUrl}/v1`, apiKey: imageFake.apiKey, model: 'flux/dev' } },
        fake.apiKey,
      ),
    );
    await providers.image.generateImage(imageRequest);
    expect(imageFake.requests.map((request) => request.body)).toEqual([
      { prompt: imageRequest.prompt, model: 'flux/dev' },
    ]);
    expect(fake.requests).toHaveLength(0);
  });

  it('keeps a capability offline when its own key is too short, even with a valid text key', () => {
    const providers = selectAiProviders(
      settings(
        { image: { apiKey: 'short', model: 'flux/schnell' }, video: { apiKey: 'tiny', model: 'k' } },
        fake.apiKey,
      ),
    );
    expect(providers.text.kind).toBe('remote');
    expect(providers.image).toBe(offlineImage);
    expect(providers.video).toBe(offlineVideo);
  });

  it('adds the embeddings provider when a key and an embeddings model are set', async () => {
    const providers = selectAiProviders(
      settings({
        text: { ...settings().text, apiKey: fake.apiKey, embeddingsModel: 'text-embedding-3-small' },
      }),
    );
    expect(providers.embeddings?.kind).toBe('remote');
    expect(await providers.embeddings?.embed(['one', 'two'])).toHaveLength(2);
  });

  it('applies the configured timeouts', async () => {
    fake.setBehaviour({ chat: 'hang' });
    const providers = selectAiProviders(settings({ timeouts: { textMs: 150 } }, fake.apiKey));
    await expect(providers.text.enhancePrompt('yoga')).rejects.toMatchObject({ isTimeout: true });
  });

  it('never puts the key in an error or a log line, even when the provider echoes it', async () => {
    fake.setBehaviour({
      posts: 'partial',
      chat: 'error',
      webSearch: 'error',
      transcription: 'error',
      image: 'error',
      video: 'create-error',
      embeddings: 'error',
      echoKeyInErrors: true,
    });
    const lines: string[] = [];
    const logger: ProviderLogger = {
      warn: (details, message) => lines.push(JSON.stringify(details), message),
    };
    const providers = selectAiProviders(
      settings({ logger, text: { ...settings().text, apiKey: fake.apiKey, embeddingsModel: 'e' } }),
    );
    const outcomes = await Promise.allSettled([
      providers.text.enhancePrompt('yoga'),
      providers.text.searchWeb('yoga'),
      providers.text.writeImagePrompt(post),
      providers.text.writeVideoPrompt(post, defaultVideoConfig),
      providers.image.generateImage(imageRequest),
      providers.video.createVideo({ prompt: 'p', aspectRatio: '9:16', caption: 'c' }),
      providers.video.checkVideo('gen-missing'),
      providers.speech.transcribe(file),
      providers.embeddings?.embed(['x']) ?? Promise.reject(new Error('no embeddings provider')),
    ]);
    const partial = await providers.text.writePosts(
      buildWriteRequest({ platforms: ['instagram', 'twitter'], variations: ['viral'] }),
    );
    expect(partial.posts).toHaveLength(2);
    const errors = outcomes.map((outcome) =>
      outcome.status === 'rejected' ? (outcome.reason as Error) : undefined,
    );
    expect(errors.every((error) => error?.name === 'ProviderError')).toBe(true);
    const text = [...errors.map((error) => `${error?.message} ${error?.stack}`), ...lines].join('\n');
    expect(text).toContain('[redacted]');
    expect(lines.length).toBeGreaterThan(0);
    expect(text).not.toContain(fake.apiKey);
  });
});
