import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/multipart';
import { z } from 'zod';
import { uploadMediaContract, uploadMediaFieldsSchema } from '../../../shared/contracts/media';
import { cleanFileName, cleanUploadText } from '../../../shared/domain/file-names';
import {
  mediaUploadMaxBytes,
  uploadTooLargeMessage,
  videoTooLargeMessage,
} from '../../../shared/domain/limits';
import { AppError } from '../../http/app-error';
import { requireAuth } from '../../http/auth-context';
import { bindRoute } from '../../http/contract-binding';
import type { MediaStorage } from '../../integrations/storage/storage';
import { buildMediaHeaders, parseRangeHeader } from './media-serving';
import { presentAsset } from './media.presenter';
import type { MediaService } from './media.service';

/** Largest file the upload endpoint accepts (the spec's upload limit, 100MB). */
export const uploadMaxBytes = mediaUploadMaxBytes;
const invalidVideoMessage = 'Please select a valid video file.';
const invalidMediaMessage = 'Please select valid image or video files';

/**
 * The user's message for an error raised while the multipart body streams in: over the size limit, the
 * spec's text for the kind of file (known from the purpose field, sent first, or the declared type); more
 * than one file, or too many fields, a 400. Anything else is returned as it is.
 */
function toUploadError(error: unknown, declaredType: string | undefined, isVideoPurpose: boolean): unknown {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('payload_too_large', uploadTooLargeMessage(declaredType, isVideoPurpose));
  if (code === 'FST_FILES_LIMIT') return new AppError('bad_request', 'Send one file per upload.');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new AppError('bad_request', 'The upload has more form fields than purpose and description.');
  return error;
}

/** The upload's text fields checked by the contract; a 400 naming the field otherwise. */
function parseFields(fields: Record<string, string>) {
  const parsed = uploadMediaFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? 'request');
  const message = issue?.message ?? 'The request is not valid.';
  throw new AppError('validation_failed', message, { [field]: message });
}

/** Upload into the library (one validator) and serve stored files (workspace-scoped, safe headers). */
export function registerMediaRoutes(
  app: FastifyInstance,
  deps: { media: MediaService; storage: MediaStorage; uploadDir: string },
): void {
  bindRoute(app, uploadMediaContract, async ({ auth, request }) => {
    if (auth.role === 'viewer') throw new AppError('forbidden', 'Viewers cannot upload to this workspace.');
    if (!request.isMultipart()) throw new AppError('bad_request', 'Send the file as multipart/form-data.');
    await mkdir(deps.uploadDir, { recursive: true });
    const temporary = join(deps.uploadDir, `${crypto.randomUUID()}.upload`);
    const fields: Record<string, string> = {};
    let filename = 'upload';
    let declaredType: string | undefined;
    try {
      try {
        const limits = { fileSize: uploadMaxBytes, files: 1, fields: 4 };
        for await (const part of request.parts({ limits })) {
          if (part.type === 'file') {
            filename = cleanFileName(part.filename, filename);
            declaredType = part.mimetype;
            await pipeline(part.file, createWriteStream(temporary));
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = cleanUploadText(part.value);
          }
        }
      } catch (error) {
        throw toUploadError(error, declaredType, fields.purpose === 'video');
      }
      const { purpose, description } = parseFields(fields);
      const isVideoPurpose = purpose === 'video';
      if (!declaredType) throw new AppError('bad_request', 'No file was sent.');
      const row = await deps.media.storeValidated(
        { path: temporary },
        {
          workspaceId: auth.workspaceId,
          createdBy: auth.userId,
          source: 'uploaded',
          title: filename,
          description: description?.trim() || `Uploaded ${declaredType.split('/')[0] ?? 'media'} file`,
          tags: ['uploaded'],
        },
        {
          allow: isVideoPurpose ? ['video'] : ['image', 'video'],
          maxBytes: uploadMaxBytes,
          declaredType,
          filename,
          messages: isVideoPurpose
            ? { type: invalidVideoMessage, size: videoTooLargeMessage }
            : { type: invalidMediaMessage, size: uploadTooLargeMessage(declaredType) },
        },
      );
      return { asset: presentAsset(row) };
    } finally {
      await rm(temporary, { force: true });
    }
  });

  const serve = (variant: 'file' | 'thumbnail') =>
    app.get(
      variant === 'file' ? '/media/:assetId' : '/media/:assetId/thumbnail',
      { schema: { hide: true } },
      async (request, reply) => {
        const auth = requireAuth(request);
        const { assetId } = z.object({ assetId: z.string().max(64) }).parse(request.params);
        const asset = await deps.media.find(auth.workspaceId, assetId);
        const key = variant === 'file' ? asset?.storageKey : asset?.thumbnailKey;
        if (!asset || !key) throw new AppError('not_found', 'This file does not exist.');
        const contentType = variant === 'file' ? asset.contentType : 'image/jpeg';
        const stat = await deps.storage.stat(key);
        if (!stat) throw new AppError('not_found', 'This file does not exist.');
        void reply.headers(
          buildMediaHeaders(contentType, variant === 'file' ? asset.title : `${asset.title}.jpg`, 'inline'),
        );
        const range = parseRangeHeader(request.headers.range, stat.size);
        if (range.kind === 'unsatisfiable')
          return reply.status(416).header('content-range', range.contentRange).send();
        if (range.kind === 'partial') {
          const { stream } = await deps.storage.openRead(key, { start: range.start, end: range.end });
          return reply
            .status(206)
            .header('content-range', range.contentRange)
            .header('content-length', range.contentLength)
            .send(stream);
        }
        const { stream } = await deps.storage.openRead(key);
        return reply.header('content-length', stat.size).send(stream);
      },
    );
  serve('file');
  serve('thumbnail');
}
