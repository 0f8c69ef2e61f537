/**
 * Re-encoding of uploaded images with sharp: the stored bytes are always ours, never the uploader's. Pixels
 * are decoded, turned upright by the EXIF orientation, and written afresh without any metadata (EXIF incl.
 * GPS, XMP, IPTC, ICC: colours are converted to sRGB first), which also drops anything appended to or
 * hidden in the original file.
 *
 * Formats: JPEG, PNG and WebP keep their format (animated WebP stays animated). GIF and AVIF become WebP:
 * WebP keeps a GIF's animation and transparency losslessly in fewer bytes, and browsers show it everywhere;
 * AVIF encoding is slow and few platforms accept AVIF.
 */
import type { Metadata, Sharp } from 'sharp';
import { AppError } from '../../http/app-error';
import type { UserText } from '../../i18n/user-text';
import type { SignatureFormat } from './media-signature';

/** An image after re-encoding. */
export interface ReencodedImage {
  data: Buffer;
  contentType: string;
  extension: string;
  /** Upright size in px; for an animation, one frame's. */
  width: number;
  height: number;
}

/** Options of {@link reencodeImage}. */
export interface ReencodeOptions {
  /** Most pixels accepted, all frames of an animation counted (decompression-bomb guard). */
  maxPixels: number;
  /** Message of the `unsupported_media_type` error for bytes sharp cannot decode as the detected format. */
  typeMessage: UserText;
  /** Message of the `payload_too_large` error for images over `maxPixels`. */
  dimensionsMessage: UserText;
}

/** sharp's name for each image format we accept (AVIF is read by its HEIF decoder). */
const SHARP_FORMATS: Partial<Record<SignatureFormat, string>> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

/** Writes the decoded image in its output format. */
function encode(
  image: Sharp,
  format: SignatureFormat,
): { image: Sharp; contentType: string; extension: string } {
  if (format === 'jpeg')
    return { image: image.jpeg({ quality: 90 }), contentType: 'image/jpeg', extension: 'jpg' };
  if (format === 'png') return { image: image.png(), contentType: 'image/png', extension: 'png' };
  if (format === 'gif')
    return { image: image.webp({ lossless: true }), contentType: 'image/webp', extension: 'webp' };
  return { image: image.webp({ quality: 90 }), contentType: 'image/webp', extension: 'webp' };
}

/**
 * Decodes `input` (bytes or a file path) as `format`, refusing it when sharp reads another format, when it
 * is corrupt (`unsupported_media_type`) or when it holds more than `maxPixels` (`payload_too_large`, checked
 * from the header before any pixel is decoded), and returns fresh bytes as described above.
 */
export async function reencodeImage(
  input: Buffer | string,
  format: SignatureFormat,
  options: ReencodeOptions,
): Promise<ReencodedImage> {
  const refuseType = () => new AppError('unsupported_media_type', options.typeMessage);
  // sharp (native) loads on the first image, not at start-up.
  const { default: sharp } = await import('sharp');
  let metadata: Metadata;
  try {
    // Header only: no pixels are decoded, so the pixel limit is checked below with our own message.
    metadata = await sharp(input, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw refuseType();
  }
  if (metadata.format !== SHARP_FORMATS[format]) throw refuseType();
  if (metadata.width * metadata.height > options.maxPixels) {
    throw new AppError('payload_too_large', options.dimensionsMessage);
  }
  const isAnimated = (metadata.pages ?? 1) > 1 && (format === 'gif' || format === 'webp');
  const decoded = sharp(input, {
    animated: isAnimated,
    autoOrient: !isAnimated,
    limitInputPixels: options.maxPixels,
    failOn: 'error',
  }).timeout({ seconds: 60 });
  const output = encode(decoded, format);
  try {
    const { data, info } = await output.image.toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: output.contentType,
      extension: output.extension,
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch {
    throw refuseType();
  }
}
