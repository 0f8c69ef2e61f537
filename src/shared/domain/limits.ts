import { platformVideoOptions } from './platforms';

/**
 * Limits of the spec (spec 1 §2, §5, §9; spec 2 §9). Sizes in bytes use binary megabytes (1 MB = 1024 x 1024),
 * the way browsers and the prototype compare File.size.
 */

const megabyte = 1024 * 1024;

/** Most posts the community feed keeps. */
export const feedCap = 50;
/** Posts shown first and added per scroll step. */
export const feedPageSize = 10;
/** Distance from the page end, in px, that loads the next page. */
export const feedScrollTriggerPx = 1000;

/** Longest recording, in seconds; recording stops itself there. */
export const recordingMaxSeconds = 90;
/** Largest recorded or uploaded video, in bytes. */
export const videoUploadMaxBytes = 100 * megabyte;
/** Largest profile image, in bytes. */
export const profileImageMaxBytes = 5 * megabyte;
/** Longest profile bio, in characters. */
export const bioMaxLength = 500;
/** A transcript shorter than this many characters is replaced with a generic description of the footage. */
export const transcriptMinLength = 10;
/** A provider key shorter than this is treated as absent (offline provider). */
export const providerKeyMinLength = 10;

/** Alert for a video over the size limit (spec 1 §5). */
export const videoTooLargeMessage = 'Video file is too large. Please select a file smaller than 100MB.';
/**
 * Alert for an image (or any other file) over the upload limit: the spec states the 100MB upload limit
 * (spec 1 §9) but words only the video alert, so this follows that wording.
 */
export const mediaTooLargeMessage = 'File is too large. Please select a file smaller than 100MB.';
/** Largest file of any kind the library upload takes, in bytes (the spec's upload limit, 100 MB). */
export const mediaUploadMaxBytes = videoUploadMaxBytes;
/** Largest PDF, DOC or DOCX document the library takes, in bytes (its own cap under the upload limit). */
export const documentMaxBytes = 50 * megabyte;
/** Largest plain-text (.txt) file the library takes, in bytes. */
export const textDocumentMaxBytes = 5 * megabyte;

/**
 * The alert for a file over the upload limit, by its declared type: a video (or any upload for the video
 * purpose) gets the spec's video alert, anything else {@link mediaTooLargeMessage}.
 */
export function uploadTooLargeMessage(declaredType: string | undefined, isVideoPurpose = false): string {
  return isVideoPurpose || declaredType?.toLowerCase().startsWith('video/')
    ? videoTooLargeMessage
    : mediaTooLargeMessage;
}

/** Longest clip any video destination takes, in seconds (LinkedIn Video, 300 s; spec 1 §9). */
export const longestPlatformVideoSeconds = Math.max(
  ...platformVideoOptions.map((option) => option.maxDuration),
);
/** Longest video the server stores, in seconds: the longest destination's clip plus 30 s to trim from. */
export const videoMaxDurationSeconds = longestPlatformVideoSeconds + 30;
/** Most pixels in one frame of a stored video (4096 × 4096; 4K UHD fits, portrait too). */
export const videoMaxFramePixels = 4096 * 4096;
/** Most video streams in a stored video (cover art not counted). */
export const videoMaxVideoStreams = 1;
/** Most audio streams in a stored video. */
export const videoMaxAudioStreams = 2;
/** Alert for a profile image over the size limit (spec 1 §5). */
export const profileImageTooLargeMessage = 'Image size should be less than 5MB';

/** True when a video of this many bytes may be uploaded (at most 100 MB). */
export function isVideoSizeAllowed(bytes: number): boolean {
  return bytes <= videoUploadMaxBytes;
}

/** True when a profile image of this many bytes may be uploaded (at most 5 MB). */
export function isProfileImageSizeAllowed(bytes: number): boolean {
  return bytes <= profileImageMaxBytes;
}

/** Creativity slider: 0-100, default 75; the chat temperature is creativity / 100. */
export const creativity = { min: 0, max: 100, default: 75 } as const;
/** Label shown under the creativity slider. */
export type CreativityLabel = 'Conservative' | 'Balanced' | 'Creative';

/**
 * Label of a creativity value: below 34 Conservative, below 67 Balanced, else Creative (thirds of 0-100).
 * The default 75 reads Creative.
 */
export function creativityLabel(value: number): CreativityLabel {
  if (value < 34) return 'Conservative';
  if (value < 67) return 'Balanced';
  return 'Creative';
}

/** Scraping caps (spec 1 §9, §2). */
export const scrapeLimits = {
  /** Extracted page text, in characters. */
  textMaxLength: 2000,
  heroImages: 3,
  productImages: 8,
  galleryImages: 10,
  videos: 3,
  /** X key message, in characters. */
  twitterKeyMessageMaxLength: 100,
  /** Platform hashtags added to the hints. */
  platformHashtags: 3,
  /** Features quoted in the text summary. */
  summaryFeatures: 3,
  /** Features the informative variation adds. */
  informativeFeatures: 2,
  /** Preview excerpt on the From URL tab, in characters. */
  previewExcerptLength: 200,
  /** Images shown in the From URL preview. */
  previewImages: 6,
} as const;

/**
 * Extraction filters: a text is kept only if its length (characters, after trimming) is strictly above the
 * `min` and, when given, strictly below the `max` (spec 1 §5).
 */
export const scrapeTextFilters = {
  keyPoint: { min: 10 },
  callToAction: { min: 2, max: 50 },
  testimonial: { min: 20 },
  listItem: { min: 5 },
  paragraph: { min: 30 },
  mainContentBlock: { min: 50 },
} as const;
/** Paragraphs used after filtering. */
export const scrapeParagraphsUsed = 5;

/** True when a trimmed text passes one of the extraction filters above. */
export function passesScrapeFilter(text: string, filter: { min: number; max?: number }): boolean {
  const length = text.trim().length;
  return length > filter.min && (filter.max === undefined || length < filter.max);
}

/** Regeneration of one post uses this creativity (spec 1 §7). */
export const regenerationCreativity = 75;
/** Tags, collaborators or platforms shown on a card before '+n'. */
export const cardChipsShown = 3;
/** Most recipients of one share e-mail (spec 2 §9). */
export const shareMaxRecipients = 50;
/** Largest e-mail attachment, in bytes (spec 2 §9). */
export const emailAttachmentMaxBytes = 10 * megabyte;
