import type { GeneratedPost } from '../../../shared/contracts/generation';
import {
  platformImageAspectRatios,
  platforms,
  type GenerationPlatformId,
} from '../../../shared/domain/platforms';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import type { BrandPalette, ImageProvider } from '../../integrations/ai/types';
import { headlineOf } from '../generation/generation.media';
import { presentPost } from '../generation/generation.presenter';
import type { GenerationStore } from '../generation/generation.store';
import { brandMediaOf, type BrandStyle } from '../brand-packs/brand-style';
import type { MediaService } from '../media/media.service';
import type { ReviewService } from '../review/review.service';

/** The refusal of an empty prompt (spec 1 §5: non-empty after trimming). */
export const emptyPromptMessage = 'Please enter a prompt';
/** The answer when the image provider fails; the post keeps its media. */
export const imageFailedMessage = 'The image could not be generated. Please try again.';
const postNotFound = () => new AppError('not_found', 'This post does not exist.');

interface Dependencies {
  posts: Pick<GenerationStore, 'findPost' | 'updatePost'>;
  media: MediaService;
  review: Pick<ReviewService, 'updatePost'>;
  image: ImageProvider;
  palette: BrandPalette;
  /** The workspace's active brand pack: its palette and logo replace `palette` on offline cards. */
  brandStyleOf?(workspaceId: string): Promise<BrandStyle | undefined>;
  isTrustedProviderUrl(url: string): boolean;
  log: { warn(details: object, message: string): void };
}

/** The media modal's changes of a post: choose a library asset, generate a new image, mark exported. */
export function createPostMediaService(deps: Dependencies) {
  async function findPost(auth: AuthContext, postId: string) {
    const post = await deps.posts.findPost(auth.workspaceId, postId);
    if (!post) throw postNotFound();
    return post;
  }

  return {
    /** Makes a library image or video of the caller's workspace the post's media; the change is a version. */
    async chooseMedia(auth: AuthContext, postId: string, assetId: string): Promise<GeneratedPost> {
      await findPost(auth, postId);
      const asset = await deps.media.find(auth.workspaceId, assetId);
      if (!asset || (asset.type !== 'image' && asset.type !== 'video')) {
        throw new AppError('not_found', 'This file does not exist.');
      }
      const patch =
        asset.type === 'image'
          ? { imageAssetId: asset.id, imageStatus: 'ready' as const, mediaType: 'image' as const }
          : { videoAssetId: asset.id, videoStatus: 'ready' as const, mediaType: 'video' as const };
      return presentPost(await deps.review.updatePost(auth.workspaceId, postId, patch, 'media', auth.userId));
    },

    /**
     * A new image from `prompt` by the image provider, stored in the library (through the one validator) and
     * made the post's image with the prompt. A provider failure changes nothing and says so.
     */
    async generateImage(auth: AuthContext, postId: string, rawPrompt: string): Promise<GeneratedPost> {
      const prompt = rawPrompt.trim();
      if (!prompt) throw new AppError('bad_request', emptyPromptMessage, { prompt: emptyPromptMessage });
      const post = await findPost(auth, postId);
      const platform = post.platform as GenerationPlatformId;
      const platformName = platforms[platform]?.name ?? post.platform;
      // The spec's defaults for AI images (spec 2 §9), as the generator's own images have them.
      const details = {
        workspaceId: auth.workspaceId,
        createdBy: auth.userId,
        source: 'ai-generated' as const,
        title: `AI image: ${prompt.slice(0, 60)}`,
        description: `AI generated image for ${platformName}: ${prompt.slice(0, 100)}`,
        tags: ['ai-generated', platform.toLowerCase(), 'auto-generated'],
      };
      let assetId: string;
      const brand = await deps.brandStyleOf?.(auth.workspaceId);
      try {
        const image = await deps.image.generateImage({
          prompt,
          platform,
          aspectRatio: platformImageAspectRatios[platform] ?? '1:1',
          headline: headlineOf(post),
          ...brandMediaOf(brand, deps.palette),
        });
        const asset =
          image.kind === 'bytes'
            ? await deps.media.storeBytes(image.data, details, ['image'])
            : await deps.media.storeFromUrl(image.url, details, {
                allow: ['image'],
                maxBytes: 20 * 1024 * 1024,
                isTrustedOrigin: deps.isTrustedProviderUrl(image.url),
              });
        assetId = asset.id;
      } catch (error) {
        deps.log.warn({ err: error, postId }, 'media modal image generation failed');
        throw new AppError('upstream_failed', imageFailedMessage);
      }
      const row = await deps.review.updatePost(
        auth.workspaceId,
        postId,
        { imageAssetId: assetId, imagePrompt: prompt, imageStatus: 'ready', mediaType: 'image' },
        'media',
        auth.userId,
      );
      return presentPost(row);
    },

    /** Marks the post exported (its text was copied); not a content change, so no version. */
    async markExported(auth: AuthContext, postId: string): Promise<GeneratedPost> {
      await findPost(auth, postId);
      const row = await deps.posts.updatePost(auth.workspaceId, postId, { exportedAt: new Date() });
      if (!row) throw postNotFound();
      return presentPost(row);
    },
  };
}

/** The post media service. */
export type PostMediaService = ReturnType<typeof createPostMediaService>;
