/**
 * Reading the post-generation answer (spec 1 §5): it must be a JSON array, otherwise the spec's fallback
 * posts are made; the count and combinations are only checked and logged. Beyond the spec, for a usable
 * review screen, a requested platform x variation pair the answer left out (or answered only with invalid
 * items) is filled with the offline writer's fallback post for that pair, whose strategy says so.
 */
import { z } from 'zod';
import {
  platformIds,
  variationIds,
  type PlatformId,
  type VariationId,
} from '../../../../shared/domain/platforms';
import { buildFallbackPosts } from '../offline/offline-text.provider';
import { missingPairStrategyPrefix } from '../offline/offline-writer.scoring';
import type { WritePostsRequest, WritePostsResult, WrittenPost } from '../types';
import type { ProviderLogger } from './openai-http';
import { requestedPairs } from './openai-posts.prompt';

/** Strategy prefix (English) of a post filled in for a pair the answer left out. */
export { missingPairStrategyPrefix };

/** Tries JSON.parse; undefined instead of a throw. */
function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The end index (exclusive) of the bracketed value opening at `start`, honouring JSON strings; -1 if open. */
function findClosingBracket(text: string, start: number): number {
  let depth = 0;
  let isInString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (isInString) {
      if (char === '\\') index += 1;
      else if (char === '"') isInString = false;
    } else if (char === '"') isInString = true;
    else if (char === '[' || char === '{') depth += 1;
    else if (char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

/**
 * The JSON array in a model's answer: the whole text, the inside of a ```json fence, the outermost
 * '[' ... ']' span, or else the first balanced array that parses. Undefined when there is none.
 */
export function extractJsonArray(answer: string): unknown[] | undefined {
  const candidates = [answer.trim()];
  const fenced = /```(?:json|JSON)?\s*([\s\S]*?)```/u.exec(answer);
  if (fenced?.[1] !== undefined) candidates.push(fenced[1].trim());
  for (const candidate of candidates) {
    const parsed = tryParse(candidate);
    if (Array.isArray(parsed)) return parsed as unknown[];
    const first = candidate.indexOf('[');
    const last = candidate.lastIndexOf(']');
    if (first >= 0 && last > first) {
      const outer = tryParse(candidate.slice(first, last + 1));
      if (Array.isArray(outer)) return outer as unknown[];
    }
    for (let start = candidate.indexOf('['); start >= 0; start = candidate.indexOf('[', start + 1)) {
      const end = findClosingBracket(candidate, start);
      if (end < 0) break;
      const inner = tryParse(candidate.slice(start, end));
      if (Array.isArray(inner)) return inner as unknown[];
    }
  }
  return undefined;
}

const platformAliases: Record<string, PlatformId> = {
  x: 'twitter',
  twitterx: 'twitter',
  xtwitter: 'twitter',
};

function toPlatformId(value: string): string {
  const letters = value.toLowerCase().replace(/[^a-z]/gu, '');
  return platformAliases[letters] ?? letters;
}

/** An engagement level from the words or numbers models use; unknown values read as medium. */
export function coerceEngagement(value: unknown): WrittenPost['engagement'] {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const percent = value <= 1 ? value * 100 : value <= 10 ? value * 10 : value;
    if (percent >= 85) return 'very high';
    if (percent >= 65) return 'high';
    if (percent >= 40) return 'medium';
    return 'low';
  }
  const words =
    typeof value === 'string'
      ? value
          .toLowerCase()
          .replace(/[^a-z]+/gu, ' ')
          .trim()
      : '';
  if (/^(very high|extremely high|viral)$/u.test(words)) return 'very high';
  if (/^(high|strong)$/u.test(words)) return 'high';
  if (/^(low|weak|very low)$/u.test(words)) return 'low';
  return 'medium';
}

/** Hashtags without '#' or spaces, once each, from an array of strings or one string of tags. */
function normalizeHashtags(value: unknown): string[] {
  const raw = Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string')
    : typeof value === 'string'
      ? value.split(/[\s,]+/u)
      : [];
  const tags = raw
    .map((tag) => tag.trim().replace(/^#+/u, '').replace(/\s+/gu, ''))
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

const optionalText = z
  .unknown()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined));

/** One answer item; platform and variation are matched case-insensitively ('Twitter/X' and 'X' are twitter). */
const postItemSchema = z.object({
  platform: z.string().transform(toPlatformId).pipe(z.enum(platformIds)),
  variation: z
    .string()
    .optional()
    .transform((value) => (value === undefined ? undefined : value.toLowerCase().trim()))
    .pipe(z.enum(variationIds).optional()),
  title: optionalText,
  content: z.string().trim().min(1),
  hashtags: z.unknown().transform(normalizeHashtags),
  strategy: optionalText,
  engagement: z.unknown().transform(coerceEngagement),
  imagePrompt: optionalText,
});

/** The key of a platform x variation pair, e.g. 'instagram:viral'. */
export function pairKey(platform: PlatformId, variation: VariationId): string {
  return `${platform}:${variation}`;
}

/** A valid item as a WrittenPost; an item without a variation takes the only requested one, if just one. */
export function toWrittenPost(
  item: unknown,
  soleVariation: VariationId | undefined,
): WrittenPost | undefined {
  const parsed = postItemSchema.safeParse(item);
  if (!parsed.success) return undefined;
  const variation = parsed.data.variation ?? soleVariation;
  if (variation === undefined) return undefined;
  const post: WrittenPost = {
    platform: parsed.data.platform,
    variation,
    content: parsed.data.content,
    hashtags: parsed.data.hashtags,
    strategy: parsed.data.strategy ?? '',
    engagement: parsed.data.engagement,
  };
  if (parsed.data.title !== undefined) post.title = parsed.data.title;
  if (parsed.data.imagePrompt !== undefined) post.imagePrompt = parsed.data.imagePrompt;
  return post;
}

/**
 * Turns the model's answer into the writer result. Not a JSON array: the fallback posts for every pair,
 * isFallback true. Otherwise the valid items grouped by requested pair (platform-major, answer order within
 * a pair), then valid items for pairs not requested, with missing pairs filled from the fallback writer;
 * isFallback is true only when no item was valid. Mismatches are logged, never thrown.
 */
export function readPostsAnswer(
  answer: string,
  request: WritePostsRequest,
  logger?: ProviderLogger,
): WritePostsResult {
  const items = extractJsonArray(answer);
  if (items === undefined) {
    logger?.warn(
      { answerLength: answer.length },
      'AI post answer was not a JSON array; using fallback posts',
    );
    return { posts: buildFallbackPosts(request), isFallback: true };
  }
  const pairs = requestedPairs(request);
  const soleVariation =
    new Set(pairs.map((pair) => pair.variation)).size === 1 ? pairs[0]?.variation : undefined;
  const valid = items
    .map((item) => toWrittenPost(item, soleVariation))
    .filter((post): post is WrittenPost => post !== undefined);
  const byPair = new Map<string, WrittenPost[]>();
  for (const post of valid) {
    const key = pairKey(post.platform, post.variation);
    byPair.set(key, [...(byPair.get(key) ?? []), post]);
  }
  const requestedKeys = new Set(pairs.map((pair) => pairKey(pair.platform, pair.variation)));
  const fallbacks = new Map(
    buildFallbackPosts(request, 'missing-pair').map(
      (post) => [pairKey(post.platform, post.variation), post] as const,
    ),
  );
  const posts: WrittenPost[] = [];
  const missingPairs: string[] = [];
  for (const pair of pairs) {
    const key = pairKey(pair.platform, pair.variation);
    const answered = byPair.get(key);
    if (answered) posts.push(...answered);
    else {
      missingPairs.push(key);
      const fallback = fallbacks.get(key);
      if (fallback) posts.push(fallback);
    }
  }
  const extras = valid.filter((post) => !requestedKeys.has(pairKey(post.platform, post.variation)));
  posts.push(...extras);
  if (valid.length !== pairs.length || missingPairs.length > 0 || extras.length > 0) {
    logger?.warn(
      {
        expected: pairs.length,
        received: items.length,
        valid: valid.length,
        missingPairs,
        unrequestedPairs: extras.map((post) => pairKey(post.platform, post.variation)),
      },
      'AI post answer did not match the requested platform x variation pairs',
    );
  }
  return { posts, isFallback: valid.length === 0 };
}
