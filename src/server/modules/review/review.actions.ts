/**
 * The review's AI actions on one post: regenerate its text (spec 1 §7: the run's prompt, its platform only,
 * creativity 75, web search on, one variation, plus the user's optional instruction), regenerate its image
 * (on failure the prompt is still saved and the previous image kept, marked as a fallback), and shorten it to
 * its platform's limit. Each change goes through `updatePost`, so the previous state is kept as a version.
 */
import { createRunSchema } from '../../../shared/contracts/generation';
import { cutToFitAtSentence, fitsPlatform } from '../../../shared/domain/counting';
import { platforms, type GenerationPlatformId } from '../../../shared/domain/platforms';
import type {
  BrandPalette,
  ImageProvider,
  TextProvider,
  WebSource,
  WrittenPost,
} from '../../integrations/ai/types';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import { brandMediaOf, type BrandStyle } from '../brand-packs/brand-style';
import type { MediaService } from '../media/media.service';
import { generateAiImage, storeFallbackCard, type MediaContext } from '../generation/generation.media';
import { languageOfRun } from '../generation/generation.language';
import type { GenerationStore, PostRow } from '../generation/generation.store';
import { toPageContext } from '../scraping/scraping.context';
import { postNotFoundMessage, type ReviewService } from './review.service';

/** The spec's settings of a one-post regeneration. */
export const regenerationSettings = { creativity: 75, useWebSearch: true } as const;

/** Messages of failed actions (the provider's detail stays in the server log). */
export const reviewMessages = {
  regenerateFailed: 'Failed to regenerate the post. Please try again.',
  shortenFailed: 'Failed to shorten the post. Please try again.',
} as const;

const engagementOf = (value: string): WrittenPost['engagement'] =>
  value === 'very high' || value === 'high' || value === 'low' ? value : 'medium';

/** Creates the review's AI actions. */
export function createReviewActions(deps: {
  review: ReviewService;
  store: GenerationStore;
  text: TextProvider;
  image: ImageProvider;
  offlineImage: ImageProvider;
  media: MediaService;
  palette: BrandPalette;
  /** The workspace's active brand pack: its palette and logo replace `palette` on offline cards. */
  brandStyleOf?(workspaceId: string): Promise<BrandStyle | undefined>;
  isTrustedProviderUrl(url: string): boolean;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}) {
  const { review, store, text } = deps;

  async function loadPost(auth: AuthContext, postId: string) {
    const post = await store.findPost(auth.workspaceId, postId);
    const run = post && (await store.findRun(auth.workspaceId, post.runId));
    if (!post || !run) throw new AppError('not_found', postNotFoundMessage);
    return { post, run, input: createRunSchema.parse(run.input) };
  }

  const writtenOf = (post: PostRow): WrittenPost => ({
    platform: post.platform as GenerationPlatformId,
    variation: post.variation as WrittenPost['variation'],
    content: post.content,
    hashtags: post.hashtags,
    strategy: post.strategy,
    engagement: engagementOf(post.engagement),
    ...(post.imagePrompt ? { imagePrompt: post.imagePrompt } : {}),
  });

  return {
    /** Writes the post again; a provider failure is a 502 with the spec-style message (the post unchanged). */
    async regeneratePost(auth: AuthContext, postId: string, instruction?: string): Promise<PostRow> {
      const { post, run, input } = await loadPost(auth, postId);
      const language = languageOfRun(run);
      let webContext: { text: string; sources: WebSource[] } | undefined;
      if (regenerationSettings.useWebSearch && text.kind === 'remote') {
        try {
          webContext = await text.searchWeb(run.prompt);
        } catch (error) {
          deps.log.warn({ err: error, postId }, 'web search failed; regenerating from the prompt');
        }
      }
      let written: WrittenPost | undefined;
      try {
        const result = await text.writePosts({
          prompt: run.prompt,
          language,
          platforms: [post.platform as GenerationPlatformId],
          variations: [post.variation as WrittenPost['variation']],
          creativity: regenerationSettings.creativity,
          ...(webContext ? { webContext } : {}),
          ...(input.scrapedPage ? { page: toPageContext(input.scrapedPage) } : {}),
          ...(input.transcript ? { transcript: input.transcript } : {}),
          mediaType: post.mediaType,
          regenerate: {
            previous: { content: post.content, hashtags: post.hashtags },
            ...(instruction ? { instruction } : {}),
          },
        });
        // A fallback answer (not a JSON array) is no regeneration: the user keeps their post.
        if (!result.isFallback) written = result.posts.find((item) => item.platform === post.platform);
      } catch (error) {
        deps.log.error({ err: error, postId }, 'post regeneration failed');
      }
      if (!written || written.content.trim() === '')
        throw new AppError('upstream_failed', reviewMessages.regenerateFailed);
      return review.updatePost(
        auth.workspaceId,
        postId,
        {
          content: written.content,
          hashtags: written.hashtags,
          strategy: written.strategy,
          engagement: written.engagement,
          imagePrompt: written.imagePrompt ?? post.imagePrompt,
          webSearchSources: webContext?.sources ?? post.webSearchSources,
          isFallback: false,
          isOffline: text.kind === 'offline',
          otherLanguage: null,
        },
        'regenerate',
        auth.userId,
      );
    },

    /**
     * A new image from `prompt` (trimmed, non-empty: the contract checks). On a provider failure the prompt
     * is still saved and the previous image kept with the fallback label; a post without an image gets the
     * offline card (the spec's per-platform fallback image).
     */
    async regenerateImage(
      auth: AuthContext,
      postId: string,
      prompt: string,
    ): Promise<{ post: PostRow; imageFailed: boolean }> {
      const { post, input } = await loadPost(auth, postId);
      const brand = await deps.brandStyleOf?.(auth.workspaceId);
      const context: MediaContext = {
        workspaceId: auth.workspaceId,
        userId: auth.userId,
        input,
        text,
        image: deps.image,
        offlineImage: deps.offlineImage,
        media: deps.media,
        ...brandMediaOf(brand, deps.palette),
        isTrustedProviderUrl: (url) => deps.isTrustedProviderUrl(url),
        log: (message, error) => deps.log.warn({ err: error, postId }, message),
      };
      const written = writtenOf(post);
      try {
        const asset = await generateAiImage(context, written, prompt);
        const changed = await review.updatePost(
          auth.workspaceId,
          postId,
          { imageAssetId: asset.id, imagePrompt: prompt, imageStatus: 'ready', isUploadedImage: false },
          'image',
          auth.userId,
        );
        return { post: changed, imageFailed: false };
      } catch (error) {
        deps.log.warn({ err: error, postId }, 'image regeneration failed; keeping the previous image');
      }
      const fallback = post.imageAssetId
        ? { imageAssetId: post.imageAssetId }
        : { imageAssetId: (await storeFallbackCard(context, written, prompt)).id };
      const changed = await review.updatePost(
        auth.workspaceId,
        postId,
        { ...fallback, imagePrompt: prompt, imageStatus: 'fallback' },
        'image',
        auth.userId,
      );
      return { post: changed, imageFailed: true };
    },

    /**
     * The post's text within its platform's limit: the text provider shortens it (offline: a cut at a sentence
     * boundary); an answer still over the limit is cut at a sentence boundary too. A text that fits is kept.
     */
    async shortenPost(auth: AuthContext, postId: string): Promise<PostRow> {
      const { post, run } = await loadPost(auth, postId);
      const platform = post.platform as GenerationPlatformId;
      if (fitsPlatform(post.content, platform)) return post;
      let shortened: string;
      try {
        shortened = await text.shortenPost({
          content: post.content,
          platform,
          limit: platforms[platform].characterLimit,
          language: languageOfRun(run),
        });
      } catch (error) {
        deps.log.error({ err: error, postId }, 'shortening failed');
        throw new AppError('upstream_failed', reviewMessages.shortenFailed);
      }
      const content = cutToFitAtSentence(shortened.trim() === '' ? post.content : shortened, platform);
      // Hashtags the shortened text dropped are no longer the post's.
      const hashtags = post.hashtags.filter(
        (tag) => !post.content.includes(`#${tag}`) || content.includes(`#${tag}`),
      );
      return review.updatePost(auth.workspaceId, postId, { content, hashtags }, 'edit', auth.userId);
    },
  };
}

/** The review's AI actions. */
export type ReviewActions = ReturnType<typeof createReviewActions>;
