import { z } from 'zod';
import { defineContract } from './contract';

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

/** Longest upload description, in characters. */
export const uploadDescriptionMaxLength = 2000;

/** The text fields of an upload, sent before the file. */
export const uploadMediaFieldsSchema = z.object({
  purpose: z
    .enum(['video', 'media'])
    .optional()
    .describe("'video': the generator's video rules (video only, the spec's messages); default 'media'"),
  description: z
    .string()
    .max(
      uploadDescriptionMaxLength,
      `The description can be at most ${uploadDescriptionMaxLength} characters.`,
    )
    .optional()
    .describe("The library description; default 'Uploaded {image|video} file'"),
});

/** The upload's text fields. */
export type UploadMediaFields = z.infer<typeof uploadMediaFieldsSchema>;

/**
 * POST /api/media/uploads (multipart/form-data: optional `purpose` and `description`, then `file`): at most
 * 100MB, validated by magic bytes; images re-encoded, videos limited (frame size, length, tracks) and remuxed
 * without metadata. `purpose: 'video'` applies the generator's video rules (video only, the spec's messages).
 */
export const uploadMediaContract = defineContract({
  method: 'POST',
  path: '/api/media/uploads',
  summary: 'Upload an image or video into the workspace library',
  tags: ['media'],
  form: uploadMediaFieldsSchema.extend({
    file: z
      .file()
      .describe('An image (JPEG, PNG, WebP, GIF, AVIF) or a video (MP4, MOV, WebM), at most 100MB'),
  }),
  response: z.object({ asset: assetSchema }),
  status: 201,
});
