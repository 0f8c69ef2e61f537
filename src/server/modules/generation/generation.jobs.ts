import { z } from 'zod';
import { platforms } from '../../../shared/domain/platforms';
import {
  videoGenerationFailedMessage,
  videoGenerationTimedOutMessage,
  videoPollMaxAttempts,
  type AspectRatio,
} from '../../../shared/domain/video';
import type { VideoProvider, VideoStatus } from '../../integrations/ai/types';
import { defineJob } from '../../jobs/queue';
import type { MediaService } from '../media/media.service';
import type { RunEvents } from './generation.events';
import { headlineOf } from './generation.media';
import type { GenerationStore, PostRow } from './generation.store';

/** What the video job needs. */
export interface VideoJobDependencies {
  store: GenerationStore;
  media: MediaService;
  events: RunEvents;
  video: VideoProvider;
  /** Renders the fallback clip when the provider fails (the offline renderer: same input, same clip). */
  fallbackVideo: VideoProvider;
  pollIntervalMs: number;
  isTrustedProviderUrl(url: string): boolean;
  sleep(ms: number): Promise<void>;
  log: { warn(details: object, message: string): void };
}

const aspectOf = (post: PostRow): AspectRatio => {
  const parsed = z
    .object({ aspectRatio: z.enum(['16:9', '9:16', '1:1', '4:5']) })
    .safeParse(post.videoConfig);
  return parsed.success ? parsed.data.aspectRatio : '9:16';
};

/**
 * The durable part of an AI video: create (once; the generation id is kept so a retried job resumes), poll
 * every interval up to 120 attempts, retrying failed status checks, then store the clip and its still.
 * A failed or timed-out generation falls back to the offline clip made from the post's own image, with the
 * spec's message.
 */
export function createVideoJob(deps: VideoJobDependencies) {
  async function update(post: PostRow, changes: Parameters<GenerationStore['updatePost']>[1]) {
    const row = await deps.store.updatePost(post.id, changes);
    deps.events.notify(post.runId);
    return row ?? post;
  }

  async function storeClip(
    post: PostRow,
    video: Extract<VideoStatus, { state: 'completed' }>['video'],
    provider: VideoProvider,
  ) {
    const platformName = platforms[post.platform as keyof typeof platforms]?.name ?? post.platform;
    const details = {
      workspaceId: post.workspaceId,
      createdBy: null,
      source: 'reels' as const,
      title: `${platformName} ${post.variation} video`,
      description: `AI video for ${platformName}: ${(post.videoPrompt ?? post.content).slice(0, 100)}`,
      tags: ['reels', post.platform.toLowerCase(), 'ai-video'],
    };
    if (video.kind === 'bytes') return deps.media.storeBytes(video.data, details, ['video']);
    return deps.media.storeFromUrl(video.url, details, {
      allow: ['video'],
      maxBytes: 200 * 1024 * 1024,
      isTrustedOrigin: provider === deps.fallbackVideo || deps.isTrustedProviderUrl(video.url),
    });
  }

  async function pollUntilSettled(
    provider: VideoProvider,
    generationId: string,
    post: PostRow,
  ): Promise<VideoStatus | 'timeout'> {
    let current = post;
    for (let attempt = 1; attempt <= videoPollMaxAttempts; attempt += 1) {
      await deps.sleep(provider === deps.fallbackVideo ? 500 : deps.pollIntervalMs);
      let status: VideoStatus;
      try {
        status = await provider.checkVideo(generationId);
      } catch (error) {
        deps.log.warn({ err: error, postId: post.id, attempt }, 'video status check failed; retrying');
        continue;
      }
      if (status.state !== 'in-progress') return status;
      const progress =
        status.progress === undefined ? null : Math.max(0, Math.min(99, Math.round(status.progress)));
      if (progress !== current.videoProgress || current.videoStatus !== 'in-progress') {
        current = await update(current, {
          videoStatus: 'in-progress',
          videoProgress: progress,
          videoMessage: status.status,
        });
      }
    }
    return 'timeout';
  }

  async function makeVideo(
    provider: VideoProvider,
    post: PostRow,
    image: Buffer | undefined,
  ): Promise<VideoStatus | 'timeout'> {
    let generationId = provider === deps.video ? post.videoGenerationId : null;
    if (!generationId) {
      generationId = await provider.createVideo({
        prompt: post.videoPrompt ?? post.content,
        aspectRatio: aspectOf(post),
        caption: headlineOf({ content: post.content } as Parameters<typeof headlineOf>[0]),
        ...(image ? { image } : {}),
      });
      if (provider === deps.video)
        post = await update(post, { videoGenerationId: generationId, videoStatus: 'in-progress' });
    }
    return pollUntilSettled(provider, generationId, post);
  }

  /** Handles one job: the post's clip, or its fallback clip with the reason. */
  async function handle(payload: { postId: string; workspaceId: string }): Promise<void> {
    const post = await deps.store.findPost(payload.workspaceId, payload.postId);
    if (
      !post ||
      post.videoStatus === 'ready' ||
      post.videoStatus === 'fallback' ||
      post.videoStatus === 'failed'
    )
      return;
    const imageRow = post.imageAssetId
      ? await deps.media.find(post.workspaceId, post.imageAssetId)
      : undefined;
    const image = imageRow ? await deps.media.read(imageRow) : undefined;

    let reason: string;
    try {
      const result = await makeVideo(deps.video, post, image);
      if (result !== 'timeout' && result.state === 'completed') {
        const asset = await storeClip(post, result.video, deps.video);
        await update(post, {
          videoAssetId: asset.id,
          videoStatus: 'ready',
          videoProgress: 100,
          videoMessage: null,
        });
        return;
      }
      reason =
        result === 'timeout'
          ? videoGenerationTimedOutMessage
          : videoGenerationFailedMessage(result.state === 'failed' ? result.error : 'unknown');
    } catch (error) {
      reason = videoGenerationFailedMessage(error instanceof Error ? error.message : String(error));
    }

    deps.log.warn({ postId: post.id, reason }, 'video generation fell back');
    const fallback = await makeVideo(deps.fallbackVideo, post, image);
    if (fallback !== 'timeout' && fallback.state === 'completed') {
      const asset = await storeClip(post, fallback.video, deps.fallbackVideo);
      await update(post, {
        videoAssetId: asset.id,
        videoStatus: 'fallback',
        videoProgress: 100,
        videoMessage: reason,
      });
    } else {
      await update(post, { videoStatus: 'failed', videoMessage: reason });
    }
  }

  return defineJob({
    name: 'generation.video',
    version: 1,
    payload: z.object({ postId: z.string(), workspaceId: z.string() }),
    handle,
    retryLimit: 2,
    concurrency: 4,
  });
}
