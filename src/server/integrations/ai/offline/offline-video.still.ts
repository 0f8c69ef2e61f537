/**
 * The background still of an offline video: the request's image, or an offline card (in the brand pack's
 * palette) whose text stays inside the frame's safe area while the picture zooms.
 */
import type { AspectRatio } from '../../../../shared/domain/video';
import { findVideoFrameSize, findVideoSafeArea } from '../../../../shared/domain/video-frames';
import type { VideoRequest } from '../types';
import { defaultBrandPalette } from './offline-image.colors';
import { renderOfflineCard } from './offline-image.provider';

/** The still is pre-scaled to this multiple of the frame so the zoom moves in sub-pixel steps (no jitter). */
export const oversample = 2;

/** How far a card background zooms (its text must stay in the safe area at the largest zoom). */
export const cardZoom = 0.06;

/**
 * The safe area's insets as shares of the frame, widened so that text at the inset stays inside the safe area
 * while the picture is zoomed by up to 1 + `zoom` about its centre.
 */
function findCardSafeInsets(aspectRatio: AspectRatio, zoom: number) {
  const size = findVideoFrameSize(aspectRatio, 'standard');
  const area = findVideoSafeArea(aspectRatio, size);
  const widen = (inset: number) => 0.5 - (0.5 - inset) / (1 + zoom);
  return {
    top: widen(area.top / size.height),
    bottom: widen(1 - (area.top + area.height) / size.height),
    left: widen(area.left / size.width),
    right: widen(1 - (area.left + area.width) / size.width),
  };
}

/**
 * The background still as raw RGB, cover-cropped to the oversampled frame: the request's image (EXIF
 * orientation applied) or, without one, an offline card with the caption as headline. Throws for bytes that
 * are not an image.
 */
export async function prepareStill(
  request: VideoRequest,
  size: { width: number; height: number },
  fontsDir: string | undefined,
): Promise<Buffer> {
  const source =
    request.image ??
    (
      await renderOfflineCard({
        headline: request.caption,
        seed: request.prompt,
        aspectRatio: request.aspectRatio,
        palette: request.palette ?? defaultBrandPalette,
        safeInsets: findCardSafeInsets(request.aspectRatio, cardZoom),
        ...(fontsDir === undefined ? {} : { fontsDir }),
        ...(request.fonts ? { brandFonts: request.fonts } : {}),
      })
    ).data;
  // sharp (native) loads on the first video, not at start-up.
  const { default: sharp } = await import('sharp');
  return sharp(source)
    .rotate()
    .resize(size.width * oversample, size.height * oversample, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer();
}
