import { z } from 'zod';
import { defineContract } from './contract';
import { idSchema, safeText } from './fields';
import { generationPlatformIds } from '../domain/platforms';

/** A library asset as the browser sees it; `url` and `thumbnailUrl` are same-origin, session-scoped. */
export const assetSchema = z.object({
  id: z.string(),
  type: z.enum(['image', 'video', 'audio', 'document']),
  source: z.enum(['uploaded', 'ai-generated', 'scraped', 'reels']),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationSeconds: z.number().nullable(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
});

/** An asset. */
export type Asset = z.infer<typeof assetSchema>;

/**
 * The text fields of an upload form: `purpose: 'video'` applies the generator's video rules (video only,
 * 100MB, the spec's messages), `'reels'` the same for a clip recorded in Video Reels (stored as a reels asset
 * tagged with `platform`); `description` is the library description (a default one when absent).
 */
export const uploadFormFieldsSchema = z.object({
  purpose: z
    .enum(['media', 'video', 'reels', 'library'])
    .optional()
    .describe(
      "'video': the generator's video rules (video only, the spec's messages); 'reels': the same for a Video Reels recording (a reels asset); 'library': images, videos, audio and documents (PDF, DOC, DOCX, TXT); default 'media'",
    ),
  description: safeText(2000)
    .optional()
    .describe(
      "The library description; default 'Uploaded {image|video|audio|document} file' by the detected kind",
    ),
  platform: z
    .enum(generationPlatformIds)
    .optional()
    .describe("'reels' only: the platform the clip is for (a tag of the asset)"),
});
/** The text fields of an upload form. */
export type UploadFormFields = z.infer<typeof uploadFormFieldsSchema>;

/**
 * POST /api/media/uploads (multipart/form-data: optional `purpose` and `description`, then `file`): at most
 * 100MB, validated by magic bytes; images re-encoded, videos limited (frame size, length, tracks) and remuxed
 * without metadata.
 */
export const uploadMediaContract = defineContract({
  method: 'POST',
  path: '/api/media/uploads',
  summary: 'Upload an image or video into the workspace library',
  tags: ['media'],
  form: uploadFormFieldsSchema.extend({
    file: z
      .file()
      .describe(
        "An image (JPEG, PNG, WebP, GIF, AVIF) or a video (MP4, MOV, WebM), at most 100MB; 'library' also audio and documents (PDF, DOC, DOCX at most 50MB; TXT at most 5MB)",
      ),
  }),
  response: z.object({ asset: assetSchema }),
  status: 201,
});

/** Path parameters of a stored file. */
const assetParamsSchema = z.object({ assetId: idSchema });

/**
 * GET /media/:assetId: a stored file of the caller's workspace (an asset's `url`), served inline with its
 * own content type, `nosniff` and a download name; a `Range` header gets 206 (or 416 when unsatisfiable).
 */
export const getMediaFileContract = defineContract({
  method: 'GET',
  path: '/media/:assetId',
  summary: "A stored file of the caller's workspace",
  tags: ['media'],
  params: assetParamsSchema,
  response: z.file(),
  responseKind: 'file',
});

/** GET /media/:assetId/thumbnail: the JPEG still of a video asset (its `thumbnailUrl`). */
export const getMediaThumbnailContract = defineContract({
  method: 'GET',
  path: '/media/:assetId/thumbnail',
  summary: 'The still image of a stored video',
  tags: ['media'],
  params: assetParamsSchema,
  response: z.file(),
  responseKind: 'file',
});

/** Page size of the library list. */
export const libraryPageSize = 24;

/**
 * GET /api/media: the workspace's library, newest first, a page at a time; `search` matches the title, the
 * description and the tags; `type` keeps one kind of file.
 */
export const listMediaContract = defineContract({
  method: 'GET',
  path: '/api/media',
  summary: "The workspace's media library, paged, with search and type filter",
  tags: ['media'],
  query: z.object({
    search: safeText(200).optional(),
    type: z.enum(['image', 'video']).optional(),
    page: z.coerce.number().int().min(1).max(10_000).optional(),
  }),
  response: z.object({
    assets: z.array(assetSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

/** GET /api/media/assets/:assetId: one asset of the caller's workspace (its type, size, dimensions, length). */
export const getAssetContract = defineContract({
  method: 'GET',
  path: '/api/media/assets/:assetId',
  summary: "One asset of the caller's workspace",
  tags: ['media'],
  params: assetParamsSchema,
  response: z.object({ asset: assetSchema }),
});
