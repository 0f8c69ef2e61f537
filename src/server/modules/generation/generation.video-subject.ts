import type { ContentLanguage } from '../../../shared/domain/content-languages';
import type { InterfaceLocale } from '../../../shared/domain/locales';
import type { RunEvents } from './generation.events';
import { languageOfRun } from './generation.language';
import { runLocaleOf } from './generation.steps';
import type { GenerationStore, ScopedId } from './generation.store';

/**
 * What the `generation.video` job reads of the post whose clip it makes: a generated post of the review, or a
 * stored post of the history (its video regenerated with the history settings).
 */
export interface VideoSubjectPost {
  id: string;
  workspaceId: string;
  /** The run of a generated post (its open streams are told of each change); null for a stored post. */
  runId: string | null;
  platform: string;
  variation: string;
  content: string;
  videoPrompt: string | null;
  /** The video settings (aspect ratio, speech and voice, quality, music); unknown shape, read with Zod. */
  videoConfig: unknown;
  videoGenerationId: string | null;
  videoStatus: string;
  videoProgress: number | null;
  /** The still the offline renderer animates (the post's image). */
  imageAssetId: string | null;
}

/** The changes the job makes to its post. */
export interface VideoSubjectChanges {
  videoAssetId?: string;
  videoStatus?: 'in-progress' | 'ready' | 'fallback' | 'failed';
  videoProgress?: number | null;
  videoMessage?: string | null;
  videoGenerationId?: string;
  /** With a finished clip: whether the offline renderer made it (the history labels it Offline). */
  isOffline?: boolean;
}

/** One kind of post the video job makes clips for: how it reads, changes and recovers them. */
export interface VideoSubject {
  find(workspaceId: string, postId: string): Promise<VideoSubjectPost | undefined>;
  /** Stores a change; answers the changed post (or the post as it was when it is gone). */
  update(post: VideoSubjectPost, changes: VideoSubjectChanges): Promise<VideoSubjectPost>;
  /** The narration's language and the interface language its stored messages are written in. */
  languageOf(post: VideoSubjectPost): Promise<{ language: ContentLanguage; locale: InterfaceLocale }>;
  /** Posts whose clip was queued or being made when a process stopped (re-queued at worker start). */
  listUnfinished(): Promise<ScopedId[]>;
  /** The project a finished clip lands in (a generated post's: its run's project); absent: none. */
  projectOf?(post: VideoSubjectPost): Promise<string | null>;
  /**
   * What a provider failure leads to: the offline fallback clip with the reason (the review, spec 1 "Video
   * generation"), or the post keeping its old media with the reason and status failed (the history's Retry).
   */
  onProviderFailure: 'fallback-clip' | 'keep-media';
}

/** The generated posts of the review as the video job's subject (a change tells the run's open streams). */
export function createGeneratedVideoSubject(
  store: Pick<GenerationStore, 'findPost' | 'findRun' | 'updatePost' | 'listUnfinishedVideos'>,
  events: RunEvents,
): VideoSubject {
  return {
    find: (workspaceId, postId) => store.findPost(workspaceId, postId),
    async update(post, { isOffline: _isOffline, ...changes }) {
      const row = await store.updatePost(post.workspaceId, post.id, changes);
      if (post.runId) events.notify(post.runId);
      return row ?? post;
    },
    async languageOf(post) {
      const run = post.runId ? await store.findRun(post.workspaceId, post.runId) : undefined;
      return {
        language: languageOfRun(run ?? { language: null }),
        locale: run ? runLocaleOf(run) : 'en',
      };
    },
    listUnfinished: () => store.listUnfinishedVideos(),
    async projectOf(post) {
      const run = post.runId ? await store.findRun(post.workspaceId, post.runId) : undefined;
      const projectId = (run?.input as { projectId?: unknown } | undefined)?.projectId;
      return typeof projectId === 'string' ? projectId : null;
    },
    onProviderFailure: 'fallback-clip',
  };
}
