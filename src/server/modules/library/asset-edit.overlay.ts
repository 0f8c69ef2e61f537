/**
 * The editor's overlay layer made ready to lay on a picture: the overlay image (a brand pack's logo or any
 * image of the library) resized to its place with sharp and its opacity multiplied into its alpha channel, as
 * a PNG. Images composite it with sharp, videos with ffmpeg's overlay filter.
 */
import type sharpFactory from 'sharp';
import { placeOverlay, type OverlayLayer } from '../../../shared/domain/asset-edit';

let sharp: typeof sharpFactory;

/** A placed overlay: the PNG and where its top left corner goes on the picture. */
export interface PlacedOverlay {
  png: Buffer;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Renders `image` for `layer` on a picture of `frame` size (see placeOverlay). */
export async function renderOverlay(
  image: Buffer,
  layer: OverlayLayer,
  frame: { width: number; height: number },
): Promise<PlacedOverlay> {
  sharp ??= (await import('sharp')).default;
  const source = sharp(image, { limitInputPixels: 100_000_000 }).rotate();
  const metadata = await source.metadata();
  const upright = (metadata.orientation ?? 1) >= 5;
  const size = {
    width: (upright ? metadata.height : metadata.width) ?? 1,
    height: (upright ? metadata.width : metadata.height) ?? 1,
  };
  const place = placeOverlay(frame, size, layer);
  const { data, info } = await source
    .resize(place.width, place.height, { fit: 'fill', kernel: 'lanczos3' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (layer.opacity < 1) {
    for (let index = 3; index < data.length; index += 4)
      data[index] = Math.round(data[index]! * layer.opacity);
  }
  const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
  return { png, ...place };
}
