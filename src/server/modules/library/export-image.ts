/**
 * An image export with sharp: resized (a resolution preset fits inside its box; a platform preset fills its
 * size, centred), watermarked (a text or a logo, bottom right), and encoded as JPEG, PNG, WebP, or a one-page
 * PDF holding the JPEG.
 */
import sharp from 'sharp';
import { exportImageQuality, type ExportQuality } from '../../../shared/domain/export';
import { jpegToPdf } from './export-pdf';

/** What {@link exportImage} makes. */
export interface ImageExportPlan {
  format: 'jpg' | 'png' | 'webp' | 'pdf';
  quality: ExportQuality;
  compression: boolean;
  /** Fit inside this box (aspect kept), or fill exactly this size (cropped, centred). */
  size?: { width: number; height: number; fit: 'inside' | 'cover' };
  watermark?: { text: string } | { logo: Buffer };
}

/** An exported file's bytes and type. */
export interface ExportedFile {
  data: Buffer;
  contentType: string;
  extension: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The watermark as a PNG overlay for a picture of `width` × `height`: a text 4 % of the shorter side tall, or
 * the logo within 12 % of it (videos get the same overlay through ffmpeg).
 */
export async function buildWatermark(
  watermark: NonNullable<ImageExportPlan['watermark']>,
  width: number,
  height: number,
): Promise<Buffer> {
  const unit = Math.min(width, height);
  if ('logo' in watermark) {
    const box = Math.max(16, Math.round(unit * 0.12));
    return sharp(watermark.logo)
      .resize({ width: box * 2, height: box, fit: 'inside' })
      .ensureAlpha(0.85)
      .png()
      .toBuffer();
  }
  const fontSize = Math.max(10, Math.round(unit * 0.04));
  const textWidth = Math.min(width - 8, Math.round(fontSize * 0.62 * watermark.text.length) + fontSize);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${textWidth}" height="${Math.round(fontSize * 1.6)}">
    <text x="${textWidth - fontSize / 2}" y="${Math.round(fontSize * 1.15)}" text-anchor="end" font-family="sans-serif"
      font-size="${fontSize}" font-weight="bold" fill="white" fill-opacity="0.85" stroke="black" stroke-opacity="0.45"
      stroke-width="${Math.max(1, Math.round(fontSize / 14))}">${escapeXml(watermark.text)}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Converts one image (any format sharp reads) as the plan says; EXIF orientation is applied first. */
export async function exportImage(input: Buffer, plan: ImageExportPlan): Promise<ExportedFile> {
  let pipeline = sharp(input, { limitInputPixels: 100_000_000 }).rotate();
  if (plan.size) {
    pipeline = pipeline.resize({
      width: plan.size.width,
      height: plan.size.height,
      fit: plan.size.fit,
      position: 'centre',
    });
  }
  if (plan.watermark) {
    const resized = await pipeline.png().toBuffer({ resolveWithObject: true });
    const overlay = await buildWatermark(plan.watermark, resized.info.width, resized.info.height);
    const overlayInfo = await sharp(overlay).metadata();
    const margin = Math.round(Math.min(resized.info.width, resized.info.height) * 0.03);
    pipeline = sharp(resized.data).composite([
      {
        input: overlay,
        left: Math.max(0, resized.info.width - (overlayInfo.width ?? 0) - margin),
        top: Math.max(0, resized.info.height - (overlayInfo.height ?? 0) - margin),
      },
    ]);
  }
  const quality = exportImageQuality[plan.quality];
  switch (plan.format) {
    case 'jpg':
      return {
        data: await pipeline
          .flatten({ background: '#ffffff' })
          .jpeg({ quality, mozjpeg: plan.compression })
          .toBuffer(),
        contentType: 'image/jpeg',
        extension: 'jpg',
      };
    case 'png':
      return {
        data: await pipeline
          .png(plan.compression ? { compressionLevel: 9, palette: true, quality } : { compressionLevel: 6 })
          .toBuffer(),
        contentType: 'image/png',
        extension: 'png',
      };
    case 'webp':
      return {
        data: await pipeline
          .webp({ quality, lossless: plan.quality === 'original', effort: plan.compression ? 6 : 4 })
          .toBuffer(),
        contentType: 'image/webp',
        extension: 'webp',
      };
    case 'pdf': {
      const jpeg = await pipeline
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .jpeg({ quality, mozjpeg: plan.compression })
        .toBuffer({ resolveWithObject: true });
      return {
        data: jpegToPdf(jpeg.data, jpeg.info.width, jpeg.info.height),
        contentType: 'application/pdf',
        extension: 'pdf',
      };
    }
  }
}
