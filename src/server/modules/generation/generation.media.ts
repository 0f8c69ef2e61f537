import type { z } from 'zod';
import type { createRunSchema } from '../../../shared/contracts/generation';
import {
  platformImageAspectRatios,
  platforms,
  type GenerationPlatformId,
} from '../../../shared/domain/platforms';
import { cutVideoPrompt } from '../../../shared/domain/video';
import type { BrandPalette, ImageProvider, TextProvider, WrittenPost } from '../../integrations/ai/types';
import { userText, type UserText } from '../../i18n/user-text';
import type { MediaService } from '../media/media.service';
import type { AssetRow } from '../media/media.store';
import type { PostChanges } from './generation.store';

/** A parsed run input. */
export type RunInput = z.output<typeof createRunSchema>;

/** Where a run's media comes from (spec: recorded video, uploads, scraped images, AI video, AI images, fallback). */
export type MediaPlan =
  | { kind: 'recorded'; asset: AssetRow }
  | { kind: 'uploads'; assets: AssetRow[] }
  | { kind: 'scraped'; assets: AssetRow[] }
  | { kind: 'ai-video' }
  | { kind: 'ai-images' }
  | { kind: 'fallback' };

/** Everything the media step needs. */
export interface MediaContext {
  workspaceId: string;
  userId: string | null;
  input: RunInput;
  text: TextProvider;
  image: ImageProvider;
  offlineImage: ImageProvider;
  media: MediaService;
  palette: BrandPalette;
  /** The active brand pack's logo, drawn on offline cards. */
  logo?: Buffer;
  /** The active brand pack's style words, which a remote image provider's prompt ends with. */
  styleWords?: string;
  isTrustedProviderUrl(url: string): boolean;
  log(message: string, error: unknown): void;
}

const generalImagePrompt = (post: WrittenPost) =>
  `A clean, modern social media visual for ${platforms[post.platform].name} about: ${post.content.slice(0, 160)}`;

/** Fewer words than this make a line a salutation ('Hi friends,', 'Hey everyone! 👋'), not a headline. */
const headlineMinWords = 4;

/**
 * The headline drawn on an offline card: the post's first line that says something (hashtags removed; a
 * greeting such as 'Hi friends,' is passed over while a longer line follows), else its first line.
 */
export function headlineOf(post: Pick<WrittenPost, 'content'>): string {
  const lines = post.content
    .split('\n')
    .map((part) => part.replace(/#[\p{L}\p{N}_]+/gu, '').trim())
    .filter((part) => part.length > 0);
  const wordCount = (line: string) => line.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  const line = lines.find((part) => wordCount(part) >= headlineMinWords) ?? lines[0];
  return (line ?? post.content).slice(0, 140);
}

/** The message of step 2 for a plan (spec 1 §4 "Generation progress"). */
export function mediaStepMessage(plan: MediaPlan, input: RunInput, formatName: string): UserText {
  switch (plan.kind) {
    case 'recorded':
      return 'Processing video content for posts...';
    case 'uploads':
      return 'Processing uploaded media for posts...';
    case 'scraped':
      return 'Using scraped images for posts...';
    case 'ai-video':
      return userText('Creating {{format}} videos with advanced settings...', { format: formatName });
    default:
      return input.aiImages ? 'Creating AI-generated images...' : 'Creating images for posts...';
  }
}

async function writeImagePrompt(context: MediaContext, post: WrittenPost): Promise<string> {
  try {
    return await context.text.writeImagePrompt(post);
  } catch (error) {
    context.log('image prompt failed; using a general prompt', error);
    return post.imagePrompt ?? generalImagePrompt(post);
  }
}

/** Renders the offline card for a post: the spec's per-platform fallback image, never random (also the review's image regeneration). */
export async function storeFallbackCard(
  context: MediaContext,
  post: WrittenPost,
  prompt: string,
): Promise<AssetRow> {
  const image = await context.offlineImage.generateImage({
    prompt,
    platform: post.platform,
    aspectRatio: platformImageAspectRatios[post.platform as GenerationPlatformId],
    headline: headlineOf(post),
    palette: context.palette,
    variation: post.variation,
    ...(context.logo ? { logo: context.logo } : {}),
  });
  if (image.kind !== 'bytes') throw new Error('offline card renderer answered a URL');
  return context.media.storeRenderedImage(image, imageDetails(context, post));
}

function imageDetails(context: MediaContext, post: WrittenPost) {
  const platformName = platforms[post.platform].name;
  return {
    workspaceId: context.workspaceId,
    createdBy: context.userId,
    source: 'ai-generated' as const,
    title: `${platformName} ${post.variation} image`,
    description: `AI generated image for ${platformName}: ${context.input.prompt.slice(0, 100)}`,
    tags: ['ai-generated', post.platform.toLowerCase(), 'auto-generated'],
    projectId: context.input.projectId ?? null,
  };
}

/** Generates one AI image (prompt, then image, then stored asset); throws when the provider fails. */
export async function generateAiImage(
  context: MediaContext,
  post: WrittenPost,
  prompt: string,
): Promise<AssetRow> {
  const image = await context.image.generateImage({
    prompt,
    platform: post.platform,
    aspectRatio: platformImageAspectRatios[post.platform as GenerationPlatformId],
    headline: headlineOf(post),
    palette: context.palette,
    variation: post.variation,
    ...(context.logo ? { logo: context.logo } : {}),
    ...(context.styleWords ? { styleWords: context.styleWords } : {}),
  });
  if (image.kind === 'bytes')
    return context.media.storeBytes(image.data, imageDetails(context, post), ['image']);
  return context.media.storeFromUrl(image.url, imageDetails(context, post), {
    allow: ['image'],
    maxBytes: 20 * 1024 * 1024,
    isTrustedOrigin: context.isTrustedProviderUrl(image.url),
  });
}

/** An AI image with the spec's fallback: on failure (or no URL) the offline card, noted in the image prompt. */
async function imageWithFallback(context: MediaContext, post: WrittenPost): Promise<PostChanges> {
  const prompt = await writeImagePrompt(context, post);
  try {
    const asset = await generateAiImage(context, post, prompt);
    return { imageAssetId: asset.id, imagePrompt: prompt, imageStatus: 'ready' };
  } catch (error) {
    context.log('image generation failed; using the fallback card', error);
    const asset = await storeFallbackCard(context, post, prompt);
    return {
      imageAssetId: asset.id,
      imagePrompt: `${prompt} (fallback image: the image provider failed)`,
      imageStatus: 'fallback',
    };
  }
}

/**
 * The media of post `index` under `plan`; images cycle across posts by index modulo their count. AI videos
 * only prepare here (still image + video prompt); the video job makes the clip.
 */
export async function producePostMedia(
  context: MediaContext,
  plan: MediaPlan,
  post: WrittenPost,
  index: number,
): Promise<PostChanges> {
  switch (plan.kind) {
    case 'recorded':
      return { mediaType: 'video', videoAssetId: plan.asset.id, videoStatus: 'ready', isUploadedVideo: true };
    case 'uploads': {
      const asset = plan.assets[index % plan.assets.length];
      if (!asset) return {};
      return asset.type === 'video'
        ? { mediaType: 'video', videoAssetId: asset.id, videoStatus: 'ready', isUploadedVideo: true }
        : { mediaType: 'image', imageAssetId: asset.id, imageStatus: 'ready', isUploadedImage: true };
    }
    case 'scraped': {
      const scrapedIndex = index % plan.assets.length;
      const asset = plan.assets[scrapedIndex];
      const changes: PostChanges = {
        imageAssetId: asset?.id ?? null,
        imageStatus: 'ready',
        scrapedImageIndex: scrapedIndex,
      };
      if (context.input.aiImages) {
        try {
          const prompt = await writeImagePrompt(context, post);
          const alternative = await generateAiImage(context, post, prompt);
          changes.alternativeAiImageAssetId = alternative.id;
          changes.alternativeAiPrompt = prompt;
        } catch (error) {
          context.log('alternative AI image failed (ignored)', error);
        }
      }
      return changes;
    }
    case 'ai-video': {
      const imageChanges = await imageWithFallback(context, post);
      let videoPrompt: string;
      try {
        videoPrompt = cutVideoPrompt(await context.text.writeVideoPrompt(post, context.input.videoConfig!));
      } catch (error) {
        context.log('video prompt failed; using the image prompt', error);
        videoPrompt = cutVideoPrompt(imageChanges.imagePrompt ?? generalImagePrompt(post));
      }
      return {
        ...imageChanges,
        mediaType: 'video',
        videoStatus: 'pending',
        videoPrompt,
        videoConfig: context.input.videoConfig,
      };
    }
    case 'ai-images':
      return imageWithFallback(context, post);
    case 'fallback': {
      const prompt = post.imagePrompt ?? generalImagePrompt(post);
      const asset = await storeFallbackCard(context, post, prompt);
      return {
        imageAssetId: asset.id,
        imagePrompt: `${prompt} (fallback image: AI images are off)`,
        imageStatus: 'fallback',
      };
    }
  }
}
