import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../tests/fakes/ai-provider.fake';
import { loadConfig } from '../../config/config';
import { buildAiProviders, readEnvironmentEndpoints, type EndpointChoices } from './provider-choices';
import { createProviderRegistry } from './provider-registry';
import type { ImageProvider, TextProvider, VideoProvider } from './types';

const unused = (): Promise<never> => Promise.reject(new Error('offline double: not called'));
const offline = {
  text: {
    kind: 'offline',
    label: 'offline writer',
    enhancePrompt: () => Promise.resolve('offline enhanced'),
    searchWeb: () => Promise.reject(new Error('Web search is not available offline')),
    writePosts: unused,
    writeImagePrompt: unused,
    writeVideoPrompt: unused,
    shortenPost: unused,
  } satisfies TextProvider,
  image: { kind: 'offline', label: 'offline card', generateImage: unused } satisfies ImageProvider,
  video: {
    kind: 'offline',
    label: 'offline video',
    createVideo: unused,
    checkVideo: unused,
  } satisfies VideoProvider,
};

describe('readEnvironmentEndpoints', () => {
  it('sets only the capabilities whose variables hold a usable key', () => {
    expect(readEnvironmentEndpoints(loadConfig({}))).toEqual({});
    expect(readEnvironmentEndpoints(loadConfig({ OPENAI_API_KEY: 'short' }))).toEqual({});
    const config = loadConfig({
      OPENAI_BASE_URL: 'http://127.0.0.1:1/v1',
      OPENAI_API_KEY: 'sk-0123456789',
      OPENAI_EMBEDDINGS_MODEL: 'text-embedding-3-small',
      VIDEO_BASE_URL: 'http://127.0.0.1:2',
      VIDEO_API_KEY: 'video-key-0123456789',
    });
    const endpoints = readEnvironmentEndpoints(config);
    expect(Object.keys(endpoints).sort()).toEqual([
      'embeddings',
      'image',
      'speech',
      'text',
      'video',
      'webSearch',
    ]);
    expect(endpoints.webSearch).toEqual({
      baseUrl: 'http://127.0.0.1:1/v1',
      apiKey: 'sk-0123456789',
      model: 'gpt-4.1',
    });
    expect(endpoints.image).toMatchObject({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'sk-0123456789' });
    expect(endpoints.video).toMatchObject({ baseUrl: 'http://127.0.0.1:2', apiKey: 'video-key-0123456789' });
  });
});

describe('provider registry', () => {
  let fake: FakeAiProvider;
  beforeAll(async () => {
    fake = await startFakeAiProvider({ apiKey: '' });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('follows the saved choices on every call and rebuilds only when their version changes', async () => {
    let app = { version: 'v0', endpoints: {} as EndpointChoices };
    let builds = 0;
    const registry = createProviderRegistry({
      environment: {},
      loadAppEndpoints: () => Promise.resolve(app),
      build: (choices) => {
        builds += 1;
        return buildAiProviders(choices, { offline });
      },
    });
    const text = registry.text;
    expect(await text.enhancePrompt('A bakery')).toBe('offline enhanced');
    expect(text.kind).toBe('offline');
    const afterFirst = builds;
    await text.enhancePrompt('Again');
    expect(builds).toBe(afterFirst);

    // An endpoint without a key (like a local Ollama): no Authorization header is sent.
    app = {
      version: 'v1',
      endpoints: { text: { baseUrl: `${fake.baseUrl}/v1`, apiKey: '', model: 'llama3.2' } },
    };
    expect(await text.enhancePrompt('A bakery')).not.toBe('offline enhanced');
    expect(registry.text).toBe(text);
    expect(text.kind).toBe('remote');
    expect(text.label).toBe('llama3.2');
    expect(registry.current().sources).toMatchObject({ text: 'app', webSearch: 'offline' });
    await expect(text.searchWeb('news')).rejects.toThrow('Web search is not available offline');
    const chat = fake.requests.find((request) => request.path === '/v1/chat/completions');
    expect(chat?.headers.authorization).toBeUndefined();
    expect(chat?.body).toMatchObject({ model: 'llama3.2' });
  });

  it('lets the environment win over the in-app choice', async () => {
    const registry = createProviderRegistry({
      environment: { text: { baseUrl: fake.baseUrl, apiKey: '', model: 'env-model' } },
      loadAppEndpoints: () =>
        Promise.resolve({
          version: 'v1',
          endpoints: { text: { baseUrl: 'http://127.0.0.1:9', apiKey: '', model: 'app-model' } },
        }),
      build: (choices) => buildAiProviders(choices, { offline }),
    });
    const resolved = await registry.resolve();
    expect(resolved.sources.text).toBe('environment');
    expect(resolved.models.text).toBe('env-model');
  });
});
