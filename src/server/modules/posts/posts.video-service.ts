import { defaultContentLanguage } from '../../../shared/domain/content-languages';
import { isInterfaceLocale, type InterfaceLocale } from '../../../shared/domain/locales';
import {
  canRegenerateVideo,
  isImageMedia,
  postRecordStatuses,
  type PostRecordStatus,
} from '../../../shared/domain/post-records';
import { historyVideoConfig } from '../../../shared/domain/video';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import { detectLanguage } from '../../integrations/ai/language/detect-language';
import { languageOfRun } from '../generation/generation.language';
import type { VideoSubject, VideoSubjectPost } from '../generation/generation.video-subject';
import { postRecordNotFoundMessage } from './posts.service';
import type { PostRecordRow } from './posts.store';
import type { PostVideoStore } from './posts.video-store';

/** A regeneration asked for a post that went out already. */
export const publishedVideoMessage = 'This post was published already; its video can no longer change.';
/** A regeneration asked for while the post is being published. */
export const publishingVideoMessage = 'This post is being published; regenerate its video afterwards.';
/** A regeneration asked for a post whose media is an image. */
export const imageMediaVideoMessage = "This post's media is an image: it has no video to regenerate.";
/** A second regeneration while one is queued or running. */
export const videoRunningMessage = "This post's video is being made already.";

/** Statuses whose video stays as it went out (or is going out): see canRegenerateVideo. */
const refusedStatuses: readonly PostRecordStatus[] = postRecordStatuses.filter(
  (status) => !canRegenerateVideo(status),
);

const notFound = () => new AppError('not_found', postRecordNotFoundMessage);

/** A stored post as the video job reads it: its image animates, its content is the prompt. */
function toSubjectPost(row: PostRecordRow): VideoSubjectPost {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    runId: null,
    platform: row.platforms[0] ?? 'instagram',
    variation: row.variation,
    content: row.content,
    videoPrompt: null,
    videoConfig: row.videoConfig,
    videoGenerationId: row.videoGenerationId,
    videoStatus: row.videoStatus,
    videoProgress: row.videoProgress,
    imageAssetId: row.thumbnailAssetId,
  };
}

/**
 * The stored posts of the history as the `generation.video` job's subject: a finished clip replaces the
 * post's video (the thumbnail stays its image); a provider failure keeps the old media with the reason.
 * Narration is in the language of the run the post came from, else the language of its text.
 */
export function createStoredVideoSubject(store: PostVideoStore): VideoSubject {
  return {
    async find(workspaceId, postId) {
      const found = await store.findWithLanguage(workspaceId, postId);
      return found ? toSubjectPost(found.post) : undefined;
    },
    async update(post, changes) {
      const { isOffline, videoStatus, ...rest } = changes;
      const row = await store.updateVideo(post.workspaceId, post.id, {
        ...rest,
        // A stored post has no fallback clip: its old media stays when the provider fails.
        ...(videoStatus ? { videoStatus: videoStatus === 'fallback' ? 'failed' : videoStatus } : {}),
        ...(isOffline === undefined ? {} : { isVideoOffline: isOffline }),
      });
      return row ? toSubjectPost(row) : post;
    },
    async languageOf(post) {
      const found = await store.findWithLanguage(post.workspaceId, post.id);
      const language = found?.runLanguage
        ? languageOfRun({ language: found.runLanguage })
        : ((await detectLanguage(post.content)) ?? defaultContentLanguage);
      const locale: InterfaceLocale = isInterfaceLocale(found?.post.videoLocale)
        ? found.post.videoLocale
        : 'en';
      return { language, locale };
    },
    listUnfinished: () => store.listUnfinished(),
    onProviderFailure: 'keep-media',
  };
}

/** What the regeneration request needs. */
export interface PostVideoServiceDependencies {
  store: PostVideoStore;
  /** Queues the `generation.video` job for the stored post (one per post at a time). */
  enqueue(postId: string, workspaceId: string): Promise<void>;
}

/** History › Regenerate video: a new video of a stored post made with the spec's history settings. */
export function createPostVideoService(deps: PostVideoServiceDependencies) {
  return {
    /**
     * Queues the regeneration (60 s, speech on with the neutral voice, 16:9, high quality, no music: spec 1
     * §7) and answers the post as pending. Refused for a published post or one being published, one whose media
     * is an image, and while
     * another regeneration of it is queued or running. `locale` is the caller's: the job's messages are
     * stored in it.
     */
    async regenerate(auth: AuthContext, postId: string, locale: InterfaceLocale): Promise<PostRecordRow> {
      const started = await deps.store.startRegeneration(auth.workspaceId, postId, refusedStatuses, {
        videoConfig: { ...historyVideoConfig },
        videoLocale: locale,
      });
      if (!started) {
        const current = (await deps.store.findWithLanguage(auth.workspaceId, postId))?.post;
        if (!current) throw notFound();
        if (current.status === 'executed') throw new AppError('conflict', publishedVideoMessage);
        if (current.status === 'publishing') throw new AppError('conflict', publishingVideoMessage);
        const media = {
          hasImage: current.thumbnailAssetId !== null,
          hasVideo: current.videoAssetId !== null,
          videoStatus: current.videoStatus,
        };
        if (isImageMedia(media)) throw new AppError('conflict', imageMediaVideoMessage);
        throw new AppError('conflict', videoRunningMessage);
      }
      await deps.enqueue(started.id, started.workspaceId);
      return started;
    },
  };
}

/** The stored posts' video service. */
export type PostVideoService = ReturnType<typeof createPostVideoService>;
