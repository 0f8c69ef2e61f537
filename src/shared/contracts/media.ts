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

/**
 * POST /api/media/uploads (multipart/form-data: `file`, optional `description`, optional `purpose`):
 * validated by magic bytes, images re-encoded. `purpose: 'video'` applies the generator's video rules
 * (video only, 100MB, the spec's messages).
 */
export const uploadMediaContract = defineContract({
  method: 'POST',
  path: '/api/media/uploads',
  summary: 'Upload an image or video into the workspace library',
  tags: ['media'],
  response: z.object({ asset: assetSchema }),
  status: 201,
});
