import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { normalizeEdit, type VideoEditRequest } from '../../../shared/domain/video-edit';
import { runMediaTool, toFileInput } from '../../integrations/media-tools/media-process';
import type { MediaStorage } from '../../integrations/storage/storage';
import { defineJob } from '../../jobs/queue';
import type { MediaService } from '../media/media.service';
import type { AssetRow } from '../media/media.store';
import { buildRenderArgs } from './reels.filters';
import { withLocalCopy } from './reels.local-copy';
import type { ReelsStore } from './reels.store';

/** The message stored on an edit that ffmpeg could not render. */
export const editFailedMessage = 'The changes could not be applied to this video.';

/** Memory one render may allocate (two 1080×1920 frame pipelines with the blur copies, and x264). */
const renderMemoryBytes = 2 * 1024 * 1024 * 1024;

/** What the edit job needs. */
export interface EditJobDependencies {
  store: ReelsStore;
  media: MediaService;
  storage: MediaStorage;
  ffmpegPath: string;
  workDir: string;
  /** Makes the new asset the post's video (recording the previous one as a version). */
  setPostVideo(workspaceId: string, postId: string, asset: AssetRow, by: string | null): Promise<void>;
  log: { warn(details: object, message: string): void };
}

/** The edit as stored (validated when it was queued). */
const storedEditSchema = z.object({
  effect: z.object({ id: z.string(), intensity: z.number() }).nullable().optional(),
  aspect: z.object({ ratio: z.string(), fit: z.string() }).nullable().optional(),
  trim: z.object({ startSeconds: z.number(), endSeconds: z.number() }).nullable().optional(),
});

/**
 * Renders one edit: a local copy of the source clip, ffmpeg with the edit's filter graph (progress written as
 * 0-99 from the encoded time), the result through media intake as a new 'reels' asset, then the post's video
 * set to it. The source asset is kept. A render failure ends the edit as failed (no retry); an interruption
 * (the process stops) throws, and the retried job renders again.
 */
export function createEditJob(deps: EditJobDependencies) {
  async function handle(
    payload: { editId: string; workspaceId: string },
    { signal }: { signal: AbortSignal },
  ) {
    const edit = await deps.store.find(payload.workspaceId, payload.editId);
    if (!edit || edit.status === 'completed' || edit.status === 'failed') return;
    const source = edit.sourceAssetId
      ? await deps.media.find(edit.workspaceId, edit.sourceAssetId)
      : undefined;
    const request = normalizeEdit(storedEditSchema.parse(edit.request) as VideoEditRequest);
    const fail = async (error: unknown) => {
      deps.log.warn({ err: error, editId: edit.id }, 'video edit failed');
      await deps.store.update(edit.workspaceId, edit.id, {
        status: 'failed',
        error: editFailedMessage,
        completedAt: new Date(),
      });
    };
    if (!source?.width || !source.height) return fail(new Error('source video missing'));
    await deps.store.update(edit.workspaceId, edit.id, { status: 'running', progress: 0 });

    const duration = request.trim
      ? request.trim.endSeconds - request.trim.startSeconds
      : (source.durationSeconds ?? 0);
    let lastProgress = 0;
    let lastWrite = 0;
    const output = join(deps.workDir, `${edit.id}.mp4`);
    try {
      const asset = await withLocalCopy(deps.storage, source.storageKey, deps.workDir, async (input) => {
        await runMediaTool(
          deps.ffmpegPath,
          buildRenderArgs(
            request,
            { width: source.width ?? 0, height: source.height ?? 0 },
            toFileInput(input),
            output,
          ),
          {
            timeoutMs: Math.min(30 * 60_000, 120_000 + duration * 20_000),
            maxOutputBytes: 1024 * 1024,
            maxMemoryBytes: renderMemoryBytes,
            onProgress(seconds) {
              const progress = duration > 0 ? Math.min(99, Math.floor((100 * seconds) / duration)) : 0;
              const now = Date.now();
              // At most a write every 400 ms, and only for a higher figure.
              if (progress > lastProgress && now - lastWrite >= 400 && !signal.aborted) {
                lastProgress = progress;
                lastWrite = now;
                void deps.store.update(edit.workspaceId, edit.id, { progress }).catch(() => undefined);
              }
            },
          },
        );
        signal.throwIfAborted();
        return deps.media.storeValidated(
          { path: output },
          {
            workspaceId: edit.workspaceId,
            createdBy: edit.createdBy,
            source: 'reels',
            title: `${source.title.replace(/\.[a-z0-9]+$/i, '')} (edited).mp4`,
            description: describeEdit(request),
            tags: ['reels', 'edited', ...(request.effect ? [request.effect.id] : [])],
          },
          { allow: ['video'], maxBytes: 500 * 1024 * 1024 },
        );
      });
      signal.throwIfAborted();
      await deps.setPostVideo(edit.workspaceId, edit.postId, asset, edit.createdBy);
      await deps.store.update(edit.workspaceId, edit.id, {
        status: 'completed',
        progress: 100,
        resultAssetId: asset.id,
        completedAt: new Date(),
      });
    } catch (error) {
      if (signal.aborted) throw error;
      await fail(error);
    } finally {
      await rm(output, { force: true });
    }
  }

  return defineJob({
    name: 'reels.edit',
    version: 1,
    payload: z.object({ editId: z.string(), workspaceId: z.string() }),
    handle,
    retryLimit: 3,
    // Two cores: one render at a time per process.
    concurrency: 1,
    isExclusive: true,
    expireInSeconds: 40 * 60,
    // An edit stored just before its process stopped (and so never queued) is queued again; exclusive per edit.
    async recover(send) {
      for (const edit of await deps.store.listUnfinished()) {
        await send({ editId: edit.id, workspaceId: edit.workspaceId }, { singletonKey: edit.id });
      }
    },
  });
}

/** The library description of an edited clip: what was done to it. */
function describeEdit(edit: VideoEditRequest): string {
  const parts: string[] = [];
  if (edit.effect) parts.push(`effect ${edit.effect.id} at ${edit.effect.intensity}`);
  if (edit.aspect) parts.push(`aspect ${edit.aspect.ratio} (${edit.aspect.fit})`);
  if (edit.trim) parts.push(`trim ${edit.trim.startSeconds}-${edit.trim.endSeconds} s`);
  return `Edited in the reels editor: ${parts.join(', ')}`;
}
