import type { EditOperation } from '../../../shared/contracts/library-edit';
import {
  imageEditMaxPixels,
  imageEditMaxSide,
  videoEditMaxPixels,
  videoEditMaxSide,
  type ColourAdjust,
  type OverlayLayer,
  type TextLayer,
} from '../../../shared/domain/asset-edit';
import { AppError } from '../../http/app-error';
import { userText } from '../../i18n/user-text';

/**
 * The operations of one edit by type, each at most once, applied in the fixed order of the fields. Text and
 * the overlay are placed on the picture as it is after crop and resize (before the upscale doubles it).
 */
export interface CanonicalEdit {
  crop?: { x: number; y: number; width: number; height: number };
  resize?: { width: number; height: number };
  adjust?: ColourAdjust;
  text?: TextLayer;
  overlay?: OverlayLayer;
  enhance?: true;
  upscale?: true;
}

/** The refusal of a crop that leaves the picture. */
export const cropOutsideMessage = 'The crop area must lie inside the picture.';
/** The refusal of a video edit that leaves less than one 2 × 2 block. */
export const videoTooSmallMessage = 'An edited video must be at least 2 × 2 pixels.';
/** The refusal of an overlay that is not an image of the workspace's library. */
export const overlayNotImageMessage = 'The overlay must be an image from your library.';
/** The refusal of an edit of anything but an image or a video. */
export const notEditableMessage = 'Only images and videos can be edited.';

/**
 * Checks the operations against the source's size and the limits, and answers them by type with the output
 * size. Throws a 400 AppError when the crop leaves the picture or the result would exceed the pixel cap
 * (images 8192 px a side and 40 MP; video frames 3840 px a side and 3840 × 2160 px).
 */
export function planEdit(
  operations: EditOperation[],
  source: { kind: 'image' | 'video'; width: number; height: number },
): { edit: CanonicalEdit; width: number; height: number; layerFrame: { width: number; height: number } } {
  const edit: CanonicalEdit = {};
  for (const operation of operations) {
    if (operation.type === 'crop') edit.crop = operation;
    else if (operation.type === 'resize') edit.resize = operation;
    else if (operation.type === 'adjust') edit.adjust = operation;
    else if (operation.type === 'text') edit.text = operation;
    else if (operation.type === 'overlay') edit.overlay = operation;
    else if (operation.type === 'enhance') edit.enhance = true;
    else edit.upscale = true;
  }
  let { width, height } = source;
  if (edit.crop) {
    const { x, y } = edit.crop;
    if (x + edit.crop.width > width || y + edit.crop.height > height) {
      throw new AppError('bad_request', cropOutsideMessage);
    }
    ({ width, height } = edit.crop);
  }
  if (edit.resize) ({ width, height } = edit.resize);
  const layerFrame = { width, height };
  if (edit.upscale) {
    width *= 2;
    height *= 2;
  }
  const maxSide = source.kind === 'video' ? videoEditMaxSide : imageEditMaxSide;
  const maxPixels = source.kind === 'video' ? videoEditMaxPixels : imageEditMaxPixels;
  if (width > maxSide || height > maxSide || width * height > maxPixels) {
    throw new AppError(
      'bad_request',
      userText(
        'The result would be {{width}} × {{height}} pixels, more than an edit may make (at most {{side}} pixels a side and {{megapixels}} megapixels).',
        {
          width,
          height,
          side: maxSide,
          megapixels: Math.floor(maxPixels / 100_000) / 10,
        },
      ),
    );
  }
  // Video encoders need even sizes: the last odd row or column is dropped (asserted by the tests).
  if (source.kind === 'video') {
    if (width < 2 || height < 2) throw new AppError('bad_request', videoTooSmallMessage);
    width -= width % 2;
    height -= height % 2;
  }
  return { edit, width, height, layerFrame };
}
