/**
 * Storing a finished clip as the post's video asset: the provider's URL or bytes through the media service (the
 * one validator), a remote clip first made to the post's settings (generation.video-finish.ts).
 */
import { platforms } from '../../../shared/domain/platforms';
import type { UserText } from '../../i18n/user-text';
import type { VideoProvider, VideoStatus } from '../../integrations/ai/types';
import type { FinishVideo } from '../media/media.service';
import type { AssetRow } from '../media/media.store';
import { headlineOf } from './generation.media';
import type { VideoJobDependencies } from './generation.video-job';
import { narrationOf, soundAndQualityOf } from './generation.video-settings';
import type { VideoSubject, VideoSubjectPost } from './generation.video-subject';

/** The clip-storing part of the video job. */
export function createClipStorage(
  deps: Pick<VideoJobDependencies, 'media' | 'video' | 'fallbackVideo' | 'isTrustedProviderUrl' | 'finisher'>,
) {
  async function storeClip(
    subject: VideoSubject,
    post: VideoSubjectPost,
    video: Extract<VideoStatus, { state: 'completed' }>['video'],
    provider: VideoProvider,
    finishVideo?: FinishVideo,
  ) {
    const platformName = platforms[post.platform as keyof typeof platforms]?.name ?? post.platform;
    const details = {
      workspaceId: post.workspaceId,
      createdBy: null,
      source: 'reels' as const,
      title: `${platformName} ${post.variation} video`,
      description: `AI video for ${platformName}: ${(post.videoPrompt ?? post.content).slice(0, 100)}`,
      tags: ['reels', post.platform.toLowerCase(), 'ai-video'],
      projectId: (await subject.projectOf?.(post)) ?? null,
    };
    const maxBytes = 200 * 1024 * 1024;
    if (video.kind === 'bytes')
      return deps.media.storeBytes(video.data, details, ['video'], maxBytes, finishVideo);
    return deps.media.storeFromUrl(video.url, details, {
      allow: ['video'],
      maxBytes,
      isTrustedOrigin: provider === deps.fallbackVideo || deps.isTrustedProviderUrl(video.url),
      ...(finishVideo ? { finishVideo } : {}),
    });
  }

  /**
   * Stores a remote provider's clip made to the post's settings (see generation.video-finish.ts), with the
   * labels of what was done offline to it; an offline clip is already made to them.
   */
  async function storeFinishedClip(
    subject: VideoSubject,
    post: VideoSubjectPost,
    video: Extract<VideoStatus, { state: 'completed' }>['video'],
  ): Promise<{ asset: AssetRow; labels: UserText[] }> {
    const finisher = deps.finisher;
    if (!finisher || deps.video.kind === 'offline')
      return { asset: await storeClip(subject, post, video, deps.video), labels: [] };
    const settings = {
      ...soundAndQualityOf(post),
      ...(await narrationOf(subject, post, headlineOf(post))),
      seed: post.id,
    };
    const directory = await finisher.makeDirectory();
    let labels: UserText[] = [];
    try {
      const asset = await storeClip(subject, post, video, deps.video, async (file) => {
        const finished = await finisher.finish(file, directory, {
          quality: settings.quality ?? 'high',
          music: settings.music ?? false,
          seed: settings.seed,
          ...(settings.narration ? { narration: settings.narration } : {}),
        });
        labels = finished.labels;
        return finished.path;
      });
      return { asset, labels };
    } finally {
      await finisher.removeDirectory(directory);
    }
  }

  return { storeClip, storeFinishedClip };
}
