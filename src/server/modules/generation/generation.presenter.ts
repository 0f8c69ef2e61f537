import { z } from 'zod';
import {
  createRunSchema,
  runSummarySchema,
  type GeneratedPost,
  type GenerationRun,
} from '../../../shared/contracts/generation';
import type { GenerationPlatformId, VariationId } from '../../../shared/domain/platforms';
import { fromLanguageTag, isContentLanguage } from '../../../shared/domain/content-languages';
import { assetThumbnailUrl, assetUrl } from '../media/media.presenter';
import type { PostRow, RunRow } from './generation.store';

const webSourcesSchema = z.array(
  z.object({ title: z.string(), url: z.string(), location: z.string().optional() }),
);
const videoConfigSchema = createRunSchema.shape.videoConfig;

/** Maps a post row to the API shape: media as same-origin URLs, storage keys never exposed. */
export function presentPost(row: PostRow): GeneratedPost {
  const videoReady = row.videoAssetId !== null;
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    content: row.content,
    hashtags: row.hashtags,
    platform: row.platform as GenerationPlatformId,
    variation: row.variation as VariationId,
    strategy: row.strategy,
    engagement: row.engagement,
    image: row.imageAssetId ? assetUrl(row.imageAssetId) : null,
    imageAssetId: row.imageAssetId,
    imagePrompt: row.imagePrompt,
    imageStatus: row.imageStatus,
    mediaType: row.mediaType,
    videoUrl: videoReady && row.videoAssetId ? assetUrl(row.videoAssetId) : null,
    videoThumbnailUrl: videoReady && row.videoAssetId ? assetThumbnailUrl(row.videoAssetId) : null,
    videoStatus: row.videoStatus,
    videoProgress: row.videoProgress,
    videoMessage: row.videoMessage,
    videoConfig: row.videoConfig ? (videoConfigSchema.parse(row.videoConfig) ?? null) : null,
    isUploadedVideo: row.isUploadedVideo,
    isUploadedImage: row.isUploadedImage,
    generationMethod: row.generationMethod,
    alternativeAiImage: row.alternativeAiImageAssetId ? assetUrl(row.alternativeAiImageAssetId) : null,
    alternativeAiPrompt: row.alternativeAiPrompt,
    scrapedImageIndex: row.scrapedImageIndex,
    webSearchSources: row.webSearchSources ? webSourcesSchema.parse(row.webSearchSources) : [],
    isFallback: row.isFallback,
    isOffline: row.isOffline,
    otherLanguage: isContentLanguage(row.otherLanguage) ? row.otherLanguage : null,
    exportedAt: row.exportedAt ? row.exportedAt.toISOString() : null,
  };
}

/** The language of a run row; null for a run stored before runs had one. */
function presentLanguage(run: RunRow): GenerationRun['language'] {
  const code = fromLanguageTag(run.language ?? undefined);
  return code ? { code, source: run.languageSource ?? 'chosen' } : null;
}

/** Maps a run and its posts to the API shape. */
export function presentRun(run: RunRow, posts: PostRow[]): GenerationRun {
  const input = createRunSchema.parse(run.input);
  return {
    id: run.id,
    method: run.method,
    status: run.status,
    step: run.step,
    stepMessage: run.stepMessage,
    prompt: run.prompt,
    platforms: input.platforms,
    expectedPosts: input.platforms.length * input.variations.length,
    error: run.error,
    createdAt: run.createdAt.toISOString(),
    language: presentLanguage(run),
    summary: run.summary ? runSummarySchema.parse(run.summary) : null,
    posts: posts.map(presentPost),
  };
}
