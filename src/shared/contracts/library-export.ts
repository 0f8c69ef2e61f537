import { z } from 'zod';
import {
  exportAffixMaxLength,
  exportFormats,
  exportMaxAssets,
  exportPlatforms,
  exportQualities,
  exportResolutions,
  exportWatermarkMaxLength,
  exportWatermarks,
} from '../domain/export';
import { defineContract } from './contract';
import { idSchema, safeText } from './fields';

/** Export settings (spec 2 §3): what the Export Settings dialog sends. */
export const exportSettingsSchema = z.object({
  format: z.enum(exportFormats),
  quality: z.enum(exportQualities),
  resolution: z.enum(exportResolutions),
  /** Smallest files: PNG at the highest zlib level with a palette, JPEG with mozjpeg, WebP at effort 6. */
  compression: z.boolean(),
  watermark: z.enum(exportWatermarks),
  watermarkText: safeText(exportWatermarkMaxLength).trim(),
  /** The brand pack whose logo is the watermark ('logo'); none: the active pack. */
  brandPackId: idSchema.nullable(),
  platform: z.enum(exportPlatforms),
  batchNaming: z.object({
    prefix: safeText(exportAffixMaxLength).trim(),
    suffix: safeText(exportAffixMaxLength).trim(),
    includeDate: z.boolean(),
    includeIndex: z.boolean(),
  }),
});
/** Export settings. */
export type ExportSettings = z.infer<typeof exportSettingsSchema>;

/**
 * POST /api/library/export: the selected assets converted on the server (sharp for images, ffmpeg for
 * videos) and answered as the one file, or as a zip of them all when there are several (streamed as each file
 * is done). `X-Export-Count` says how many files the answer holds.
 */
export const exportLibraryContract = defineContract({
  method: 'POST',
  path: '/api/library/export',
  summary: 'Export library files converted (format, quality, size, watermark, platform preset, names)',
  tags: ['library'],
  body: z.object({
    assetIds: z.array(idSchema).min(1).max(exportMaxAssets),
    settings: exportSettingsSchema,
  }),
  response: z.file(),
  responseKind: 'file',
});
