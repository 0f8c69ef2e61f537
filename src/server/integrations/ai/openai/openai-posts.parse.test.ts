import { describe, expect, it } from 'vitest';
import { buildFallbackPosts } from '../offline/offline-text.provider';
import { buildWriteRequest } from '../offline/offline-writer.fixtures';
import type { ProviderLogger } from './openai-http';
import {
  coerceEngagement,
  extractJsonArray,
  missingPairStrategyPrefix,
  readPostsAnswer,
} from './openai-posts.parse';

const item = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  platform: 'instagram',
  variation: 'viral',
  title: 'Title',
  content: 'A post',
  hashtags: ['#One', 'Two'],
  strategy: 'Why it works.',
  engagement: 'high',
  imagePrompt: 'A photo',
  ...overrides,
});

describe('extractJsonArray', () => {
  it('reads a bare array', () => {
    expect(extractJsonArray('[{"a":1}]')).toEqual([{ a: 1 }]);
  });

  it('reads the array inside a ```json fence with prose around it', () => {
    expect(extractJsonArray('Sure!\n```json\n[{"a":"[x]"}]\n```\nEnjoy [1]')).toEqual([{ a: '[x]' }]);
  });

  it('finds the outermost array in prose', () => {
    expect(extractJsonArray('Here you go: [{"a":[1,2]},{"b":"]"}] done')).toEqual([
      { a: [1, 2] },
      { b: ']' },
    ]);
  });

  it('finds a balanced array when later brackets break the outer span', () => {
    expect(extractJsonArray('Posts: [{"a":1}] and see note [2')).toEqual([{ a: 1 }]);
  });

  it.each(['', 'Sorry, no JSON today.', '{"posts": "none"}', '[not json', '```json\n{"a":1}\n```'])(
    'finds no array in %j',
    (text) => {
      expect(extractJsonArray(text)).toBeUndefined();
    },
  );
});

describe('coerceEngagement', () => {
  it.each([
    ['Very High', 'very high'],
    ['very_high', 'very high'],
    ['HIGH', 'high'],
    ['Medium', 'medium'],
    ['moderate', 'medium'],
    ['Low', 'low'],
    [0.9, 'very high'],
    [7, 'high'],
    [50, 'medium'],
    [12, 'low'],
    [undefined, 'medium'],
    [{}, 'medium'],
  ])('%j reads as %s', (value, expected) => {
    expect(coerceEngagement(value)).toBe(expected);
  });
});

describe('readPostsAnswer', () => {
  const request = buildWriteRequest({
    platforms: ['instagram', 'twitter'],
    variations: ['viral', 'engaging'],
  });

  it('orders posts by requested pair, keeps unrequested ones last and normalises fields', () => {
    const answer = JSON.stringify([
      item({ platform: 'Twitter/X', variation: 'Engaging', engagement: 'Very High' }),
      item({ platform: 'X', variation: 'viral', hashtags: '#a, #b c' }),
      item({ platform: 'Instagram', variation: 'engaging', title: '  ' }),
      item(),
      item({ platform: 'linkedin', variation: 'viral' }),
    ]);
    const warnings: unknown[] = [];
    const logger: ProviderLogger = { warn: (details) => warnings.push(details) };
    const result = readPostsAnswer(answer, request, logger);
    expect(result.isFallback).toBe(false);
    expect(result.posts.map((post) => `${post.platform}:${post.variation}`)).toEqual([
      'instagram:viral',
      'instagram:engaging',
      'twitter:viral',
      'twitter:engaging',
      'linkedin:viral',
    ]);
    expect(result.posts[0]).toEqual({
      platform: 'instagram',
      variation: 'viral',
      title: 'Title',
      content: 'A post',
      hashtags: ['One', 'Two'],
      strategy: 'Why it works.',
      engagement: 'high',
      imagePrompt: 'A photo',
    });
    expect(result.posts[1]?.title).toBeUndefined();
    expect(result.posts[2]?.hashtags).toEqual(['a', 'b', 'c']);
    expect(result.posts[3]?.engagement).toBe('very high');
    expect(warnings).toEqual([
      { expected: 4, received: 5, valid: 5, missingPairs: [], unrequestedPairs: ['linkedin:viral'] },
    ]);
  });

  it('drops invalid items and fills their pairs from the fallback writer', () => {
    const answer = JSON.stringify([
      item(),
      item({ platform: 'instagram', variation: 'engaging', content: '   ' }),
      item({ platform: 'myspace', variation: 'viral' }),
      item({ platform: 'twitter', variation: 'funny' }),
      'not an object',
    ]);
    const result = readPostsAnswer(answer, request);
    const fallbacks = buildFallbackPosts(request);
    expect(result.isFallback).toBe(false);
    expect(result.posts).toHaveLength(4);
    expect(result.posts[0]?.content).toBe('A post');
    for (const index of [1, 2, 3]) {
      expect(result.posts[index]?.content).toBe(fallbacks[index]?.content);
      expect(result.posts[index]?.strategy.startsWith(missingPairStrategyPrefix)).toBe(true);
    }
  });

  it('marks the result as fallback when no item is valid', () => {
    const result = readPostsAnswer('[]', request);
    expect(result.isFallback).toBe(true);
    expect(result.posts.map((post) => post.content)).toEqual(
      buildFallbackPosts(request).map((post) => post.content),
    );
  });

  it('gives an item without a variation the only requested one', () => {
    const single = buildWriteRequest({ platforms: ['linkedin'], variations: [] });
    const result = readPostsAnswer(
      JSON.stringify([item({ platform: 'linkedin', variation: undefined })]),
      single,
    );
    expect(result.posts.map((post) => `${post.platform}:${post.variation}`)).toEqual(['linkedin:normal']);
    expect(result.posts[0]?.content).toBe('A post');
  });
});
