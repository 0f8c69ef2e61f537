import type { AspectRatio } from './video';

/** Platforms the generator writes for (spec 1 §9: default Instagram). */
export const generationPlatformIds = ['instagram', 'twitter', 'linkedin', 'facebook'] as const;
/** Every platform named by the product, including video-only ones. */
export const platformIds = ['instagram', 'twitter', 'linkedin', 'facebook', 'tiktok', 'youtube'] as const;

/** A platform id. */
export type PlatformId = (typeof platformIds)[number];
/** A platform the generator can write for. */
export type GenerationPlatformId = (typeof generationPlatformIds)[number];

/**
 * Display facts of a platform. `icon` is a lucide-react component name; lucide 1.x ships no brand logos,
 * so each platform gets a neutral glyph and its brand colour carries the recognition.
 */
export interface PlatformInfo {
  id: PlatformId;
  name: string;
  /** Most characters a post may have on this platform (spec 1 §9); X weighs them, see counting.ts. */
  characterLimit: number;
  /** Brand colour as #RRGGBB. */
  color: string;
  /** One line shown on the Settings > Platforms card. */
  description: string;
  /** lucide-react icon component name. */
  icon: string;
}

/** Display facts and the character limit per platform (spec 1 §9). */
export const platforms: Record<PlatformId, PlatformInfo> = {
  instagram: {
    id: 'instagram',
    name: 'Instagram',
    characterLimit: 2200,
    color: '#E1306C',
    description: 'Share photos, carousels and Reels with your followers',
    icon: 'Camera',
  },
  twitter: {
    id: 'twitter',
    name: 'Twitter/X',
    characterLimit: 280,
    color: '#000000',
    description: 'Post short updates and join real-time conversations',
    icon: 'AtSign',
  },
  linkedin: {
    id: 'linkedin',
    name: 'LinkedIn',
    characterLimit: 3000,
    color: '#0A66C2',
    description: 'Publish professional updates to your network and pages',
    icon: 'Briefcase',
  },
  facebook: {
    id: 'facebook',
    name: 'Facebook',
    characterLimit: 63206,
    color: '#1877F2',
    description: 'Post to your pages and reach your community',
    icon: 'Users',
  },
  tiktok: {
    id: 'tiktok',
    name: 'TikTok',
    characterLimit: 2200,
    color: '#010101',
    description: 'Publish short vertical videos to your TikTok account',
    icon: 'Music2',
  },
  youtube: {
    id: 'youtube',
    name: 'YouTube',
    characterLimit: 5000,
    color: '#FF0000',
    description: 'Upload Shorts and videos to your channel',
    icon: 'SquarePlay',
  },
};

/**
 * What a platform accepts in one published post (its API's documented limits); a platform gets its entry with
 * its adapter. Text is limited by `characterLimit` above (X weighted, see counting.ts).
 */
export interface PublishingRules {
  /** Most images in one post (0: the platform takes no images). */
  maxImages: number;
  /** Most videos in one post; a post carries images or videos, not both. */
  maxVideos: number;
  /** Accepted image content types. */
  imageTypes: readonly string[];
  /** Accepted video content types. */
  videoTypes: readonly string[];
  /** Largest image, bytes. */
  maxImageBytes: number;
  /** Largest video, bytes. */
  maxVideoBytes: number;
}

/**
 * Publishing rules of the platforms Postforge publishes to. X (API v2 media upload, `POST /2/tweets`): up to 4
 * images (JPEG, PNG, WebP, GIF; 5 MB) or one video (MP4/MOV, 512 MB).
 */
export const publishingRules: Partial<Record<PlatformId, PublishingRules>> = {
  twitter: {
    maxImages: 4,
    maxVideos: 1,
    imageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    videoTypes: ['video/mp4', 'video/quicktime'],
    maxImageBytes: 5 * 1024 * 1024,
    maxVideoBytes: 512 * 1024 * 1024,
  },
  // LinkedIn (Images API, Videos API, Posts API): one video (MP4, 75 KB to 500 MB) or up to 20 images (JPEG, PNG,
  // GIF). LinkedIn limits an image's pixels (36,152,320), not its bytes; 36 MB is this server's own bound.
  linkedin: {
    maxImages: 20,
    maxVideos: 1,
    imageTypes: ['image/jpeg', 'image/png', 'image/gif'],
    videoTypes: ['video/mp4'],
    maxImageBytes: 36 * 1024 * 1024,
    maxVideoBytes: 500 * 1024 * 1024,
  },
  // YouTube (videos.insert): one video, no images; MP4, MOV, WebM and the other accepted containers, up to 256 GB.
  youtube: {
    maxImages: 0,
    maxVideos: 1,
    imageTypes: [],
    videoTypes: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-msvideo', 'video/mpeg'],
    maxImageBytes: 0,
    maxVideoBytes: 256 * 1024 * 1024 * 1024,
  },
  // TikTok (Content Posting API, direct post of a video): videos only, one per post, MP4 (recommended), WebM or
  // MOV, at most 4 GB (developers.tiktok.com/doc/content-posting-api-media-transfer-guide).
  tiktok: {
    maxImages: 0,
    maxVideos: 1,
    imageTypes: [],
    videoTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
    maxImageBytes: 0,
    maxVideoBytes: 4 * 1024 * 1024 * 1024,
  },
  // Facebook Pages (Graph API /photos, /videos): one photo (JPEG, PNG, GIF, WebP; under 4 MB) or one video
  // (MP4/MOV; 1 GB for a single, non-resumable upload).
  facebook: {
    maxImages: 1,
    maxVideos: 1,
    imageTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    videoTypes: ['video/mp4', 'video/quicktime'],
    maxImageBytes: 4 * 1024 * 1024,
    maxVideoBytes: 1024 * 1024 * 1024,
  },
  // Instagram (Content Publishing API): one image, JPEG only, at most 8 MB, aspect 4:5 to 1.91:1; or one Reel
  // (MP4/MOV, H.264 video and AAC audio, at most 300 MB, 3 s to 15 min).
  instagram: {
    maxImages: 1,
    maxVideos: 1,
    imageTypes: ['image/jpeg'],
    videoTypes: ['video/mp4', 'video/quicktime'],
    maxImageBytes: 8 * 1024 * 1024,
    maxVideoBytes: 300 * 1024 * 1024,
  },
};

/**
 * Why a file cannot go with a post to a platform, or undefined when it can: 'type' (not an accepted format)
 * or 'size' (over the limit for its kind).
 */
export function checkPublishMedia(
  rules: PublishingRules,
  media: { contentType: string; size: number },
): 'type' | 'size' | undefined {
  const isVideo = rules.videoTypes.includes(media.contentType);
  if (!isVideo && !rules.imageTypes.includes(media.contentType)) return 'type';
  return media.size > (isVideo ? rules.maxVideoBytes : rules.maxImageBytes) ? 'size' : undefined;
}

/** The default platform of the generator. */
export const defaultPlatform: GenerationPlatformId = 'instagram';

/** Generator variations (spec 1 §1); 'normal' is the default. */
export const variationIds = [
  'viral',
  'professional',
  'engaging',
  'storytelling',
  'informative',
  'normal',
] as const;
/** A generator variation. */
export type VariationId = (typeof variationIds)[number];
/** Most variations that can be picked at once. */
export const maxVariations = 3;

/** Ids of the video destinations offered by the platform selector's video options. */
export const platformVideoOptionIds = [
  'instagram-reels',
  'tiktok',
  'youtube-shorts',
  'facebook-reels',
  'snapchat-spotlight',
  'linkedin-video',
] as const;
/** A video destination id. */
export type PlatformVideoOptionId = (typeof platformVideoOptionIds)[number];

/** A video destination (spec 1 §3 "Platform option"); maxDuration in seconds. */
export interface PlatformVideoOption {
  id: PlatformVideoOptionId;
  name: string;
  aspectRatio: AspectRatio;
  maxDuration: number;
  features: string[];
  /** The product platform it publishes to; absent for Snapchat, which Postforge does not connect. */
  platformId?: PlatformId;
}

/** Video destinations with aspect ratio and longest clip (spec 1 §9), in the spec's order. */
export const platformVideoOptions: readonly PlatformVideoOption[] = [
  {
    id: 'instagram-reels',
    name: 'Instagram Reels',
    aspectRatio: '9:16',
    maxDuration: 90,
    features: ['Vertical video', 'Music and audio', 'Captions', 'Explore reach'],
    platformId: 'instagram',
  },
  {
    id: 'tiktok',
    name: 'TikTok',
    aspectRatio: '9:16',
    maxDuration: 180,
    features: ['Vertical video', 'Trending sounds', 'Captions', 'For You feed'],
    platformId: 'tiktok',
  },
  {
    id: 'youtube-shorts',
    name: 'YouTube Shorts',
    aspectRatio: '9:16',
    maxDuration: 60,
    features: ['Vertical video', 'Music library', 'Shorts shelf', 'Channel growth'],
    platformId: 'youtube',
  },
  {
    id: 'facebook-reels',
    name: 'Facebook Reels',
    aspectRatio: '9:16',
    maxDuration: 90,
    features: ['Vertical video', 'Music and audio', 'Cross-posting', 'Page reach'],
    platformId: 'facebook',
  },
  {
    id: 'snapchat-spotlight',
    name: 'Snapchat Spotlight',
    aspectRatio: '9:16',
    maxDuration: 60,
    features: ['Vertical video', 'Lenses', 'Sounds', 'Spotlight feed'],
  },
  {
    id: 'linkedin-video',
    name: 'LinkedIn Video',
    aspectRatio: '16:9',
    maxDuration: 300,
    features: ['Landscape video', 'Captions', 'Professional audience', 'Native player'],
    platformId: 'linkedin',
  },
];

/**
 * Aspect ratio of the image (card or AI image) made for a post on each generation platform.
 * Instagram uses 4:5 portrait, the tallest ratio its feed shows uncropped and so the most screen per post;
 * X shows 16:9 in the timeline without cropping; LinkedIn and Facebook feeds show 1:1 fully on phone and desktop.
 */
export const platformImageAspectRatios: Record<GenerationPlatformId, AspectRatio> = {
  instagram: '4:5',
  twitter: '16:9',
  linkedin: '1:1',
  facebook: '1:1',
};

/**
 * Aspect ratio of the image made for a post on `platform`: the generation platforms' image ratio above; TikTok
 * and YouTube, which only take videos, by their video destination's ratio.
 */
export function findImageAspectRatio(platform: PlatformId): AspectRatio {
  if (isGenerationPlatform(platform)) return platformImageAspectRatios[platform];
  return platformVideoOptions.find((option) => option.platformId === platform)?.aspectRatio ?? '1:1';
}

/** True when the id names a platform the generator writes for. */
export function isGenerationPlatform(id: string): id is GenerationPlatformId {
  return (generationPlatformIds as readonly string[]).includes(id);
}
export { mediaFormatRules, type MediaFormatRules } from './media-formats';
