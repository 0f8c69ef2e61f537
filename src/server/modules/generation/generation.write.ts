/**
 * The writer step of a run with posts stored as they stream: each requested pair's post is stored (and handed
 * to `onStored`, which starts its media) as soon as the writer hands it on. A streamed post in another
 * language is held back; after the call, the held posts are asked for once more, insisting on the language,
 * and each pair keeps the retry's post when that one is in the run's language. Pairs the stream did not
 * deliver (an offline writer, a fallback, a cut-off stream) are stored together at the end.
 */
import type { ContentLanguage } from '../../../shared/domain/content-languages';
import type { WritePostsRequest, WritePostsResult, WrittenPost } from '../../integrations/ai/types';
import { findOtherLanguages } from './generation.language';
import type { PipelineDependencies } from './generation.pipeline';
import type { PostRow } from './generation.store';

/** The key of a platform x variation pair. */
export function pairOf(post: Pick<WrittenPost, 'platform' | 'variation'>): string {
  return `${post.platform}:${post.variation}`;
}

/** A post ready to be stored: the writer's post, the language it strayed into, whether it is a fallback. */
export interface PostToStore {
  post: WrittenPost;
  otherLanguage: ContentLanguage | null;
  isFallback: boolean;
}

/** What the streamed writer step needs from its run. */
export interface StreamedWriteOptions {
  runId: string;
  language: ContentLanguage;
  request: WritePostsRequest;
  /** Pairs already stored (a run resumed while it was writing): not stored again. */
  storedPairs: Set<string>;
  /** Stores posts (one while streaming, the rest at the end with `isLast`) and returns their rows. */
  store: (posts: PostToStore[], isLast: boolean) => Promise<PostRow[]>;
}

/**
 * Runs the writer call, storing each post as it arrives, then the rest. Returns the writer's result as it
 * answered (the stored posts may differ where the language retry replaced a stray post).
 */
export async function writeAndStorePosts(
  deps: Pick<PipelineDependencies, 'text' | 'log'>,
  options: StreamedWriteOptions,
): Promise<{ result: WritePostsResult }> {
  const { runId, language, request, storedPairs } = options;
  const store = (posts: PostToStore[], isLast: boolean) => options.store(posts, isLast);
  const held = new Map<string, { post: WrittenPost; otherLanguage: ContentLanguage }>();
  let storing: Promise<unknown> = Promise.resolve();
  let storeError: Error | undefined;
  // Only requested pairs are stored, whether they arrive streamed or in the final answer.
  const requested = new Set(
    request.platforms.flatMap((platform) =>
      request.variations.map((variation) => pairOf({ platform, variation })),
    ),
  );

  const storeStreamed = async (post: WrittenPost) => {
    if (!requested.has(pairOf(post))) return;
    const [otherLanguage] = await findOtherLanguages([post], language);
    if (otherLanguage !== undefined) {
      held.set(pairOf(post), { post, otherLanguage });
      return;
    }
    if (storedPairs.has(pairOf(post))) return;
    storedPairs.add(pairOf(post));
    await store([{ post, otherLanguage: null, isFallback: false }], false);
  };
  const onPost = (post: WrittenPost) => {
    storing = storing
      .then(() => storeStreamed(post))
      .catch((error: unknown) => {
        storeError ??= error instanceof Error ? error : new Error(String(error));
      });
  };

  const result = await deps.text.writePosts(request, undefined, onPost);
  await storing;
  if (storeError !== undefined) throw storeError;

  const others = await findOtherLanguages(result.posts, language);
  const strays = new Map<string, ContentLanguage>();
  result.posts.forEach((post, index) => {
    const other = others[index];
    if (other !== undefined && !strays.has(pairOf(post))) strays.set(pairOf(post), other);
  });
  for (const [pair, { otherLanguage }] of held) strays.set(pair, otherLanguage);
  const replacements = new Map<string, WrittenPost>();
  const unstoredStrays = [...strays.keys()].filter((pair) => !storedPairs.has(pair));
  if (unstoredStrays.length > 0 && !result.isFallback && deps.text.kind !== 'offline') {
    deps.log.warn(
      { runId, strays: unstoredStrays.length },
      'posts came back in another language; asking once more',
    );
    try {
      const retry = await deps.text.writePosts({ ...request, isLanguageRetry: true });
      const retryOthers = retry.isFallback ? [] : await findOtherLanguages(retry.posts, language);
      retry.posts.forEach((post, index) => {
        const pair = pairOf(post);
        if (retry.isFallback || retryOthers[index] !== undefined || replacements.has(pair)) return;
        if (strays.has(pair)) replacements.set(pair, post);
      });
    } catch (error) {
      deps.log.warn({ err: error, runId }, 'the language retry failed; keeping the first answer');
    }
  }

  // One post per requested pair, in the answer's order; unrequested pairs and second answers are dropped.
  const rest: PostToStore[] = [];
  const seen = new Set(storedPairs);
  for (const post of result.posts) {
    const pair = pairOf(post);
    if (seen.has(pair) || !requested.has(pair)) continue;
    seen.add(pair);
    const replacement = replacements.get(pair);
    const heldPost = held.get(pair)?.post;
    const otherLanguage = replacement ? null : (strays.get(pair) ?? null);
    rest.push({
      post: replacement ?? heldPost ?? post,
      otherLanguage,
      isFallback: result.isFallback,
    });
  }
  await store(rest, true);
  return { result };
}
