import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { EditOperation } from '../../../shared/contracts/library-edit';
import { editedTitle } from '../../../shared/domain/asset-edit';
import { AppError } from '../../http/app-error';
import { createConcurrencyLimit } from '../../integrations/media-tools/concurrency-limit';
import { MediaToolError } from '../../integrations/media-tools/media-process';
import type { MediaStorage } from '../../integrations/storage/storage';
import type { MediaService } from '../media/media.service';
import type { AssetRow, MediaStore } from '../media/media.store';
import { editImage } from './asset-edit.image';
import { renderOverlay, type PlacedOverlay } from './asset-edit.overlay';
import { notEditableMessage, overlayNotImageMessage, planEdit, type CanonicalEdit } from './asset-edit.plan';
import { createProgressReporter } from './asset-edit.progress';
import { editVideo } from './asset-edit.video';

interface Dependencies {
  mediaStore: MediaStore;
  media: MediaService;
  storage: MediaStorage;
  ffmpegPath: string;
  /** The TrueType font added text is drawn with (DejaVu Sans). */
  fontPath: string;
  workDir: string;
  /** Longest video edit, ms; default 10 minutes. */
  videoTimeoutMs?: number;
  /** Tells the editing user's browsers how far a video edit has got (the live stream's assetEditProgress). */
  announceProgress?: (notice: {
    userId: string;
    progressId: string;
    assetId: string;
    percent: number;
  }) => Promise<void>;
}

/** Who follows a video edit's progress: the user and the id their request named. */
interface ProgressTarget {
  userId: string;
  progressId: string;
}

/** The refusal when ffmpeg is missing. */
const noFfmpegMessage = 'This server cannot process videos: ffmpeg is not installed (see README).';
/** The answer when the tool refused the file or ran too long. */
const editFailedMessage = 'The edit could not be applied to this file.';
/** Largest edited video stored (the library's video cap). */
const editedVideoMaxBytes = 500 * 1024 * 1024;

/**
 * The asset editor's Advanced and AI operations. An edit never changes its source: the result is a NEW asset
 * titled '… (edited)' with the source's description, tags and project, so the original stays recoverable
 * (no versions table: every version is an ordinary asset a user can find, compare, download or delete).
 * Edits run one at a time per process (each uses both cores).
 */
export function createAssetEditService(deps: Dependencies) {
  const limit = createConcurrencyLimit(1);

  /**
   * The overlay of an edit rendered for its place, or undefined without one. The overlay must be an image
   * of the same workspace (another workspace's id is refused like a missing one).
   */
  async function prepareOverlay(
    row: AssetRow,
    edit: CanonicalEdit,
    frame: { width: number; height: number },
  ): Promise<PlacedOverlay | undefined> {
    if (!edit.overlay) return undefined;
    const overlayRow = await deps.mediaStore.find(row.workspaceId, edit.overlay.assetId);
    if (!overlayRow || overlayRow.type !== 'image') throw new AppError('bad_request', overlayNotImageMessage);
    return renderOverlay(await deps.storage.get(overlayRow.storageKey), edit.overlay, frame).catch(() => {
      throw new AppError('bad_request', overlayNotImageMessage);
    });
  }

  async function editImageAsset(row: AssetRow, operations: EditOperation[], userId: string) {
    const plan = planEdit(operations, {
      kind: 'image',
      width: row.width ?? 0,
      height: row.height ?? 0,
    });
    const overlay = await prepareOverlay(row, plan.edit, plan.layerFrame);
    const edited = await editImage(
      await deps.storage.get(row.storageKey),
      row.contentType,
      plan.edit,
      deps.fontPath,
      overlay,
    ).catch(() => {
      throw new AppError('bad_request', editFailedMessage);
    });
    const extension = edited.contentType === 'image/jpeg' ? 'jpg' : edited.contentType.slice('image/'.length);
    return deps.media.storeRenderedImage(edited, {
      workspaceId: row.workspaceId,
      createdBy: userId,
      source: row.source,
      title: editedTitle(row.title, extension),
      description: row.description,
      tags: row.tags,
      projectId: row.projectId,
    });
  }

  /** The ffmpeg progress callback of a followed edit: rising percents of the source's duration, announced. */
  function progressOf(row: AssetRow, target: ProgressTarget | undefined) {
    const announce = deps.announceProgress;
    if (!target || !announce) return undefined;
    return createProgressReporter({
      durationSeconds: row.durationSeconds,
      report: (percent) => void announce({ ...target, assetId: row.id, percent }),
    });
  }

  async function editVideoAsset(
    row: AssetRow,
    operations: EditOperation[],
    userId: string,
    progress?: ProgressTarget,
  ) {
    const plan = planEdit(operations, {
      kind: 'video',
      width: row.width ?? 0,
      height: row.height ?? 0,
    });
    const overlay = await prepareOverlay(row, plan.edit, plan.layerFrame);
    await mkdir(deps.workDir, { recursive: true });
    const directory = await mkdtemp(path.join(deps.workDir, 'edit-'));
    try {
      const sourcePath = path.join(directory, 'source');
      const outputPath = path.join(directory, 'edited.mp4');
      await pipeline((await deps.storage.openRead(row.storageKey)).stream, createWriteStream(sourcePath));
      await editVideo({
        ffmpegPath: deps.ffmpegPath,
        fontPath: deps.fontPath,
        sourcePath,
        outputPath,
        workDir: directory,
        edit: plan.edit,
        output: { width: plan.width, height: plan.height },
        ...(overlay ? { overlay } : {}),
        timeoutMs: deps.videoTimeoutMs ?? 600_000,
        onProgress: progressOf(row, progress),
      }).catch((error: unknown) => {
        if (error instanceof MediaToolError && error.reason === 'not-started') {
          throw new AppError('unavailable', noFfmpegMessage);
        }
        throw new AppError('bad_request', editFailedMessage);
      });
      return await deps.media.storeValidated(
        { path: outputPath },
        {
          workspaceId: row.workspaceId,
          createdBy: userId,
          source: row.source,
          title: editedTitle(row.title, 'mp4'),
          description: row.description,
          tags: row.tags,
          projectId: row.projectId,
        },
        { allow: ['video'], maxBytes: editedVideoMaxBytes },
      );
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  return {
    /**
     * Applies `operations` to the workspace's asset and answers the new asset. Not found for another
     * workspace's asset; 400 for a document or audio file, a crop outside the picture or a result past the
     * pixel cap. A video edit with a `progressId` announces its percentage to the user while ffmpeg runs.
     */
    async edit(
      workspaceId: string,
      userId: string,
      assetId: string,
      operations: EditOperation[],
      progressId?: string,
    ): Promise<AssetRow> {
      const row = await deps.mediaStore.find(workspaceId, assetId);
      if (!row) throw new AppError('not_found', 'This file does not exist.');
      if ((row.type !== 'image' && row.type !== 'video') || !row.width || !row.height) {
        throw new AppError('bad_request', notEditableMessage);
      }
      return limit.run(() =>
        row.type === 'image'
          ? editImageAsset(row, operations, userId)
          : editVideoAsset(row, operations, userId, progressId ? { userId, progressId } : undefined),
      );
    },
  };
}

/** The asset edit service. */
export type AssetEditService = ReturnType<typeof createAssetEditService>;
