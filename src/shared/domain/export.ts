/**
 * Export settings (spec 2 §3 Export settings, §9 Export): formats, qualities, resolution presets, platform
 * presets (each a size and a format), and the defaults. Both sides import these.
 */

/** Export formats; 'original' keeps the stored file. jpg/png/webp/pdf apply to images, mp4/mov to videos. */
export const exportFormats = ['original', 'jpg', 'png', 'webp', 'mp4', 'mov', 'pdf'] as const;
/** An export format. */
export type ExportFormat = (typeof exportFormats)[number];
/** The formats an image can be exported to, and those a video can. */
export const imageExportFormats: readonly ExportFormat[] = ['original', 'jpg', 'png', 'webp', 'pdf'];
export const videoExportFormats: readonly ExportFormat[] = ['original', 'mp4', 'mov'];

/** Export qualities. */
export const exportQualities = ['low', 'medium', 'high', 'original'] as const;
/** An export quality. */
export type ExportQuality = (typeof exportQualities)[number];
/** The JPEG/WebP quality (1-100) of each export quality. */
export const exportImageQuality: Record<ExportQuality, number> = {
  low: 50,
  medium: 75,
  high: 90,
  original: 100,
};
/** The H.264 CRF (lower is better) of each export quality. */
export const exportVideoCrf: Record<ExportQuality, number> = { low: 32, medium: 26, high: 21, original: 17 };

/** Resolution presets: 'original' keeps the size; the others fit the file inside the box, aspect kept. */
export const exportResolutions = [
  'original',
  '1920x1080',
  '1280x720',
  '3840x2160',
  '1080x1080',
  '1080x1920',
] as const;
/** A resolution preset. */
export type ExportResolution = (typeof exportResolutions)[number];

/** Platform presets; 'none' applies none. */
export const exportPlatforms = [
  'none',
  'instagram',
  'facebook',
  'twitter',
  'linkedin',
  'youtube',
  'tiktok',
] as const;
/** A platform preset. */
export type ExportPlatform = (typeof exportPlatforms)[number];

/**
 * What a platform preset sets: the exact size (the file is cropped to fill it, centred) and the format images
 * and videos take. Sizes are each platform's recommended feed size.
 */
export const exportPlatformPresets: Record<
  Exclude<ExportPlatform, 'none'>,
  { width: number; height: number; image: ExportFormat; video: ExportFormat }
> = {
  instagram: { width: 1080, height: 1080, image: 'jpg', video: 'mp4' },
  facebook: { width: 1200, height: 630, image: 'jpg', video: 'mp4' },
  twitter: { width: 1600, height: 900, image: 'jpg', video: 'mp4' },
  linkedin: { width: 1200, height: 627, image: 'jpg', video: 'mp4' },
  youtube: { width: 1920, height: 1080, image: 'jpg', video: 'mp4' },
  tiktok: { width: 1080, height: 1920, image: 'jpg', video: 'mp4' },
};

/** Watermark kinds: none, a text, or the brand pack's logo. */
export const exportWatermarks = ['none', 'text', 'logo'] as const;
/** A watermark kind. */
export type ExportWatermark = (typeof exportWatermarks)[number];

/** Longest watermark text, batch-name prefix and suffix. */
export const exportWatermarkMaxLength = 60;
export const exportAffixMaxLength = 40;
/** Most assets one export takes. */
export const exportMaxAssets = 200;

/** The dialog's defaults (spec 2 §9). */
export const defaultExportSettings = {
  format: 'original',
  quality: 'high',
  resolution: 'original',
  compression: false,
  watermark: 'none',
  platform: 'none',
  includeIndex: true,
  includeDate: false,
} as const;
