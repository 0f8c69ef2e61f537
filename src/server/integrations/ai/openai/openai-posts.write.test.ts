import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../../tests/fakes/ai-provider.fake';
import { buildWriteRequest } from '../offline/offline-writer.fixtures';
import type { WrittenPost } from '../types';
import { createOpenAiClient, ProviderError, type ProviderLogger } from './openai-http';
import { missingPairStrategyPrefix } from './openai-posts.parse';
import { createOpenAiTextProvider } from './openai-text.provider';

let fake: FakeAiProvider;
const logs: Array<{ details: Record<string, unknown>; message: string }> = [];
const logger: ProviderLogger = { warn: (details, message) => logs.push({ details, message }) };
const request = buildWriteRequest({
  platforms: ['instagram', 'twitter'],
  variations: ['viral', 'professional'],
});

beforeAll(async () => {
  fake = await startFakeAiProvider({ latencyMs: { chat: 100, tokensPerSecond: 400 } });
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

/** Runs writePosts and notes when each post was handed on, in ms from the start. */
async function writeTimed(timeoutMs?: number) {
  const startedAt = performance.now();
  const handed: Array<{ post: WrittenPost; atMs: number; at: number }> = [];
  const result = await createProvider(timeoutMs).writePosts(request, undefined, (post) => {
    const at = performance.now();
    handed.push({ post, atMs: at - startedAt, at });
  });
  return { result, handed, totalMs: performance.now() - startedAt };
}

describe('streamed post generation', () => {
  it('asks for a stream and hands on each post while the answer is still being written', async () => {
    const { result, handed, totalMs } = await writeTimed();
    expect(fake.requests.at(-1)?.body).toMatchObject({ stream: true, max_tokens: 8000 });
    expect(handed.map(({ post }) => `${post.platform}:${post.variation}`)).toEqual([
      'instagram:viral',
      'instagram:professional',
      'twitter:viral',
      'twitter:professional',
    ]);
    // Handed on while the fake was still writing the answer (same process, same clock), well before its end.
    const call = fake.requests.at(-1);
    const streamMs = (call?.answeredAt ?? 0) - (call?.receivedAt ?? 0);
    expect((handed[0]?.at ?? Infinity) - (call?.receivedAt ?? 0)).toBeLessThan(streamMs * 0.6);
    expect(handed[0]?.atMs).toBeLessThan(totalMs);
    expect(result.isFallback).toBe(false);
    expect(result.posts).toEqual(handed.map(({ post }) => post));
    expect(logs).toEqual([]);
  });

  it('skips a chunk that is not JSON and keeps every post', async () => {
    fake.setBehaviour({ posts: 'malformed-chunk' });
    const { result, handed } = await writeTimed();
    expect(handed).toHaveLength(4);
    expect(result.posts.every((post) => !post.strategy.startsWith(missingPairStrategyPrefix))).toBe(true);
    expect(logs[0]?.details).toMatchObject({ malformedChunks: 1 });
  });

  it('keeps the posts that arrived when the server closes the stream half-way, and fills the rest', async () => {
    fake.setBehaviour({ posts: 'cut-off' });
    const { result, handed } = await writeTimed();
    expect(handed.length).toBeGreaterThan(0);
    expect(handed.length).toBeLessThan(4);
    expect(result.isFallback).toBe(false);
    expect(result.posts.slice(0, handed.length)).toEqual(handed.map(({ post }) => post));
    const filled = result.posts.slice(handed.length);
    expect(filled.length).toBe(4 - handed.length);
    expect(filled.every((post) => post.strategy.startsWith(missingPairStrategyPrefix))).toBe(true);
    expect(logs.map((log) => log.message)).toContain(
      'AI post stream failed part-way; keeping the posts that arrived',
    );
  });

  it('times out a stream that pauses longer than the timeout before any post', async () => {
    await fake.close();
    fake = await startFakeAiProvider({ latencyMs: { chat: 0, tokensPerSecond: 2 } });
    try {
      const error: unknown = await writeTimed(300).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ isTimeout: true, status: 0 });
    } finally {
      await fake.close();
      fake = await startFakeAiProvider({ latencyMs: { chat: 100, tokensPerSecond: 400 } });
    }
  });

  it('fails without posts when the server answers an error before streaming', async () => {
    fake.setBehaviour({ posts: 'error' });
    const handed: WrittenPost[] = [];
    await expect(
      createProvider().writePosts(request, undefined, (post) => handed.push(post)),
    ).rejects.toMatchObject({ name: 'ProviderError', status: 500 });
    expect(handed).toEqual([]);
  });

  it('reads a provider that ignores stream: true and answers one JSON completion', async () => {
    const client = createOpenAiClient({
      baseUrl: 'http://provider.invalid/v1',
      apiKey: 'sk-test-0123456789',
      fetch: () => {
        const fields = { title: 'T', hashtags: [], strategy: 'S', engagement: 'high', imagePrompt: 'P' };
        const text = JSON.stringify([
          { platform: 'instagram', variation: 'viral', content: 'One', ...fields },
          { platform: 'twitter', variation: 'viral', content: 'Two', ...fields },
        ]).replace('"content":"Two"', '"content":"Two",,');
        const body = { choices: [{ message: { role: 'assistant', content: text } }] };
        return Promise.resolve(
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
        );
      },
    });
    const provider = createOpenAiTextProvider({ client, model: 'm', searchModel: 'm', logger });
    const handed: WrittenPost[] = [];
    const result = await provider.writePosts(
      buildWriteRequest({ platforms: ['instagram', 'twitter'], variations: ['viral'] }),
      undefined,
      (post) => handed.push(post),
    );
    // The malformed second object is skipped; the first is kept, the missing pair filled.
    expect(handed.map((post) => post.content)).toEqual(['One']);
    expect(result.posts.map((post) => post.platform)).toEqual(['instagram', 'twitter']);
    expect(result.posts[1]?.strategy.startsWith(missingPairStrategyPrefix)).toBe(true);
  });
});
