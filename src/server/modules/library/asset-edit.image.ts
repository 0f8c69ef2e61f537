/**
 * Applies the editor's operations to an image with sharp. Each operation runs as its own pass over raw pixels
 * (sharp orders the steps of one pipeline itself, which would not follow the editor's order), alpha kept.
 * sharp is loaded on first use (the server starts without it).
 */
import type sharpFactory from 'sharp';
import type { Sharp } from 'sharp';
import { buildColourSteps } from '../../../shared/domain/asset-edit';
import type { PlacedOverlay } from './asset-edit.overlay';
import type { CanonicalEdit } from './asset-edit.plan';

/** Raw pixels with their layout. */
interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** The edited image's bytes, type and size. */
export interface EditedImage {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

async function toRaw(image: Sharp): Promise<RawImage> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

let sharp: typeof sharpFactory;

const fromRaw = (raw: RawImage) => sharp(raw.data, { raw: raw.info });

/** Escapes text for Pango markup. */
function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The text layer drawn with the DejaVu font file, cut to the picture when it is larger. */
async function drawText(raw: RawImage, layer: NonNullable<CanonicalEdit['text']>, fontPath: string) {
  const { width, height } = raw.info;
  const rendered = await sharp({
    text: {
      text: `<span foreground="${layer.color}">${escapeMarkup(layer.text)}</span>`,
      font: `DejaVu Sans ${layer.size}px`,
      fontfile: fontPath,
      dpi: 72,
      rgba: true,
      width,
      align: 'centre',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  const textWidth = Math.min(rendered.info.width, width);
  const textHeight = Math.min(rendered.info.height, height);
  const overlay =
    textWidth < rendered.info.width || textHeight < rendered.info.height
      ? await sharp(rendered.data)
          .extract({ left: 0, top: 0, width: textWidth, height: textHeight })
          .toBuffer()
      : rendered.data;
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));
  return fromRaw(raw).composite([
    {
      input: overlay,
      left: clamp(layer.x * width - textWidth / 2, width - textWidth),
      top: clamp(layer.y * height - textHeight / 2, height - textHeight),
    },
  ]);
}

/**
 * The edited image: crop, resize, colour, text, the overlay (rendered for the picture after crop and resize),
 * enhance (normalise + sharpen), Lanczos 2× upscale, in that order; encoded as the source's format (PNG, JPEG,
 * WebP; anything else becomes PNG).
 */
export async function editImage(
  source: Buffer,
  sourceType: string,
  edit: CanonicalEdit,
  fontPath: string,
  overlay?: PlacedOverlay,
): Promise<EditedImage> {
  sharp ??= (await import('sharp')).default;
  let raw = await toRaw(sharp(source, { limitInputPixels: 100_000_000 }));
  if (edit.crop) {
    const { x, y, width, height } = edit.crop;
    raw = await toRaw(fromRaw(raw).extract({ left: x, top: y, width, height }));
  }
  if (edit.resize) {
    raw = await toRaw(
      fromRaw(raw).resize(edit.resize.width, edit.resize.height, { fit: 'fill', kernel: 'lanczos3' }),
    );
  }
  if (edit.adjust) {
    const { scale, offset, matrix } = buildColourSteps(edit.adjust);
    const colourBands = raw.info.channels >= 3 ? 3 : 1;
    const bands = (value: number, alpha: number) =>
      Array.from({ length: raw.info.channels }, (_, band) => (band < colourBands ? value : alpha));
    raw = await toRaw(fromRaw(raw).linear(bands(scale, 1), bands(offset, 0)));
    if (colourBands === 3) raw = await toRaw(fromRaw(raw).recomb(matrix));
  }
  if (edit.text) raw = await toRaw(await drawText(raw, edit.text, fontPath));
  if (overlay) {
    raw = await toRaw(fromRaw(raw).composite([{ input: overlay.png, left: overlay.left, top: overlay.top }]));
  }
  if (edit.enhance) raw = await toRaw(fromRaw(raw).normalise().sharpen());
  if (edit.upscale) {
    raw = await toRaw(
      fromRaw(raw).resize(raw.info.width * 2, raw.info.height * 2, { fit: 'fill', kernel: 'lanczos3' }),
    );
  }
  const output = fromRaw(raw);
  const { width, height } = raw.info;
  if (sourceType === 'image/jpeg') {
    return { data: await output.jpeg({ quality: 92 }).toBuffer(), contentType: 'image/jpeg', width, height };
  }
  if (sourceType === 'image/webp') {
    return { data: await output.webp({ quality: 92 }).toBuffer(), contentType: 'image/webp', width, height };
  }
  return { data: await output.png().toBuffer(), contentType: 'image/png', width, height };
}
