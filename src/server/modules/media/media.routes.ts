import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/multipart';
import { cleanFileName, cleanUploadText } from '../../../shared/domain/file-names';
import {
  getMediaFileContract,
  getMediaThumbnailContract,
  getAssetContract,
  libraryPageSize,
  listMediaContract,
  uploadFormFieldsSchema,
  uploadMediaContract,
  type UploadFormFields,
} from '../../../shared/contracts/media';
import {
  mediaUploadMaxBytes,
  uploadTooLargeMessage,
  videoTooLargeMessage,
} from '../../../shared/domain/limits';
import { AppError } from '../../http/app-error';
import { bindRawRoute, bindRoute, parseFormFields } from '../../http/contract-binding';
import type { MediaStorage } from '../../integrations/storage/storage';
import { sendStoredFile } from './media-serving';
import { mediaPolicy } from './media.policy';
import { presentAsset } from './media.presenter';
import type { AssetDetails, MediaService } from './media.service';
import type { MediaKind } from './upload-validator';

/** Largest file the upload endpoint accepts (the spec's upload limit, 100MB). */
export const uploadMaxBytes = mediaUploadMaxBytes;
const invalidVideoMessage = 'Please select a valid video file.';
const invalidMediaMessage = 'Please select valid image or video files';

/** The kinds an upload of `purpose` may be: the library takes documents too, the generator media only. */
function allowedKinds(purpose: UploadFormFields['purpose']): MediaKind[] {
  if (purpose === 'video' || purpose === 'reels') return ['video'];
  if (purpose === 'library') return ['image', 'video', 'audio', 'document'];
  return ['image', 'video'];
}

/**
 * The source, tags and description of an upload (spec 2 §9 source defaults): a clip recorded for Video Reels
 * is a reels asset (reels, the platform, ai-video); anything else is uploaded with the given description or
 * 'Uploaded {type} file', the type being the kind the validator detected, never the browser's claim.
 */
function describeUpload(form: UploadFormFields): Pick<AssetDetails, 'source' | 'tags' | 'description'> {
  const given = form.description?.trim();
  if (form.purpose === 'reels') {
    return {
      source: 'reels',
      tags: ['reels', ...(form.platform ? [form.platform.toLowerCase()] : []), 'ai-video'],
      description: given || ((kind) => `Uploaded ${kind} file`),
    };
  }
  return {
    source: 'uploaded',
    tags: ['uploaded'],
    description: given || ((kind) => `Uploaded ${kind} file`),
  };
}

/** Upload into the library (one validator) and serve stored files (workspace-scoped, safe headers). */
export function registerMediaRoutes(
  app: FastifyInstance,
  deps: { media: MediaService; storage: MediaStorage; uploadDir: string },
): void {
  bindRoute(app, uploadMediaContract, mediaPolicy.upload, async ({ auth, request }) => {
    if (!request.isMultipart()) throw new AppError('bad_request', 'Send the file as multipart/form-data.');
    await mkdir(deps.uploadDir, { recursive: true });
    const temporary = join(deps.uploadDir, `${crypto.randomUUID()}.upload`);
    const fields: Record<string, string> = {};
    let filename = 'upload';
    let declaredType: string | undefined;
    let isTruncated = false;
    try {
      // The plugin is registered with throwFileSizeLimit off: a file over the limit is cut short (`truncated`)
      // and answered below with the purpose's own message rather than the parser's generic one.
      const parts = request.parts({
        limits: { fileSize: uploadMaxBytes, files: 1, fields: 4, fieldSize: 8 * 1024 },
      });
      for await (const part of parts) {
        if (part.type === 'file') {
          // File names come from the client: no control or bidirectional characters, at most 255.
          filename = cleanFileName(part.filename, filename);
          declaredType = part.mimetype;
          await pipeline(part.file, createWriteStream(temporary));
          isTruncated = part.file.truncated;
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = cleanUploadText(part.value);
        }
      }
      const form = parseFormFields(uploadFormFieldsSchema, fields);
      const isVideoPurpose = form.purpose === 'video' || form.purpose === 'reels';
      if (isTruncated) {
        throw new AppError('payload_too_large', uploadTooLargeMessage(declaredType, isVideoPurpose));
      }
      if (!declaredType) throw new AppError('bad_request', 'No file was sent.');
      const row = await deps.media.storeValidated(
        { path: temporary },
        {
          workspaceId: auth.workspaceId,
          createdBy: auth.userId,
          ...describeUpload(form),
          title: filename,
        },
        {
          allow: allowedKinds(form.purpose),
          maxBytes: uploadMaxBytes,
          declaredType,
          filename,
          // The library names every kind it takes in the validator's own message.
          ...(form.purpose === 'library'
            ? {}
            : {
                messages: isVideoPurpose
                  ? { type: invalidVideoMessage, size: videoTooLargeMessage }
                  : { type: invalidMediaMessage },
              }),
        },
      );
      return { asset: presentAsset(row) };
    } finally {
      await rm(temporary, { force: true });
    }
  });

  bindRoute(app, listMediaContract, mediaPolicy.listLibrary, async ({ auth, query }) => {
    const page = query.page ?? 1;
    const { rows, total } = await deps.media.list(auth.workspaceId, {
      ...(query.search ? { search: query.search } : {}),
      ...(query.type ? { type: query.type } : {}),
      limit: libraryPageSize,
      offset: (page - 1) * libraryPageSize,
    });
    return { assets: rows.map(presentAsset), total, page, pageSize: libraryPageSize };
  });

  bindRoute(app, getAssetContract, mediaPolicy.readAsset, async ({ auth, params }) => {
    const asset = await deps.media.find(auth.workspaceId, params.assetId);
    if (!asset) throw new AppError('not_found', 'This file does not exist.');
    return { asset: presentAsset(asset) };
  });

  for (const [contract, action, variant] of [
    [getMediaFileContract, mediaPolicy.readFile, 'file'],
    [getMediaThumbnailContract, mediaPolicy.readThumbnail, 'thumbnail'],
  ] as const) {
    bindRawRoute(app, contract, action, async ({ auth, params, request, reply }) => {
      const asset = await deps.media.find(auth.workspaceId, params.assetId);
      const key = variant === 'file' ? asset?.storageKey : asset?.thumbnailKey;
      if (!asset || !key) throw new AppError('not_found', 'This file does not exist.');
      const contentType = variant === 'file' ? asset.contentType : 'image/jpeg';
      return sendStoredFile(reply, deps.storage, {
        key,
        contentType,
        fileName: variant === 'file' ? asset.title : `${asset.title}.jpg`,
        rangeHeader: request.headers.range,
      });
    });
  }
}
