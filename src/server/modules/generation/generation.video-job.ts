import { z } from 'zod';
import {
  generatedVideoDurationSeconds,
  videoGenerationTimedOutMessage,
  videoPollMaxAttempts,
} from '../../../shared/domain/video';
import { toEnglish, translate } from '../../i18n/i18n';
import type { UserText } from '../../i18n/user-text';
import type { VideoProvider, VideoStatus } from '../../integrations/ai/types';
import { defineJob, raceAbort } from '../../jobs/queue';
import type { BrandStyle } from '../brand-packs/brand-style';
import type { MediaService } from '../media/media.service';
import type { RunEvents } from './generation.events';
import { headlineOf } from './generation.media';
import type { GenerationStore } from './generation.store';
import type { ClipFinisher } from './generation.video-finish';
import { findWorkspaceVideoModel } from './generation.video-model';
import { createClipStorage } from './generation.video-clip';
import {
  aspectOf,
  narrationOf,
  soundAndQualityOf,
  videoFailedText,
  videoJobExpirySeconds,
} from './generation.video-settings';
import {
  createGeneratedVideoSubject,
  type VideoSubject,
  type VideoSubjectChanges,
  type VideoSubjectPost,
} from './generation.video-subject';

/** What the video job needs. */
export interface VideoJobDependencies {
  store: GenerationStore;
  media: MediaService;
  events: RunEvents;
  video: VideoProvider;
  /** Renders the fallback clip when the provider fails (the offline renderer: same input, same clip). */
  fallbackVideo: VideoProvider;
  /** Wait between status checks of a remote provider (an offline one is checked every 500 ms). */
  pollIntervalMs: number;
  isTrustedProviderUrl(url: string): boolean;
  sleep(ms: number): Promise<void>;
  log: { warn(details: object, message: string): void };
  /** Stored posts of the history (their video regenerated with the history settings); absent in some tests. */
  storedPosts?: VideoSubject;
  /** The workspace's active brand pack: its palette and logo go to the clip (the offline renderer draws them). */
  brandStyleOf?(workspaceId: string): Promise<BrandStyle | undefined>;
  /**
   * Makes a remote provider's clip match the post's video settings (resolution, narration, music) before it is
   * stored; absent, the clip is stored as it came.
   */
  finisher?: ClipFinisher;
}

/** The kinds of post the job makes clips for: 'generated' (the review, the default) or 'stored' (history). */
export const videoTargets = ['generated', 'stored'] as const;

/**
 * The durable part of an AI video: create (once; the generation id is kept so a retried job resumes), poll
 * every interval up to 120 attempts, retrying failed status checks, then store the clip and its still.
 * A failed or timed-out generation of a generated post falls back to the offline clip made from the post's
 * own image, with the spec's message; a stored post's (history › Regenerate video) keeps its old media and
 * gets the message and status failed instead.
 */
export function createVideoJob(deps: VideoJobDependencies) {
  const subjects: Record<(typeof videoTargets)[number], VideoSubject | undefined> = {
    generated: createGeneratedVideoSubject(deps.store, deps.events),
    stored: deps.storedPosts,
  };
  const { storeClip, storeFinishedClip } = createClipStorage(deps);

  /** Stores a change of the post, unless the attempt was interrupted (then it throws: no write follows). */
  async function update(
    subject: VideoSubject,
    post: VideoSubjectPost,
    changes: VideoSubjectChanges,
    signal: AbortSignal,
  ) {
    signal.throwIfAborted();
    return subject.update(post, changes);
  }

  async function pollUntilSettled(
    subject: VideoSubject,
    provider: VideoProvider,
    generationId: string,
    post: VideoSubjectPost,
    signal: AbortSignal,
  ): Promise<VideoStatus | 'timeout'> {
    let current = post;
    for (let attempt = 1; attempt <= videoPollMaxAttempts; attempt += 1) {
      // A stop cuts the wait short (the retried job resumes polling this generation).
      await raceAbort(
        signal,
        deps.sleep(
          provider === deps.fallbackVideo || provider.kind === 'offline' ? 500 : deps.pollIntervalMs,
        ),
      );
      let status: VideoStatus;
      try {
        status = await provider.checkVideo(generationId);
      } catch (error) {
        signal.throwIfAborted();
        deps.log.warn({ err: error, postId: post.id, attempt }, 'video status check failed; retrying');
        continue;
      }
      if (status.state !== 'in-progress') return status;
      const progress =
        status.progress === undefined ? null : Math.max(0, Math.min(99, Math.round(status.progress)));
      if (progress !== current.videoProgress || current.videoStatus !== 'in-progress') {
        current = await update(
          subject,
          current,
          { videoStatus: 'in-progress', videoProgress: progress, videoMessage: status.status },
          signal,
        );
      }
    }
    return 'timeout';
  }

  async function makeVideo(
    subject: VideoSubject,
    provider: VideoProvider,
    post: VideoSubjectPost,
    image: Buffer | undefined,
    signal: AbortSignal,
  ): Promise<VideoStatus | 'timeout'> {
    let generationId = provider === deps.video ? post.videoGenerationId : null;
    if (!generationId) {
      const caption = headlineOf(post);
      // The workspace's video model (Settings > LLM Integration) names the model the provider makes it with.
      const model = await findWorkspaceVideoModel(deps.store, post.workspaceId);
      const brand = await deps.brandStyleOf?.(post.workspaceId);
      generationId = await provider.createVideo({
        model: model.providerModel,
        ...(model.maxDuration < generatedVideoDurationSeconds ? { maxSeconds: model.maxDuration } : {}),
        prompt: post.videoPrompt ?? post.content,
        aspectRatio: aspectOf(post),
        caption,
        ...(image ? { image } : {}),
        ...soundAndQualityOf(post),
        ...(await narrationOf(subject, post, caption)),
        ...(brand ? { palette: brand.palette } : {}),
        ...(brand?.logo ? { logo: brand.logo } : {}),
        ...(brand?.fonts ? { fonts: brand.fonts } : {}),
        // A remote provider's prompt ends with the pack's style words; the post's stored videoPrompt does not.
        ...(brand?.styleWords ? { styleWords: brand.styleWords } : {}),
      });
      if (provider === deps.video)
        post = await update(
          subject,
          post,
          { videoGenerationId: generationId, videoStatus: 'in-progress' },
          signal,
        );
    }
    return pollUntilSettled(subject, provider, generationId, post, signal);
  }

  /**
   * Handles one job: the post's clip, or its fallback clip (or kept media) with the reason. An interruption
   * (the process stops) is no failure of the provider: it throws, and the retried job resumes polling the same
   * generation.
   */
  async function handle(
    payload: { postId: string; workspaceId: string; target?: (typeof videoTargets)[number] },
    { signal }: { signal: AbortSignal },
  ): Promise<void> {
    const subject = subjects[payload.target ?? 'generated'];
    if (!subject) return;
    const post = await subject.find(payload.workspaceId, payload.postId);
    // Done already (a job queued twice), or a stored post with no regeneration asked for.
    const settled = ['ready', 'fallback', 'failed', ...(payload.target === 'stored' ? ['none'] : [])];
    if (!post || settled.includes(post.videoStatus)) return;
    const imageRow = post.imageAssetId
      ? await deps.media.find(post.workspaceId, post.imageAssetId)
      : undefined;
    const image = imageRow ? await deps.media.read(imageRow) : undefined;

    let reason: UserText;
    try {
      const result = await makeVideo(subject, deps.video, post, image, signal);
      if (result !== 'timeout' && result.state === 'completed') {
        signal.throwIfAborted();
        const { asset, labels } = await storeFinishedClip(subject, post, result.video);
        // A notice (an offline clip without its narration) and the labels of what was done offline to a remote
        // clip are stored in the language of the post's run.
        const notices = [...(result.notice ? [result.notice] : []), ...labels];
        const { locale } = await subject.languageOf(post);
        const videoMessage =
          notices.length > 0 ? notices.map((notice) => translate(locale, notice)).join(' ') : null;
        await update(
          subject,
          post,
          {
            videoAssetId: asset.id,
            videoStatus: 'ready',
            videoProgress: 100,
            videoMessage,
            isOffline: deps.video.kind === 'offline',
          },
          signal,
        );
        return;
      }
      reason =
        result === 'timeout'
          ? videoGenerationTimedOutMessage
          : videoFailedText(result.state === 'failed' ? result.error : 'unknown');
    } catch (error) {
      if (signal.aborted) throw error;
      reason = videoFailedText(error instanceof Error ? error.message : String(error));
    }

    deps.log.warn(
      { postId: post.id, target: payload.target ?? 'generated', reason: toEnglish(reason) },
      subject.onProviderFailure === 'fallback-clip'
        ? 'video generation fell back'
        : 'video regeneration failed; the old media stays',
    );
    // The message is stored in the language of the post's run (a stored post: of whoever asked).
    const videoMessage = translate((await subject.languageOf(post)).locale, reason);
    if (subject.onProviderFailure === 'keep-media') {
      await update(subject, post, { videoStatus: 'failed', videoMessage }, signal);
      return;
    }
    const fallback = await makeVideo(subject, deps.fallbackVideo, post, image, signal);
    signal.throwIfAborted();
    if (fallback !== 'timeout' && fallback.state === 'completed') {
      const asset = await storeClip(subject, post, fallback.video, deps.fallbackVideo);
      await update(
        subject,
        post,
        { videoAssetId: asset.id, videoStatus: 'fallback', videoProgress: 100, videoMessage },
        signal,
      );
    } else {
      await update(subject, post, { videoStatus: 'failed', videoMessage }, signal);
    }
  }

  return defineJob({
    name: 'generation.video',
    // v2: exclusive per post, so a re-queued clip (a resumed run, a worker's recovery) is never made twice.
    // The target (absent: a generated post) was added without a new version: v2 payloads still parse.
    version: 2,
    payload: z.object({
      postId: z.string(),
      workspaceId: z.string(),
      target: z.enum(videoTargets).optional(),
    }),
    handle,
    // Provider failures end in the fallback clip (or the kept media), not a retry: retries are for interruptions.
    retryLimit: 10,
    concurrency: 4,
    isExclusive: true,
    expireInSeconds: videoJobExpirySeconds(deps.pollIntervalMs),
    async recover(send) {
      for (const post of await deps.store.listUnfinishedVideos()) {
        await send({ postId: post.id, workspaceId: post.workspaceId }, { singletonKey: post.id });
      }
      for (const post of (await deps.storedPosts?.listUnfinished()) ?? []) {
        await send(
          { postId: post.id, workspaceId: post.workspaceId, target: 'stored' },
          { singletonKey: post.id },
        );
      }
    },
  });
}
