import { summarizeVariations, defaultPostTitle } from '../../../shared/domain/variations';
import { platforms } from '../../../shared/domain/platforms';
import { videoFormats } from '../../../shared/domain/video';
import type {
  BrandPalette,
  ImageProvider,
  TextProvider,
  WebSource,
  WrittenPost,
} from '../../integrations/ai/types';
import { AppError } from '../../http/app-error';
import type { MediaService } from '../media/media.service';
import type { AssetRow } from '../media/media.store';
import { toPageContext } from '../scraping/scraping.context';
import type { RunEvents } from './generation.events';
import {
  mediaStepMessage,
  producePostMedia,
  type MediaContext,
  type MediaPlan,
  type RunInput,
} from './generation.media';
import type { GenerationStore, PostRow } from './generation.store';

/** Most scraped images downloaded for one run (the From URL preview shows up to 6). */
export const scrapedImagesPerRun = 6;

/** Messages of the four steps (spec 1 §4), 0-based. */
export const stepMessages = {
  analyzing: 'Analyzing content and selecting engagement strategy...',
  searching: 'Searching web for current information...',
  generating: 'Generating platform-optimized content with variations...',
  generatingFromWeb: 'Analyzing web results and generating content...',
  optimizing: 'Optimizing content for maximum engagement...',
} as const;

/** The spec's messages for failures of a run. */
export const generationMessages = {
  webSearchFailed: 'Failed to perform web search. Please try again.',
  generationFailed: 'Failed to generate content. Please check your API configuration and try again.',
} as const;

/** What a run needs from the rest of the server. */
export interface PipelineDependencies {
  store: GenerationStore;
  media: MediaService;
  events: RunEvents;
  text: TextProvider;
  image: ImageProvider;
  offlineImage: ImageProvider;
  palette: BrandPalette;
  isTrustedProviderUrl(url: string): boolean;
  /** Queues the durable video job of a post whose still and prompt are ready. */
  enqueueVideo(postId: string, workspaceId: string): Promise<void>;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

interface RunContext {
  runId: string;
  workspaceId: string;
  userId: string | null;
  input: RunInput;
}

/**
 * Runs one generation: web search (optional) → posts (one writer call for every platform × variation) →
 * media for every post concurrently (each post is stored and announced as soon as it changes) → summary.
 * Provider concurrency is bounded by each provider's client, not here.
 */
export function createGenerationPipeline(deps: PipelineDependencies) {
  const { store, events } = deps;

  async function setStep(runId: string, step: number, message: string) {
    await store.updateRun(runId, { step, stepMessage: message });
    events.notify(runId);
  }

  async function downloadScrapedImages(run: RunContext): Promise<AssetRow[]> {
    const page = run.input.scrapedPage;
    if (!page || page.images.length === 0) return [];
    const results = await Promise.allSettled(
      page.images.slice(0, scrapedImagesPerRun).map((url, index) =>
        deps.media.storeFromUrl(
          url,
          {
            workspaceId: run.workspaceId,
            createdBy: run.userId,
            source: 'scraped',
            title: `${page.title || page.domain} image ${index + 1}`,
            description: `Image from ${page.url}`,
            tags: ['scraped', page.domain, 'web-content'],
          },
          { allow: ['image'], maxBytes: 10 * 1024 * 1024 },
        ),
      ),
    );
    for (const result of results) {
      if (result.status === 'rejected')
        deps.log.warn({ err: result.reason as unknown, runId: run.runId }, 'scraped image skipped');
    }
    return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  }

  async function resolvePlan(run: RunContext, scraped: Promise<AssetRow[]>): Promise<MediaPlan> {
    const { input, workspaceId } = run;
    if (input.recordedAssetId) {
      const [asset] = await deps.media.findMany(workspaceId, [input.recordedAssetId]);
      if (asset?.type === 'video') return { kind: 'recorded', asset };
    }
    if (input.uploadedAssetIds.length > 0) {
      const found = await deps.media.findMany(workspaceId, input.uploadedAssetIds);
      const ordered = input.uploadedAssetIds.flatMap((id) => found.filter((asset) => asset.id === id));
      if (ordered.length > 0) return { kind: 'uploads', assets: ordered };
    }
    const scrapedAssets = await scraped;
    if (scrapedAssets.length > 0) return { kind: 'scraped', assets: scrapedAssets };
    if (input.aiVideos && input.videoConfig) return { kind: 'ai-video' };
    if (input.aiImages) return { kind: 'ai-images' };
    return { kind: 'fallback' };
  }

  function orderPosts(input: RunInput, written: WrittenPost[]): WrittenPost[] {
    const ordered: WrittenPost[] = [];
    for (const platform of input.platforms) {
      for (const variation of input.variations) {
        const post = written.find((item) => item.platform === platform && item.variation === variation);
        if (post) ordered.push(post);
      }
    }
    return ordered;
  }

  async function produceMedia(run: RunContext, plan: MediaPlan, written: WrittenPost[], rows: PostRow[]) {
    const context: MediaContext = {
      workspaceId: run.workspaceId,
      userId: run.userId,
      input: run.input,
      text: deps.text,
      image: deps.image,
      offlineImage: deps.offlineImage,
      media: deps.media,
      palette: deps.palette,
      isTrustedProviderUrl: (url) => deps.isTrustedProviderUrl(url),
      log: (message, error) => deps.log.warn({ err: error, runId: run.runId }, message),
    };
    await Promise.all(
      rows.map(async (row, index) => {
        const post = written[index];
        if (!post) return;
        try {
          const changes = await producePostMedia(context, plan, post, index);
          const updated = await store.updatePost(row.id, changes);
          events.notify(run.runId);
          if (updated?.videoStatus === 'pending') await deps.enqueueVideo(row.id, run.workspaceId);
        } catch (error) {
          deps.log.error({ err: error, runId: run.runId, postId: row.id }, 'post media failed');
          await store.updatePost(row.id, { imageStatus: 'none' });
          events.notify(run.runId);
        }
      }),
    );
  }

  /** Executes a stored run to completion; failures end the run as failed with the spec's message. */
  async function execute(run: RunContext): Promise<void> {
    const { input, runId } = run;
    const notices: string[] = [];
    try {
      const scraped = downloadScrapedImages(run);
      let webContext: { text: string; sources: WebSource[] } | undefined;
      if (input.useWebSearch) {
        await setStep(runId, 0, stepMessages.searching);
        try {
          webContext = await deps.text.searchWeb(input.prompt);
        } catch (error) {
          deps.log.warn({ err: error, runId }, 'web search failed; continuing with the prompt');
          notices.push(generationMessages.webSearchFailed);
        }
      } else {
        await setStep(runId, 0, stepMessages.analyzing);
      }

      await setStep(runId, 1, webContext ? stepMessages.generatingFromWeb : stepMessages.generating);
      const mediaType = input.recordedAssetId || (input.aiVideos && input.videoConfig) ? 'video' : 'image';
      let result;
      try {
        result = await deps.text.writePosts({
          prompt: input.prompt,
          platforms: input.platforms,
          variations: input.variations,
          creativity: input.creativity,
          ...(webContext ? { webContext } : {}),
          ...(input.scrapedPage ? { page: toPageContext(input.scrapedPage) } : {}),
          ...(input.transcript ? { transcript: input.transcript } : {}),
          mediaType,
        });
      } catch (error) {
        deps.log.error({ err: error, runId }, 'post generation failed');
        throw new AppError('upstream_failed', generationMessages.generationFailed);
      }
      const written = orderPosts(input, result.posts);
      const plan = await resolvePlan(run, scraped);
      const planMediaType = plan.kind === 'recorded' || plan.kind === 'ai-video' ? 'video' : 'image';
      // Uploads cycle by index, so each post's media type is that of its own upload.
      const mediaTypeAt = (index: number): 'image' | 'video' =>
        plan.kind === 'uploads'
          ? plan.assets[index % plan.assets.length]?.type === 'video'
            ? 'video'
            : 'image'
          : planMediaType;
      const rows = await store.insertPosts(
        written.map((post, index) => ({
          id: crypto.randomUUID(),
          runId,
          workspaceId: run.workspaceId,
          position: index + 1,
          platform: post.platform,
          variation: post.variation,
          title:
            post.title ??
            defaultPostTitle(input.method, platforms[post.platform].name, post.variation, mediaTypeAt(index)),
          content: post.content,
          hashtags: post.hashtags,
          strategy: post.strategy,
          engagement: post.engagement,
          mediaType: mediaTypeAt(index),
          imageStatus: plan.kind === 'recorded' ? ('none' as const) : ('pending' as const),
          imagePrompt: post.imagePrompt ?? null,
          generationMethod: input.method,
          webSearchSources: webContext?.sources ?? null,
          isFallback: result.isFallback,
          isOffline: deps.text.kind === 'offline',
        })),
      );
      events.notify(runId);

      const formatName = input.videoConfig ? videoFormats[input.videoConfig.format].name : '';
      await setStep(runId, 2, mediaStepMessage(plan, input, formatName));
      await produceMedia(run, plan, written, rows);

      await setStep(runId, 3, stepMessages.optimizing);
      const variationSummary = summarizeVariations(written);
      const sourceAssets = plan.kind === 'scraped' || plan.kind === 'uploads' ? plan.assets : [];
      await store.updateRun(runId, {
        status: 'completed',
        step: 4,
        stepMessage: 'Done',
        completedAt: new Date(),
        summary: {
          hasVariations: variationSummary.hasVariations,
          variations: variationSummary.variations,
          sourceImages: sourceAssets
            .filter((asset) => asset.type === 'image')
            .map((asset) => `/media/${asset.id}`),
          webSearchSources: webContext?.sources ?? [],
          useWebSearch: input.useWebSearch,
          mediaType: planMediaType,
          notices: result.isFallback
            ? [...notices, 'The AI answer could not be read, so fallback posts were written instead.']
            : notices,
          textProvider: { label: deps.text.label, isOffline: deps.text.kind === 'offline' },
          imageProvider: { label: deps.image.label, isOffline: deps.image.kind === 'offline' },
          scrapedImagesUsed: plan.kind === 'scraped' ? plan.assets.length : 0,
          enhancedUrlData: input.scrapedPage
            ? { domain: input.scrapedPage.domain, title: input.scrapedPage.title }
            : null,
        },
      });
      events.notify(runId);
    } catch (error) {
      const message = error instanceof AppError ? error.message : generationMessages.generationFailed;
      if (!(error instanceof AppError)) deps.log.error({ err: error, runId }, 'generation run failed');
      await store.updateRun(runId, { status: 'failed', error: message, completedAt: new Date() });
      events.notify(runId);
    }
  }

  return { execute };
}

/** The generation pipeline. */
export type GenerationPipeline = ReturnType<typeof createGenerationPipeline>;
