/**
 * Frame sizes and safe areas of rendered video clips: the quality picks the resolution (720p or 1080p on the
 * short side), and the safe area is where text may go so that no platform's buttons, captions or profile
 * row cover it and no word touches the frame's edge.
 */
import type { AspectRatio, VideoQualityId } from './video';
import { videoQualities } from './video';

/** A rectangle in pixels, origin top left. */
export interface FrameRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Short side of the frame per resolution, px (4K has no offline size: it is refused offline). */
const shortSides = { '720p': 720, '1080p': 1080 } as const;

/** Long side over short side per aspect ratio. */
const longOverShort: Record<AspectRatio, number> = { '9:16': 16 / 9, '16:9': 16 / 9, '1:1': 1, '4:5': 5 / 4 };

/** True when clips of `quality` can be rendered on this machine (720p and 1080p; not 4K). */
export function isOfflineVideoQuality(quality: VideoQualityId): boolean {
  return videoQualities[quality].resolution !== '4K';
}

/**
 * Frame size of a clip, px (even numbers for H.264): 720p gives 720×1280 for 9:16, 1080p 1080×1920; 4:5 is
 * taller than wide, 16:9 wider than tall. Throws for a quality that has no offline size (4K).
 */
export function findVideoFrameSize(
  aspectRatio: AspectRatio,
  quality: VideoQualityId,
): { width: number; height: number } {
  const resolution = videoQualities[quality].resolution;
  if (resolution === '4K') throw new Error('4K clips are not rendered offline');
  const short = shortSides[resolution];
  const long = 2 * Math.round((short * longOverShort[aspectRatio]) / 2);
  return aspectRatio === '16:9' ? { width: long, height: short } : { width: short, height: long };
}

/**
 * Insets of the safe area per aspect ratio, as fractions of the frame's width (left, right) and height (top,
 * bottom). Vertical 9:16 clips lose the top to the profile row and the bottom fifth and the right edge to the
 * platform's caption and buttons (Reels, TikTok, Shorts); the others keep a title-safe margin.
 */
const safeInsets: Record<AspectRatio, { top: number; bottom: number; left: number; right: number }> = {
  '9:16': { top: 0.12, bottom: 0.22, left: 0.07, right: 0.14 },
  '4:5': { top: 0.07, bottom: 0.09, left: 0.07, right: 0.07 },
  '1:1': { top: 0.07, bottom: 0.08, left: 0.07, right: 0.07 },
  '16:9': { top: 0.08, bottom: 0.1, left: 0.06, right: 0.06 },
};

/** The safe area of a frame of `size` px with `aspectRatio`: every letter drawn on a clip stays inside it. */
export function findVideoSafeArea(
  aspectRatio: AspectRatio,
  size: { width: number; height: number },
): FrameRect {
  const insets = safeInsets[aspectRatio];
  const left = Math.round(size.width * insets.left);
  const top = Math.round(size.height * insets.top);
  return {
    left,
    top,
    width: Math.round(size.width * (1 - insets.right)) - left,
    height: Math.round(size.height * (1 - insets.bottom)) - top,
  };
}
