import { z } from 'zod';
import { videoEffectIds, videoEffectIntensity } from '../domain/video-effects';
import { editAspectFits, editAspectRatios } from '../domain/video-edit';
import { defineContract } from './contract';
import { idSchema } from './fields';
import { generatedPostSchema } from './generation';

/** An edit of a post's video: any of an effect, an aspect change and a trim. */
export const videoEditRequestSchema = z.object({
  effect: z
    .object({
      id: z.enum(videoEffectIds),
      intensity: z.number().min(videoEffectIntensity.min).max(videoEffectIntensity.max),
    })
    .nullable()
    .optional(),
  aspect: z
    .object({ ratio: z.enum(editAspectRatios), fit: z.enum(editAspectFits) })
    .nullable()
    .optional(),
  trim: z
    .object({ startSeconds: z.number().min(0).max(3600), endSeconds: z.number().min(0).max(3600) })
    .nullable()
    .optional(),
});

/** A video edit job as the editor follows it. */
export const videoEditSchema = z.object({
  id: z.string(),
  postId: z.string(),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  progress: z.number().int(),
  error: z.string().nullable(),
  resultAssetId: z.string().nullable(),
  createdAt: z.string(),
});

/** A video edit. */
export type VideoEdit = z.infer<typeof videoEditSchema>;

const postParams = z.object({ postId: idSchema });

/** POST /api/posts/:postId/video-edits: queues the edit of the post's video (202); the editor then polls it. */
export const startVideoEditContract = defineContract({
  method: 'POST',
  path: '/api/posts/:postId/video-edits',
  summary: "Apply an effect, an aspect ratio and a trim to a post's video (a job)",
  tags: ['reels'],
  params: postParams,
  body: videoEditRequestSchema,
  response: z.object({ edit: videoEditSchema }),
  status: 202,
});

/** GET /api/video-edits/:editId: the edit's status and progress; with it done, the post as it is now. */
export const getVideoEditContract = defineContract({
  method: 'GET',
  path: '/api/video-edits/:editId',
  summary: 'The status and progress of a video edit',
  tags: ['reels'],
  params: z.object({ editId: idSchema }),
  response: z.object({ edit: videoEditSchema, post: generatedPostSchema.nullable() }),
});

/**
 * POST /api/posts/:postId/video-edits/preview: one JPEG frame of the edit applied to the post's video (at
 * `atSeconds` into the trimmed clip), rendered by ffmpeg.
 */
export const previewVideoEditContract = defineContract({
  method: 'POST',
  path: '/api/posts/:postId/video-edits/preview',
  summary: 'A still of the edit before it is applied',
  tags: ['reels'],
  params: postParams,
  body: videoEditRequestSchema.extend({ atSeconds: z.number().min(0).max(3600).optional() }),
  response: z.file(),
  responseKind: 'file',
});
