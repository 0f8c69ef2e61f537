/**
 * The active brand pack on an offline video: the caption panel in the pack's colours, and its logo in the
 * top-right corner of the frame's safe area on the fixed overlay (so it does not move with the zoom).
 */
import sharp from 'sharp';
import type { AspectRatio } from '../../../../shared/domain/video';
import { findVideoSafeArea } from '../../../../shared/domain/video-frames';
import type { BrandPalette } from '../types';
import { parseHexColor } from './offline-image.colors';

/** The caption panel without a pack: Postforge's near-black violet, two thirds opaque, with white text. */
export const defaultCaptionColors = { panel: 'rgba(15, 10, 31, 0.66)', text: '#FFFFFF' };

/**
 * The caption's colours under a pack: its background colour as the panel (two thirds opaque, so the picture
 * shows through a little) and its text colour; the default for a palette that is not hex.
 */
export function captionColorsOf(palette: BrandPalette | undefined): { panel: string; text: string } {
  const panel = palette && parseHexColor(palette.background);
  const text = palette && parseHexColor(palette.text);
  if (!palette || !panel || !text) return defaultCaptionColors;
  return { panel: `rgba(${panel.r}, ${panel.g}, ${panel.b}, 0.66)`, text: palette.text };
}

/**
 * The overlay PNG (`overlay`, or a transparent frame when there is none) with `logo` at the top right of the
 * safe area, fitted inside a box 6.6 % of the frame's shorter side tall and three times as wide. A logo sharp
 * cannot read leaves the overlay as it was.
 */
export async function drawLogoOnOverlay(
  overlay: Buffer | undefined,
  logo: Buffer,
  aspectRatio: AspectRatio,
  size: { width: number; height: number },
): Promise<Buffer | undefined> {
  const area = findVideoSafeArea(aspectRatio, size);
  const boxHeight = Math.round(Math.min(size.width, size.height) * 0.066);
  const base =
    overlay ??
    (await sharp({
      create: { ...size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer());
  try {
    const fitted = await sharp(logo)
      .resize({ width: boxHeight * 3, height: boxHeight, fit: 'inside' })
      .png()
      .toBuffer({ resolveWithObject: true });
    return await sharp(base)
      .composite([{ input: fitted.data, top: area.top, left: area.left + area.width - fitted.info.width }])
      .png()
      .toBuffer();
  } catch {
    return overlay;
  }
}
