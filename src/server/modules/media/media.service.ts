import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SafeFetch } from '../../integrations/web-fetch/safe-fetch';
import { createMediaKey, type MediaStorage } from '../../integrations/storage/storage';
import { AppError } from '../../http/app-error';
import { MediaToolError } from '../../integrations/media-tools/media-process';
import { validateUpload, type MediaKind, type UploadInput } from './upload-validator';
import { extractVideoStill } from './video-still';
import type { AssetRow, MediaStore } from './media.store';

/** Largest image fetched from a web page or a provider URL. */
export const remoteImageMaxBytes = 10 * 1024 * 1024;

/** Descriptive fields of a new asset. */
export interface AssetDetails {
  workspaceId: string;
  createdBy: string | null;
  source: AssetRow['source'];
  title: string;
  description: string;
  tags: string[];
  originalUrl?: string;
}

interface Dependencies {
  store: MediaStore;
  storage: MediaStorage;
  safeFetch: SafeFetch;
  ffmpegPath: string;
  ffprobePath: string;
  workDir: string;
}

/**
 * Media intake: every file, uploaded, generated or fetched, passes the one upload validator, is stored under
 * a fresh key, gets a JPEG thumbnail when it is a video, and becomes an asset row of its workspace.
 */
export function createMediaService({
  store,
  storage,
  safeFetch,
  ffmpegPath,
  ffprobePath,
  workDir,
}: Dependencies) {
  async function storeValidated(
    input: UploadInput,
    details: AssetDetails,
    options: {
      allow: MediaKind[];
      maxBytes: number;
      messages?: { type?: string; size?: string };
      declaredType?: string;
      filename?: string;
    },
  ): Promise<AssetRow> {
    await mkdir(workDir, { recursive: true });
    const validated = await validateUpload(input, { ...options, ffprobePath, workDir }).catch(
      (error: unknown) => {
        if (error instanceof MediaToolError && error.reason === 'not-started') {
          throw new AppError(
            'unavailable',
            'This server cannot process videos: ffmpeg is not installed (see README).',
          );
        }
        throw error;
      },
    );
    const key = createMediaKey(details.workspaceId, validated.extension);
    if (validated.data) await storage.put(key, validated.data, validated.contentType);
    else if ('data' in input) await storage.put(key, input.data, validated.contentType);
    else await storage.put(key, createReadStream(input.path), validated.contentType);

    let thumbnailKey: string | null = null;
    if (validated.kind === 'video') {
      let videoPath = 'path' in input ? input.path : undefined;
      let temporary: string | undefined;
      if (!videoPath && 'data' in input) {
        temporary = join(workDir, `${crypto.randomUUID()}.${validated.extension}`);
        await writeFile(temporary, input.data);
        videoPath = temporary;
      }
      try {
        const still = await extractVideoStill(videoPath ?? '', { ffmpegPath });
        thumbnailKey = createMediaKey(details.workspaceId, 'jpg');
        await storage.put(thumbnailKey, still, 'image/jpeg');
      } catch {
        thumbnailKey = null; // a clip whose still cannot be read still plays; the UI shows no poster
      } finally {
        if (temporary) await rm(temporary, { force: true });
      }
    }
    return store.insert({
      workspaceId: details.workspaceId,
      createdBy: details.createdBy,
      type: validated.kind,
      source: details.source,
      title: details.title,
      description: details.description,
      tags: details.tags,
      storageKey: key,
      contentType: validated.contentType,
      size: validated.size,
      width: validated.width ?? null,
      height: validated.height ?? null,
      durationSeconds: validated.durationSeconds ?? null,
      thumbnailKey,
      originalUrl: details.originalUrl ?? null,
    });
  }

  return {
    storeValidated,

    /**
     * Stores an image this server rendered itself (the offline card): bytes it produced, so the upload
     * validator's re-encode is skipped. Outside bytes (uploads, downloads, provider answers) never come here.
     */
    async storeRenderedImage(
      image: {
        data: Buffer;
        contentType: 'image/png' | 'image/jpeg' | 'image/webp';
        width: number;
        height: number;
      },
      details: AssetDetails,
    ): Promise<AssetRow> {
      const extension = image.contentType === 'image/jpeg' ? 'jpg' : image.contentType.slice('image/'.length);
      const key = createMediaKey(details.workspaceId, extension);
      await storage.put(key, image.data, image.contentType);
      return store.insert({
        workspaceId: details.workspaceId,
        createdBy: details.createdBy,
        type: 'image',
        source: details.source,
        title: details.title,
        description: details.description,
        tags: details.tags,
        storageKey: key,
        contentType: image.contentType,
        size: image.data.length,
        width: image.width,
        height: image.height,
        durationSeconds: null,
        thumbnailKey: null,
        originalUrl: null,
      });
    },

    /** Stores bytes the server produced or received (generated images, videos). */
    async storeBytes(
      data: Buffer,
      details: AssetDetails,
      allow: MediaKind[] = ['image', 'video'],
      maxBytes = 200 * 1024 * 1024,
    ) {
      return storeValidated({ data }, details, { allow, maxBytes });
    },

    /**
     * Downloads an image or video by URL and stores it. `isTrustedOrigin` skips the SSRF guard for URLs on the
     * configured AI provider's own origin (an operator-chosen host, possibly local); every other URL goes
     * through the guard.
     */
    async storeFromUrl(
      url: string,
      details: AssetDetails,
      options: { allow: MediaKind[]; maxBytes: number; isTrustedOrigin?: boolean },
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
        { allow: options.allow, maxBytes: options.maxBytes },
      );
    },

    async find(workspaceId: string, assetId: string) {
      return store.find(workspaceId, assetId);
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
