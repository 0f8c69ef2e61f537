/**
 * The offline writer: one post for every platform x variation pair of a request, written from the prompt,
 * page context, web results and transcript by rules only (no network, no randomness).
 */
import type { PlatformId, VariationId } from '../../../../shared/domain/platforms';
import type { WritePostsRequest, WrittenPost } from '../types';
import { buildWriterBrief } from './offline-writer.brief';
import { createVariantPicker } from './offline-writer.hash';
import { findReading } from './languages/reading-rules';
import { buildHashtags } from './offline-writer.keywords';
import { hashtagCounts, shapeForPlatform } from './offline-writer.platforms';
import { buildImagePrompt } from './offline-writer.prompts';
import { applyInstruction } from './offline-writer.instruction';
import { measurePost, rateEngagement, writeStrategy, type OfflinePostReason } from './offline-writer.scoring';
import { writeVariationDraft } from './offline-writer.variations';
import { isPublishableEnglishTag } from './offline-writer.tags';
import { tidyPunctuation } from './offline-writer.punctuation';
import { hasBriefAsk } from './offline-writer.asks';
import { withoutTrailingHashtags } from '../../../../shared/domain/post-body';

/** The user's own text of a request, which English hashtags must be phrases of. */
function briefSource(request: WritePostsRequest): string {
  const page = request.page;
  return [
    request.prompt,
    request.transcript ?? '',
    page?.product?.name ?? '',
    page?.title ?? '',
    page?.text ?? '',
    ...(page?.keyPoints ?? []),
    ...(page?.product?.features ?? []),
    request.webContext?.text ?? '',
  ].join('\n');
}

const defaultVariations: VariationId[] = ['normal'];

/** A post before its note, with the calls to action it was given (to tell whether one survived). */
interface Written {
  post: WrittenPost;
  callLines: string[];
}

/**
 * Writes the posts of `request` in its language, platform-major (every variation of the first platform,
 * then the next). An empty variation list means 'normal' (the spec's default). `reason` only changes the
 * strategy note. `title` is left undefined: the pipeline applies the spec's default titles.
 */
export function writeOfflinePosts(
  request: WritePostsRequest,
  reason: OfflinePostReason = 'requested',
): WrittenPost[] {
  const brief = buildWriterBrief(request);
  const variations = request.variations.length > 0 ? request.variations : defaultVariations;
  const maxTags = Math.max(...Object.values(hashtagCounts));
  const candidates = buildHashtags(brief.termLists, maxTags * 2, findReading(brief.language));
  const allTags = (
    brief.language === 'en'
      ? candidates.filter((tag) => isPublishableEnglishTag(tag, briefSource(request)))
      : candidates
  ).slice(0, maxTags);
  const terms = (brief.termLists[0] ?? [])
    .map((term) => term.text)
    .filter((term) => term !== brief.subject)
    .slice(0, 3);
  const writeOne = (platform: PlatformId, variation: VariationId, seed: string): Written => {
    const picker = createVariantPicker(seed, platform, variation);
    const draft = writeVariationDraft(variation, brief, picker);
    const fitted = shapeForPlatform(draft, platform, brief, allTags, picker);
    const content = tidyPunctuation(fitted.content, brief.language);
    const post: WrittenPost = {
      platform,
      variation,
      language: brief.language,
      content,
      hashtags: fitted.hashtags,
      strategy: '',
      engagement: 'medium',
      imagePrompt: buildImagePrompt({
        subject: brief.subject,
        terms,
        variation,
        platform,
        productName: brief.productName,
      }),
    };
    return { post, callLines: fitted.callLines };
  };
  // The note and the prediction describe the post as it finally reads (after a regeneration's instruction).
  const describe = (post: WrittenPost, calls: readonly string[]): WrittenPost => {
    // The writer's, the platform's or the link, or the user's own ask ('Book a workshop slot …') as the post
    // says it: that ask is the post's call to action (the writer added none beside it).
    const hasCallToAction =
      calls.some((line) => post.content.includes(tidyPunctuation(line, brief.language))) ||
      hasBriefAsk(withoutTrailingHashtags(post.content, post.hashtags), brief.asks);
    const measure = measurePost({ ...post, hasCallToAction });
    return {
      ...post,
      strategy: writeStrategy(measure, brief.language, reason),
      engagement: rateEngagement(measure),
    };
  };
  const regenerate = request.regenerate;
  return request.platforms.flatMap((platform) =>
    variations.map((variation) => {
      if (!regenerate) {
        const { post, callLines } = writeOne(platform, variation, request.prompt);
        return describe(post, callLines);
      }
      // A regeneration picks other wording than the version it replaces (still deterministic: the seed adds
      // the replaced text, then a counter while the wording comes out the same).
      let written = writeOne(platform, variation, `${request.prompt}\n${regenerate.previous.content}`);
      for (
        let attempt = 1;
        attempt <= 8 && written.post.content === regenerate.previous.content;
        attempt += 1
      )
        written = writeOne(
          platform,
          variation,
          `${request.prompt}\n${regenerate.previous.content}\n${attempt}`,
        );
      const rewritten = applyInstruction(written.post, regenerate.instruction, regenerate.previous, brief);
      return describe(rewritten, written.callLines);
    }),
  );
}

/**
 * Fallback posts for a remote answer that is not a JSON array (or that left pairs out): the offline
 * writer's posts for every platform x variation pair, with a strategy note saying why they stand in. Pure.
 */
export function buildFallbackPosts(
  request: WritePostsRequest,
  reason: Exclude<OfflinePostReason, 'requested'> = 'unusable-answer',
): WrittenPost[] {
  return writeOfflinePosts(request, reason);
}
