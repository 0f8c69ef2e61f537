import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SafeFetch } from '../../integrations/web-fetch/safe-fetch';
import { createMediaKey, type MediaStorage } from '../../integrations/storage/storage';
import { AppError } from '../../http/app-error';
import { MediaToolError } from '../../integrations/media-tools/media-process';
import { validateUpload, type MediaKind, type UploadInput, type ValidatedUpload } from './upload-validator';
import type { UploadMessageOverrides } from './upload-messages';
import { extractVideoStill } from './video-still';
import { renderPdfThumbnail } from './pdf-thumbnail';
import type { AssetRow, MediaStore } from './media.store';

/** Largest image fetched from a web page or a provider URL. */
export const remoteImageMaxBytes = 10 * 1024 * 1024;

/**
 * Makes a validated video into the file to store instead (a path it wrote), or answers undefined to store the
 * video as it is.
 */
export type FinishVideo = (video: { path: string; extension: string }) => Promise<string | undefined>;

/** An image this server made: its bytes, type and size. */
export interface RenderedImage {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

/** Descriptive fields of a new asset. */
export interface AssetDetails {
  workspaceId: string;
  createdBy: string | null;
  source: AssetRow['source'];
  title: string;
  /** The description, or a function of the kind the validator detected (uploads: 'Uploaded video file'). */
  description: string | ((kind: MediaKind) => string);
  tags: string[];
  originalUrl?: string;
  /** The library project the new asset joins (an edited version stays in its source's project). */
  projectId?: string | null;
}

/** The description of a new asset of `kind`. */
function describe(details: AssetDetails, kind: MediaKind): string {
  return typeof details.description === 'function' ? details.description(kind) : details.description;
}

interface Dependencies {
  store: MediaStore;
  storage: MediaStorage;
  safeFetch: SafeFetch;
  ffmpegPath: string;
  ffprobePath: string;
  /** Poppler's pdftoppm, for PDF first-page thumbnails; when it is missing a PDF just has none. */
  pdftoppmPath: string;
  workDir: string;
}

/**
 * Media intake: every file, uploaded, generated or fetched, passes the one upload validator, is stored under
 * a fresh key, gets a JPEG thumbnail when it is a video (a still) or a PDF (its first page), and becomes an
 * asset row of its workspace. Nothing
 * stays in storage without its row: when anything fails after a file is written (the thumbnail, the insert),
 * the files written so far are removed before the error goes on (a file whose removal fails too is left to
 * the start-up sweep, media.sweep.ts).
 */
export function createMediaService({
  store,
  storage,
  safeFetch,
  ffmpegPath,
  ffprobePath,
  pdftoppmPath,
  workDir,
}: Dependencies) {
  /**
   * Runs `write` with a list it adds each storage key to before writing it; when `write` fails, every listed
   * key is removed (a missing file is no error) and the failure is rethrown.
   */
  async function removingOnFailure<T>(write: (keys: string[]) => Promise<T>): Promise<T> {
    const keys: string[] = [];
    try {
      return await write(keys);
    } catch (error) {
      await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
      throw error;
    }
  }

  /** The first page of a validated PDF as a JPEG; null when it cannot be rendered (the UI shows an icon). */
  async function renderFirstPage(validated: ValidatedUpload): Promise<Buffer | null> {
    let directory: string | undefined;
    try {
      let pdfPath = validated.filePath;
      if (!pdfPath) {
        if (!validated.data) return null;
        directory = await mkdtemp(path.join(workDir, 'pdf-'));
        pdfPath = path.join(directory, 'document.pdf');
        await writeFile(pdfPath, validated.data, { mode: 0o600 });
      }
      return await renderPdfThumbnail(path.resolve(pdfPath), { pdftoppmPath });
    } catch {
      return null; // a PDF that poppler cannot draw (or no poppler) is still a document to open
    } finally {
      if (directory) await rm(directory, { recursive: true, force: true });
    }
  }

  /** The JPEG still of a validated video, else its thumbnail content; null when there is none. */
  async function makeThumbnail(validated: ValidatedUpload): Promise<Buffer | null> {
    if (validated.kind === 'document') {
      return validated.contentType === 'application/pdf' ? renderFirstPage(validated) : null;
    }
    if (validated.kind !== 'video' || !validated.filePath) return null;
    try {
      return await extractVideoStill(validated.filePath, { ffmpegPath });
    } catch {
      return null; // a clip whose still cannot be read still plays; the UI shows no poster
    }
  }

  /**
   * The JPEG thumbnail of a validated video (a still) or PDF (its first page), stored under a new key (added
   * to `keys`); null when there is none.
   */
  async function storeStill(validated: ValidatedUpload, workspaceId: string, keys: string[]) {
    const still = await makeThumbnail(validated);
    if (!still) return null;
    const thumbnailKey = createMediaKey(workspaceId, 'jpg');
    keys.push(thumbnailKey);
    await storage.put(thumbnailKey, still, 'image/jpeg');
    return thumbnailKey;
  }

  /** Stores an image whose bytes this server made (rendered, or transformed after validation). */
  async function storeImage(image: RenderedImage, details: AssetDetails): Promise<AssetRow> {
    const extension = image.contentType === 'image/jpeg' ? 'jpg' : image.contentType.slice('image/'.length);
    return removingOnFailure(async (keys) => {
      const key = createMediaKey(details.workspaceId, extension);
      keys.push(key);
      await storage.put(key, image.data, image.contentType);
      return store.insert(details.workspaceId, {
        createdBy: details.createdBy,
        type: 'image',
        source: details.source,
        title: details.title,
        description: describe(details, 'image'),
        tags: details.tags,
        storageKey: key,
        contentType: image.contentType,
        size: image.data.length,
        width: image.width,
        height: image.height,
        durationSeconds: null,
        thumbnailKey: null,
        originalUrl: null,
        projectId: details.projectId ?? null,
      });
    });
  }

  async function storeValidated(
    input: UploadInput,
    details: AssetDetails,
    options: {
      allow: MediaKind[];
      maxBytes: number;
      messages?: UploadMessageOverrides;
      declaredType?: string;
      filename?: string;
      finishVideo?: FinishVideo;
    },
  ): Promise<AssetRow> {
    await mkdir(workDir, { recursive: true });
    const validate = (upload: UploadInput) =>
      validateUpload(upload, { ...options, ffprobePath, ffmpegPath, workDir }).catch((error: unknown) => {
        if (error instanceof MediaToolError && error.reason === 'not-started') {
          throw new AppError(
            'unavailable',
            'This server cannot process videos: ffmpeg is not installed (see README).',
          );
        }
        throw error;
      });
    let validated = await validate(input);
    try {
      // A video made to match settings (a remote clip's resolution, narration, music) is what is stored; the
      // new file goes through the validator too.
      if (options.finishVideo && validated.kind === 'video' && validated.filePath) {
        const finished = await options.finishVideo({
          path: validated.filePath,
          extension: validated.extension,
        });
        if (finished) {
          const original = validated;
          validated = await validate({ path: finished });
          await original.discard();
        }
      }
      return await removingOnFailure(async (keys) => {
        const body =
          validated.data ?? (validated.filePath ? createReadStream(validated.filePath) : undefined);
        if (!body) throw new Error('The validated upload has neither bytes nor a file.');
        // Fonts are brand pack files, never library assets (no upload path here allows them).
        if (validated.kind === 'font') throw new Error('A font cannot be stored as a library asset.');
        const key = createMediaKey(details.workspaceId, validated.extension);
        keys.push(key);
        await storage.put(key, body, validated.contentType);
        const thumbnailKey = await storeStill(validated, details.workspaceId, keys);
        return store.insert(details.workspaceId, {
          createdBy: details.createdBy,
          type: validated.kind,
          source: details.source,
          title: details.title,
          description: describe(details, validated.kind),
          tags: details.tags,
          storageKey: key,
          contentType: validated.contentType,
          size: validated.size,
          width: validated.width ?? null,
          height: validated.height ?? null,
          durationSeconds: validated.durationSeconds ?? null,
          thumbnailKey,
          originalUrl: details.originalUrl ?? null,
          projectId: details.projectId ?? null,
        });
      });
    } finally {
      await validated.discard();
    }
  }

  return {
    storeValidated,

    /**
     * Stores an image this server rendered itself (the offline card): bytes it produced, so the upload
     * validator's re-encode is skipped. Outside bytes (uploads, downloads, provider answers) never come here.
     */
    async storeRenderedImage(image: RenderedImage, details: AssetDetails): Promise<AssetRow> {
      return storeImage(image, details);
    },

    /**
     * Validates an image upload with the one validator, then stores what `transform` makes of the validated
     * (re-encoded) pixels, e.g. a profile image cropped to a square. Only images are accepted.
     */
    async storeTransformedImage(
      input: UploadInput,
      details: AssetDetails,
      options: {
        maxBytes: number;
        messages?: UploadMessageOverrides;
        declaredType?: string;
        filename?: string;
      },
      transform: (image: Buffer) => Promise<RenderedImage>,
    ): Promise<AssetRow> {
      await mkdir(workDir, { recursive: true });
      const validated = await validateUpload(input, {
        ...options,
        allow: ['image'],
        ffprobePath,
        ffmpegPath,
        workDir,
      });
      try {
        if (!validated.data) throw new Error('A validated image has no bytes.');
        return await storeImage(await transform(validated.data), details);
      } finally {
        await validated.discard();
      }
    },

    /** Stores bytes the server produced or received (generated images, videos). */
    async storeBytes(
      data: Buffer,
      details: AssetDetails,
      allow: MediaKind[] = ['image', 'video'],
      maxBytes = 200 * 1024 * 1024,
      finishVideo?: FinishVideo,
    ) {
      return storeValidated({ data }, details, { allow, maxBytes, ...(finishVideo ? { finishVideo } : {}) });
    },

    /**
     * Downloads an image or video by URL and stores it. `isTrustedOrigin` skips the SSRF guard for URLs on the
     * configured AI provider's own origin (an operator-chosen host, possibly local); every other URL goes
     * through the guard.
     */
    async storeFromUrl(
      url: string,
      details: AssetDetails,
      options: { allow: MediaKind[]; maxBytes: number; isTrustedOrigin?: boolean; finishVideo?: FinishVideo },
    ) {
      let body: Buffer;
      if (options.isTrustedOrigin) {
        const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
        if (!response.ok) throw new Error(`Download failed: HTTP ${response.status}`);
        body = Buffer.from(await response.arrayBuffer());
      } else {
        const response = await safeFetch(url, { maxBytes: options.maxBytes, accept: 'image/*,video/*' });
        if (response.status >= 400) throw new Error(`Download failed: HTTP ${response.status}`);
        body = response.body;
      }
      return storeValidated(
        { data: body },
        { ...details, originalUrl: url },
        {
          allow: options.allow,
          maxBytes: options.maxBytes,
          ...(options.finishVideo ? { finishVideo: options.finishVideo } : {}),
        },
      );
    },

    async find(workspaceId: string, assetId: string) {
      return store.find(workspaceId, assetId);
    },
    /** A page of the workspace's library (see the store's `list`). */
    async list(workspaceId: string, options: Parameters<MediaStore['list']>[1]) {
      return store.list(workspaceId, options);
    },
    async findMany(workspaceId: string, assetIds: string[]) {
      return store.findMany(workspaceId, assetIds);
    },
    async read(row: AssetRow): Promise<Buffer> {
      return storage.get(row.storageKey);
    },
  };
}

/** The media service. */
export type MediaService = ReturnType<typeof createMediaService>;
