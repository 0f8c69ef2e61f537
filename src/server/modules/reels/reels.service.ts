import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { VideoEdit } from '../../../shared/contracts/reels';
import {
  checkTrim,
  isEmptyEdit,
  noEditSelectedMessage,
  normalizeEdit,
  trimMessages,
  type VideoEditRequest,
} from '../../../shared/domain/video-edit';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import { userText } from '../../i18n/user-text';
import { runMediaTool, toFileInput } from '../../integrations/media-tools/media-process';
import type { MediaStorage } from '../../integrations/storage/storage';
import { presentPost } from '../generation/generation.presenter';
import type { GenerationStore } from '../generation/generation.store';
import type { MediaService } from '../media/media.service';
import { buildStillArgs } from './reels.filters';
import { withLocalCopy } from './reels.local-copy';
import type { ReelsStore, VideoEditRow } from './reels.store';

/** The spec's empty state of the reels editor for a post without a video. */
export const videoOnlyMessage = 'This feature is only available for video content';
const postNotFound = () => new AppError('not_found', 'This post does not exist.');

/** Maps an edit row to the API shape. */
export function presentEdit(row: VideoEditRow): VideoEdit {
  return {
    id: row.id,
    postId: row.postId,
    status: row.status,
    progress: row.progress,
    error: row.error,
    resultAssetId: row.resultAssetId,
    createdAt: row.createdAt.toISOString(),
  };
}

interface Dependencies {
  store: ReelsStore;
  posts: Pick<GenerationStore, 'findPost'>;
  media: MediaService;
  storage: MediaStorage;
  ffmpegPath: string;
  workDir: string;
  enqueue(editId: string, workspaceId: string): Promise<void>;
}

/** The reels editor: checks an edit against the post's clip, queues it, follows it, renders its preview still. */
export function createReelsService(deps: Dependencies) {
  /** The post and its current video, with the edit checked against the clip (empty, trim outside it). */
  async function loadChecked(auth: AuthContext, postId: string, body: VideoEditRequest) {
    const post = await deps.posts.findPost(auth.workspaceId, postId);
    if (!post) throw postNotFound();
    const video = post.videoAssetId ? await deps.media.find(auth.workspaceId, post.videoAssetId) : undefined;
    if (!video || video.type !== 'video' || !video.width || !video.height) {
      throw new AppError('bad_request', videoOnlyMessage);
    }
    const edit = normalizeEdit(body);
    if (isEmptyEdit(edit)) throw new AppError('bad_request', noEditSelectedMessage);
    if (edit.trim) {
      const duration = video.durationSeconds ?? 0;
      const problem = checkTrim(edit.trim, duration);
      if (problem) {
        throw new AppError(
          'bad_request',
          userText(trimMessages[problem], { duration: duration.toFixed(1) }),
          {
            trim: userText(trimMessages[problem], { duration: duration.toFixed(1) }),
          },
        );
      }
    }
    return { post, video, edit };
  }

  return {
    async startEdit(auth: AuthContext, postId: string, body: VideoEditRequest): Promise<VideoEdit> {
      const { post, video, edit } = await loadChecked(auth, postId, body);
      const row = await deps.store.insert(auth.workspaceId, {
        postId: post.id,
        sourceAssetId: video.id,
        request: edit,
        createdBy: auth.userId,
      });
      await deps.enqueue(row.id, auth.workspaceId);
      return presentEdit(row);
    },

    async getEdit(
      auth: AuthContext,
      editId: string,
    ): Promise<{ edit: VideoEdit; post: GeneratedPost | null }> {
      const row = await deps.store.find(auth.workspaceId, editId);
      if (!row) throw new AppError('not_found', 'This edit does not exist.');
      const post =
        row.status === 'completed' ? await deps.posts.findPost(auth.workspaceId, row.postId) : undefined;
      return { edit: presentEdit(row), post: post ? presentPost(post) : null };
    },

    /** One JPEG frame of the edit, `atSeconds` into the (trimmed) clip (default: its middle, at most 1 s in). */
    async previewStill(
      auth: AuthContext,
      postId: string,
      body: VideoEditRequest & { atSeconds?: number | undefined },
    ): Promise<Buffer> {
      const { video, edit } = await loadChecked(auth, postId, body);
      const length = edit.trim ? edit.trim.endSeconds - edit.trim.startSeconds : (video.durationSeconds ?? 0);
      const at = Math.min(body.atSeconds ?? Math.min(1, length / 2), Math.max(0, length - 0.1));
      const size = { width: video.width ?? 0, height: video.height ?? 0 };
      const still = await withLocalCopy(deps.storage, video.storageKey, deps.workDir, (input) =>
        runMediaTool(deps.ffmpegPath, buildStillArgs(edit, size, toFileInput(input), at), {
          timeoutMs: 60_000,
          maxOutputBytes: 32 * 1024 * 1024,
          maxMemoryBytes: 1024 * 1024 * 1024,
        }),
      );
      if (still.length === 0) throw new AppError('bad_request', videoOnlyMessage);
      return still;
    },
  };
}

/** The reels service. */
export type ReelsService = ReturnType<typeof createReelsService>;
