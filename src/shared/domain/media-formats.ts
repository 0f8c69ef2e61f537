import type { PlatformId } from './platforms';

/** A width ÷ height range, both ends included (1.91:1 is 1.91, 4:5 is 0.8). */
export interface AspectRange {
  min: number;
  max: number;
}

/**
 * The media formats a platform takes, for the pre-publish check and the conversion at publish time. A field
 * the platform documents no rule for is absent. Videos are converted to H.264 video and AAC audio in MP4, the
 * format every one of the six platforms documents as accepted (and recommended).
 */
export interface MediaFormatRules {
  /** The platform publishes videos only (a post without a video cannot go there). */
  videoOnly?: boolean;
  /** The image type the platform is given: images of another type are converted to it. */
  imageOutputType?: 'image/jpeg' | 'image/png';
  /** Image aspect ratios the platform shows uncropped; an image outside is padded into the range. */
  imageAspect?: AspectRange;
  /** Largest image side, pixels; a larger image is downscaled. */
  maxImageSide?: number;
  /** Video aspect ratios; a video outside is padded into the range. */
  videoAspect?: AspectRange;
  /** Largest video side, pixels. */
  maxVideoSide?: number;
  /** Longest video, seconds (not converted: the check refuses a longer one). */
  maxVideoSeconds?: number;
  /** Largest video file, bytes; a larger one is re-encoded at a bitrate that fits. */
  maxVideoBytes?: number;
  minFrameRate?: number;
  maxFrameRate?: number;
}

/** The codec, audio codec and container every converted video gets. */
export const convertedVideoFormat = { codec: 'h264', audioCodec: 'aac', container: 'mp4' } as const;

const vertical = { min: 9 / 16, max: 9 / 16 } as const;
const mb = 1024 * 1024;

/**
 * Each platform's documented media figures (as of 2026):
 * - Instagram (Graph API IG User Media reference): images JPEG only, aspect 4:5 to 1.91:1, at most 1440 px
 *   wide, 8 MB; Reels MP4/MOV with H.264 (or HEVC) and AAC, 23–60 fps, 9:16 recommended, at most 1920 px,
 *   3 s–15 min, 300 MB.
 * - X (media best practices): images up to 5 MB; video MP4 H.264 High profile with AAC LC, aspect 1:3 to 3:1,
 *   at most 1920×1200 (1200×1920), up to 60 fps, 0.5–140 s, 512 MB.
 * - LinkedIn (Images and Videos API): images up to 36 152 320 pixels (shown 1.91:1 to 1:1.3 here); video MP4,
 *   aspect 1:2.4 to 2.4:1, 10–60 fps, 3 s–30 min, 500 MB.
 * - Facebook (Pages video and photo guides): photos up to 4 MB; video MP4 H.264 with AAC, aspect 9:16 to
 *   16:9, up to 60 fps (Reels 24–60), 240 min, 10 GB; photos are shown 4:5 to 1.91:1 in the feed.
 * - TikTok (Content Posting API media transfer guide): video only, MP4/WebM/MOV, H.264 recommended,
 *   23–60 fps, sides 360–4096 px, 9:16, 4 GB; the longest video is the creator's max_video_post_duration_sec
 *   (at most 10 min).
 * - YouTube Shorts (YouTube Help, upload a Short): vertical (9:16) or square video, up to 3 min; H.264 with
 *   AAC-LC in MP4 recommended (recommended upload encoding settings), 24–60 fps.
 */
export const mediaFormatRules: Record<PlatformId, MediaFormatRules> = {
  instagram: {
    imageOutputType: 'image/jpeg',
    imageAspect: { min: 4 / 5, max: 1.91 },
    maxImageSide: 1440,
    videoAspect: vertical,
    maxVideoSide: 1920,
    maxVideoSeconds: 15 * 60,
    maxVideoBytes: 300 * mb,
    minFrameRate: 23,
    maxFrameRate: 60,
  },
  twitter: {
    imageAspect: { min: 1 / 3, max: 3 },
    maxImageSide: 4096,
    videoAspect: { min: 1 / 3, max: 3 },
    maxVideoSide: 1920,
    maxVideoSeconds: 140,
    maxVideoBytes: 512 * mb,
    maxFrameRate: 60,
  },
  linkedin: {
    imageAspect: { min: 1 / 1.3, max: 1.91 },
    maxImageSide: 6012,
    videoAspect: { min: 1 / 2.4, max: 2.4 },
    maxVideoSide: 4096,
    maxVideoSeconds: 30 * 60,
    maxVideoBytes: 500 * mb,
    minFrameRate: 10,
    maxFrameRate: 60,
  },
  facebook: {
    imageAspect: { min: 4 / 5, max: 1.91 },
    maxImageSide: 2048,
    videoAspect: { min: 9 / 16, max: 16 / 9 },
    maxVideoSide: 4096,
    maxVideoSeconds: 240 * 60,
    maxVideoBytes: 10 * 1024 * mb,
    maxFrameRate: 60,
  },
  tiktok: {
    videoOnly: true,
    videoAspect: vertical,
    maxVideoSide: 4096,
    maxVideoSeconds: 10 * 60,
    maxVideoBytes: 4 * 1024 * mb,
    minFrameRate: 23,
    maxFrameRate: 60,
  },
  youtube: {
    videoOnly: true,
    videoAspect: { min: 9 / 16, max: 1 },
    maxVideoSide: 3840,
    maxVideoSeconds: 3 * 60,
    minFrameRate: 24,
    maxFrameRate: 60,
  },
};

/**
 * The size an image or video of `width`×`height` gets for an aspect range and a largest side: padded (never
 * cropped) into the range, then scaled down so neither side passes `maxSide`; even sides (H.264 needs them).
 * Padding keeps every pixel of the author's media; see platforms.media-convert.ts for what fills the bars.
 */
export function fitFrame(
  width: number,
  height: number,
  aspect: AspectRange | undefined,
  maxSide: number | undefined,
): { width: number; height: number; padded: boolean } {
  let w = width;
  let h = height;
  const ratio = w / h;
  if (aspect && ratio > aspect.max + 1e-3) h = Math.round(w / aspect.max);
  else if (aspect && ratio < aspect.min - 1e-3) w = Math.round(h * aspect.min);
  const padded = w !== width || h !== height;
  const scale = maxSide ? Math.min(1, maxSide / Math.max(w, h)) : 1;
  const even = (value: number) => Math.max(2, Math.floor((value * scale) / 2) * 2);
  let outWidth = even(w);
  let outHeight = even(h);
  // Even sides can move the ratio out of a narrow range: take two pixels off the side that is too long.
  for (let round = 0; aspect && round < 8; round += 1) {
    const outRatio = outWidth / outHeight;
    if (outRatio > aspect.max + 0.005 && outWidth > 2) outWidth -= 2;
    else if (outRatio < aspect.min - 0.005 && outHeight > 2) outHeight -= 2;
    else break;
  }
  return { width: outWidth, height: outHeight, padded };
}
