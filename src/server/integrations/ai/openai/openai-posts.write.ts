/**
 * Post generation as a stream (spec call 2 with `stream: true`): every post is handed on as soon as its JSON
 * object is complete, then the whole answer is read with the same rules as an answer that came in one piece.
 */
import type { WritePostsRequest, WritePostsResult, WrittenPost } from '../types';
import { streamChatText, type ChatRequest } from './openai-chat';
import type { OpenAiClient, ProviderLogger } from './openai-http';
import { pairKey, readPostsAnswer, toWrittenPost } from './openai-posts.parse';
import { requestedPairs } from './openai-posts.prompt';
import { createJsonArrayItemExtractor } from './openai-posts.stream';

/** What a streamed writer call needs besides its request. */
export interface StreamPostsOptions {
  signal?: AbortSignal;
  /** Called once per requested pair with its first valid post, while the answer is still streaming. */
  onPost?: (post: WrittenPost) => void;
  logger?: ProviderLogger;
}

/**
 * Streams the writer call. The result lists every post handed to `onPost` first for its pair, plus the
 * fallback posts of the pairs the answer left out. An object that does not parse is skipped. When the stream
 * fails after some posts arrived (cut off, timed out), those posts are kept and the missing pairs filled;
 * when it fails before any, the error is thrown.
 */
export async function streamPostsAnswer(
  client: OpenAiClient,
  body: ChatRequest,
  request: WritePostsRequest,
  options: StreamPostsOptions = {},
): Promise<WritePostsResult> {
  const { signal, onPost, logger } = options;
  const pairs = requestedPairs(request);
  const requested = new Set(pairs.map((pair) => pairKey(pair.platform, pair.variation)));
  const soleVariation =
    new Set(pairs.map((pair) => pair.variation)).size === 1 ? pairs[0]?.variation : undefined;
  const handed = new Set<string>();
  const items: unknown[] = [];
  const extractor = createJsonArrayItemExtractor((item) => {
    items.push(item);
    const post = toWrittenPost(item, soleVariation);
    if (!post) return;
    const key = pairKey(post.platform, post.variation);
    if (!requested.has(key) || handed.has(key)) return;
    handed.add(key);
    onPost?.(post);
  });
  let text: string;
  try {
    const answer = await streamChatText(client, body, (piece) => extractor.push(piece), signal);
    text = answer.text;
    if (answer.malformedChunks > 0 || extractor.malformedCount > 0) {
      logger?.warn(
        { malformedChunks: answer.malformedChunks, malformedPosts: extractor.malformedCount },
        'AI post stream had unreadable pieces; they were skipped',
      );
    }
  } catch (error) {
    if (signal?.aborted || items.length === 0) throw error;
    logger?.warn(
      { err: error, received: items.length },
      'AI post stream failed part-way; keeping the posts that arrived',
    );
    return readPostsAnswer(JSON.stringify(items), request, logger);
  }
  // The items already read are the answer's array; the whole text is read only when none came (the fallback).
  return readPostsAnswer(items.length > 0 ? JSON.stringify(items) : text, request, logger);
}
