import { z } from 'zod';
import {
  adjustRange,
  editTextMaxLength,
  editTextSizeRange,
  hueRange,
  imageEditMaxSide,
  overlayOpacityRange,
  overlayScaleRange,
} from '../domain/asset-edit';
import { defineContract } from './contract';
import { idSchema, safeText } from './fields';
import { libraryAssetSchema } from './library';

const pixels = z.number().int().min(0).max(imageEditMaxSide);
const fraction = z.number().min(0).max(1);
const percent = z.number().int().min(adjustRange.min).max(adjustRange.max);

/**
 * One edit of an image or video. Crop is in the source's pixels; resize is the output size after the crop;
 * adjust is the colour sliders; text is drawn centred at (x, y), fractions of the output size; overlay lays an
 * image of the library (a brand pack's logo, say) centred at (x, y), `scale` of the output's width wide, at
 * `opacity`; enhance is normalise + sharpen; upscale is a Lanczos 2× resize.
 */
export const editOperationSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('crop'),
    x: pixels,
    y: pixels,
    width: pixels.min(1),
    height: pixels.min(1),
  }),
  z.object({ type: z.literal('resize'), width: pixels.min(1), height: pixels.min(1) }),
  z.object({
    type: z.literal('adjust'),
    brightness: percent,
    contrast: percent,
    saturation: percent,
    hue: z.number().int().min(hueRange.min).max(hueRange.max),
  }),
  z.object({
    type: z.literal('text'),
    text: safeText(editTextMaxLength).trim().min(1),
    size: z.number().int().min(editTextSizeRange.min).max(editTextSizeRange.max),
    color: z
      .string()
      .max(7)
      .regex(/^#[0-9a-f]{6}$/i),
    x: fraction,
    y: fraction,
  }),
  z.object({
    type: z.literal('overlay'),
    assetId: idSchema,
    x: fraction,
    y: fraction,
    scale: z.number().min(overlayScaleRange.min).max(overlayScaleRange.max),
    opacity: z.number().min(overlayOpacityRange.min).max(overlayOpacityRange.max),
  }),
  z.object({ type: z.literal('enhance') }),
  z.object({ type: z.literal('upscale'), factor: z.literal(2) }),
]);
/** One edit operation. */
export type EditOperation = z.infer<typeof editOperationSchema>;
/** The operation types, in the order the server applies them whatever order they are sent in. */
export const editOperationOrder = [
  'crop',
  'resize',
  'adjust',
  'text',
  'overlay',
  'enhance',
  'upscale',
] as const;

/**
 * POST /api/library/assets/:assetId/edits: applies the operations (each type at most once) to an image or a
 * video and stores the result as a NEW asset, '… (edited)', in the same project; the original is kept as is.
 * A video edit given a `progressId` (a fresh UUID of the browser's) reports its percentage on the caller's live
 * stream (GET /api/events, `assetEditProgress`) while ffmpeg runs.
 */
export const editLibraryAssetContract = defineContract({
  method: 'POST',
  path: '/api/library/assets/:assetId/edits',
  summary: 'Apply crop, resize, colour, text, an overlay, enhance or upscale to an asset as a new version',
  tags: ['library'],
  params: z.object({ assetId: idSchema }),
  body: z.object({
    operations: z
      .array(editOperationSchema)
      .min(1)
      .max(editOperationOrder.length)
      .refine((operations) => new Set(operations.map((item) => item.type)).size === operations.length, {
        message: 'Each edit may appear only once.',
      }),
    progressId: idSchema.optional(),
  }),
  response: z.object({ asset: libraryAssetSchema }),
});
