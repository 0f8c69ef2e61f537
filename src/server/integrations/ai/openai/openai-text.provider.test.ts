import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../../tests/fakes/ai-provider.fake';
import { fakeWebSearchText } from '../../../../../tests/fakes/ai-provider.fake-answers';
import {
  defaultVideoConfig,
  videoPromptMaxLength,
  videoPromptOptimizationInstruction,
} from '../../../../shared/domain/video';
import { buildFallbackPosts } from '../offline/offline-text.provider';
import { buildProductPage, buildWriteRequest } from '../offline/offline-writer.fixtures';
import type { WrittenPost } from '../types';
import { createOpenAiClient, ProviderError, type ProviderLogger } from './openai-http';
import { missingPairStrategyPrefix } from './openai-posts.parse';
import { createOpenAiTextProvider } from './openai-text.provider';

let fake: FakeAiProvider;
const logs: Array<{ details: Record<string, unknown>; message: string }> = [];
const logger: ProviderLogger = { warn: (details, message) => logs.push({ details, message }) };

beforeAll(async () => {
  fake = await startFakeAiProvider({ latencyMs: { tokensPerSecond: 5000 } });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.setBehaviour({});
  fake.requests.length = 0;
  logs.length = 0;
});

function createProvider(timeoutMs?: number) {
  const client = createOpenAiClient({
    baseUrl: `${fake.baseUrl}/v1`,
    apiKey: fake.apiKey,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  return createOpenAiTextProvider({ client, model: 'gpt-4.1-mini', searchModel: 'gpt-4.1', logger });
}

interface ChatRecord {
  model: string;
  temperature: number;
  max_tokens: number;
  messages: Array<{ role: string; content: string }>;
}
const lastChat = (): ChatRecord => fake.requests.at(-1)?.body as ChatRecord;
const userPrompt = (): string =>
  lastChat().messages.find((message) => message.role === 'user')?.content ?? '';

const post: WrittenPost = {
  platform: 'instagram',
  variation: 'viral',
  title: 'Morning yoga',
  content: 'Ten minutes of yoga before work changes the whole day.\n\n#Yoga',
  hashtags: ['Yoga'],
  strategy: 'Short hook.',
  engagement: 'high',
};

describe('createOpenAiTextProvider', () => {
  it('is remote and labelled with its model', () => {
    const provider = createProvider();
    expect(provider.kind).toBe('remote');
    expect(provider.label).toBe('gpt-4.1-mini');
  });

  it('enhances a prompt with call 2 at temperature 0.3 and 300 tokens', async () => {
    const enhanced = await createProvider().enhancePrompt('morning yoga for busy people');
    expect(enhanced).toBe(
      'morning yoga for busy people, for busy readers, with a clear hook, one practical takeaway and a friendly call to action',
    );
    expect(fake.requests.at(-1)?.path).toBe('/v1/chat/completions');
    expect(lastChat()).toMatchObject({ model: 'gpt-4.1-mini', temperature: 0.3, max_tokens: 300 });
  });

  it('searches the web with call 1 and reads the url_citation annotations once per URL', async () => {
    const result = await createProvider().searchWeb('solar power trends');
    expect(fake.requests.at(-1)?.path).toBe('/v1/responses');
    expect(fake.requests.at(-1)?.body).toMatchObject({
      model: 'gpt-4.1',
      tools: [{ type: 'web_search_preview' }],
      tool_choice: { type: 'web_search_preview' },
    });
    expect((fake.requests.at(-1)?.body as { input: string }).input).toContain('solar power trends');
    expect(result.text).toBe(fakeWebSearchText);
    expect(result.sources).toEqual([
      { title: 'Energy Review 2024', url: 'https://energy-review.example/2024' },
      {
        title: 'Rooftop array opens',
        url: 'https://lisbon-news.example/rooftop',
        location: 'Lisbon, Portugal',
      },
    ]);
  });

  it('falls back to output_text when the output holds no message text', async () => {
    fake.setBehaviour({ webSearch: 'output-text' });
    expect(await createProvider().searchWeb('solar')).toEqual({ text: fakeWebSearchText, sources: [] });
  });

  it('throws a ProviderError when the web search fails', async () => {
    fake.setBehaviour({ webSearch: 'error' });
    await expect(createProvider().searchWeb('solar')).rejects.toMatchObject({
      name: 'ProviderError',
      status: 500,
    });
  });

  it('writes every platform x variation pair with the small model and temperature creativity/100', async () => {
    const request = buildWriteRequest({
      platforms: ['instagram', 'twitter'],
      variations: ['viral', 'professional'],
      creativity: 40,
    });
    const result = await createProvider().writePosts(request);
    expect(result.isFallback).toBe(false);
    expect(result.posts.map((item) => `${item.platform}:${item.variation}`)).toEqual([
      'instagram:viral',
      'instagram:professional',
      'twitter:viral',
      'twitter:professional',
    ]);
    expect(result.posts.map((item) => item.engagement)).toEqual(['high', 'very high', 'medium', 'low']);
    expect(result.posts[0]?.hashtags).toEqual(['Fake', 'Postforge']);
    expect(result.posts[0]?.title).toBe('instagram viral post');
    expect(result.posts[0]?.imagePrompt).toContain('morning yoga');
    expect(lastChat()).toMatchObject({ model: 'gpt-4.1-mini', temperature: 0.4, max_tokens: 8000 });
    expect(logs).toEqual([]);
  });

  it('tells the model the limits, styles, pairs and every source of material', async () => {
    const request = buildWriteRequest({
      platforms: ['twitter', 'linkedin'],
      variations: ['storytelling'],
      webContext: {
        text: 'Yoga classes grew 12% in 2024.',
        sources: [{ title: 'Yoga Journal', url: 'https://yoga.example/stats' }],
      },
      page: buildProductPage(),
      transcript: 'I start every day with ten minutes on the mat.',
    });
    await createProvider().writePosts(request);
    expect(lastChat().model).toBe('gpt-4.1');
    const prompt = userPrompt();
    expect(prompt).toContain('twitter (Twitter/X): at most 280 characters');
    expect(prompt).toContain('linkedin (LinkedIn): at most 3000 characters');
    expect(prompt).toContain('storytelling: A short narrative with a beginning, middle and end');
    expect(prompt).toContain('twitter:storytelling, linkedin:storytelling');
    expect(prompt).toContain('Yoga classes grew 12% in 2024.');
    expect(prompt).toContain('https://yoga.example/stats');
    expect(prompt).toContain('price $29.99');
    expect(prompt).toContain('Keeps drinks cold for 24 hours');
    expect(prompt).toContain('I start every day with ten minutes on the mat.');
    expect(lastChat().messages[0]?.content).toContain('JSON array');
  });

  it('reads an array wrapped in a ```json fence and prose', async () => {
    fake.setBehaviour({ posts: 'fenced' });
    const result = await createProvider().writePosts(
      buildWriteRequest({ platforms: ['facebook'], variations: ['normal'] }),
    );
    expect(result.isFallback).toBe(false);
    expect(result.posts.map((item) => item.content)).toEqual([expect.stringContaining('Something new:')]);
  });

  it('makes the fallback posts when the answer is not a JSON array, and logs it', async () => {
    fake.setBehaviour({ posts: 'non-json' });
    const request = buildWriteRequest({
      platforms: ['instagram', 'linkedin'],
      variations: ['viral', 'engaging'],
    });
    const result = await createProvider().writePosts(request);
    expect(result).toEqual({ posts: buildFallbackPosts(request), isFallback: true });
    expect(logs.map((entry) => entry.message)).toEqual([
      'AI post answer was not a JSON array; using fallback posts',
    ]);
  });

  it('makes the fallback posts when the answer has no text', async () => {
    fake.setBehaviour({ posts: 'empty' });
    const request = buildWriteRequest({ platforms: ['twitter'], variations: [] });
    expect(await createProvider().writePosts(request)).toEqual({
      posts: buildFallbackPosts(request),
      isFallback: true,
    });
  });

  it('keeps valid items, fills missing pairs from the fallback writer and logs the mismatch', async () => {
    fake.setBehaviour({ posts: 'partial' });
    const request = buildWriteRequest({ platforms: ['instagram', 'twitter'], variations: ['viral'] });
    const result = await createProvider().writePosts(request);
    expect(result.isFallback).toBe(false);
    expect(result.posts.map((item) => `${item.platform}:${item.variation}`)).toEqual([
      'instagram:viral',
      'twitter:viral',
    ]);
    expect(result.posts[0]?.content).toContain('Nobody talks about this:');
    expect(result.posts[1]?.content).toBe(buildFallbackPosts(request)[1]?.content);
    expect(result.posts[1]?.strategy.startsWith(missingPairStrategyPrefix)).toBe(true);
    expect(logs).toHaveLength(1);
    expect(logs[0]?.details).toMatchObject({
      expected: 2,
      received: 2,
      valid: 1,
      missingPairs: ['twitter:viral'],
    });
    expect(JSON.stringify(logs)).not.toContain(fake.apiKey);
  });

  it('throws a ProviderError without the key when the provider fails', async () => {
    fake.setBehaviour({ posts: 'error', echoKeyInErrors: true });
    const error: unknown = await createProvider()
      .writePosts(buildWriteRequest({ platforms: ['instagram'], variations: ['viral'] }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(500);
    expect((error as ProviderError).message).not.toContain(fake.apiKey);
  });

  it('times out a post generation that never answers', async () => {
    fake.setBehaviour({ posts: 'hang' });
    await expect(
      createProvider(200).writePosts(buildWriteRequest({ platforms: ['instagram'], variations: ['viral'] })),
    ).rejects.toMatchObject({ name: 'ProviderError', isTimeout: true });
  });

  it('writes an image prompt at temperature 0.8 and 300 tokens, without the quotes', async () => {
    const prompt = await createProvider().writeImagePrompt(post);
    expect(prompt).toBe(
      'A bright, natural photograph illustrating: Ten minutes of yoga before work changes the whole day.',
    );
    expect(lastChat()).toMatchObject({ model: 'gpt-4.1-mini', temperature: 0.8, max_tokens: 300 });
    expect(userPrompt()).toContain('Image aspect ratio: 4:5');
  });

  it('writes a video prompt at temperature 0.8 and 1200 tokens, ending with the 5-second instruction', async () => {
    const prompt = await createProvider().writeVideoPrompt(post, {
      ...defaultVideoConfig,
      format: 'cinematic',
    });
    expect(prompt).toBe(
      `A smooth 5-second tracking shot that shows: Ten minutes of yoga before work changes the whole day.\n\n${videoPromptOptimizationInstruction}`,
    );
    expect(lastChat()).toMatchObject({ temperature: 0.8, max_tokens: 1200 });
    expect(userPrompt()).toContain('Video format: Cinematic');
    expect(userPrompt()).toContain('Aspect ratio: 9:16');
  });

  it('cuts a long video prompt to 2200 characters, keeping the instruction', async () => {
    const longLine = Array.from({ length: 400 }, (_, index) => `word${index}`).join(' ');
    const prompt = await createProvider().writeVideoPrompt(
      { ...post, content: longLine },
      defaultVideoConfig,
    );
    expect(prompt.length).toBeLessThanOrEqual(videoPromptMaxLength);
    expect(prompt.endsWith(videoPromptOptimizationInstruction)).toBe(true);
    expect(prompt.startsWith('A smooth 5-second tracking shot that shows: word0 word1')).toBe(true);
  });

  it('throws when an image prompt call fails', async () => {
    fake.setBehaviour({ chat: 'error' });
    await expect(createProvider().writeImagePrompt(post)).rejects.toBeInstanceOf(ProviderError);
  });
});
