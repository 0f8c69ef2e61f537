import { platforms, type PlatformId } from './platforms';

/** A stored post's status (spec 1 "Post lifecycle"; 'publishing' and 'failed' belong to the publish job). */
export const postRecordStatuses = [
  'draft',
  'scheduled',
  'publishing',
  'executed',
  'failed',
  'exported',
] as const;
/** A stored post's status. */
export type PostRecordStatus = (typeof postRecordStatuses)[number];

/** The title of a stored post (spec 1 §3): '{platform} Draft Post' for a draft, '{platform} Post' otherwise. */
export function postRecordTitle(platform: PlatformId, status: PostRecordStatus): string {
  const name = platforms[platform].name;
  return status === 'draft' ? `${name} Draft Post` : `${name} Post`;
}

/** The status changes a stored post may make; anything else is refused. */
const transitions: Record<PostRecordStatus, readonly PostRecordStatus[]> = {
  draft: ['scheduled', 'publishing', 'exported'],
  scheduled: ['publishing', 'draft'],
  publishing: ['executed', 'failed'],
  failed: ['publishing', 'scheduled'],
  executed: [],
  exported: ['scheduled', 'publishing'],
};

/** Whether a stored post may go from `from` to `to`. */
export function canTransition(from: PostRecordStatus, to: PostRecordStatus): boolean {
  return transitions[from].includes(to);
}

/**
 * Where a stored post's video regeneration (history › Regenerate video) stands: none asked, pending (queued),
 * in-progress (the provider is making it), ready (the new video replaced the old one) or failed (the old
 * media stays, with the reason).
 */
export const storedVideoStatuses = ['none', 'pending', 'in-progress', 'ready', 'failed'] as const;
/** A stored post's video regeneration state. */
export type StoredVideoStatus = (typeof storedVideoStatuses)[number];

/** Whether a regeneration of the post's video is queued or running (another one is refused meanwhile). */
export function isVideoRegenerating(status: StoredVideoStatus): boolean {
  return status === 'pending' || status === 'in-progress';
}

/** Whether a post's video may be regenerated: not once it went out, nor while it is going out. */
export function canRegenerateVideo(status: PostRecordStatus): boolean {
  return status !== 'executed' && status !== 'publishing';
}

/** What a post's media is, as far as 'Regenerate video' is concerned. */
export interface PostMediaKind {
  /** The post has an image (its thumbnail). */
  hasImage: boolean;
  /** The post has a video. */
  hasVideo: boolean;
  /** Where its history video regeneration stands ('none': never asked). */
  videoStatus: StoredVideoStatus;
}

/**
 * Whether a post's media is an image: an image, no video and no video ever asked for it. Such a post is not
 * offered 'Regenerate video' (it was made, and its destinations chosen, for an image); the server refuses it too.
 */
export function isImageMedia(media: PostMediaKind): boolean {
  return media.hasImage && !media.hasVideo && media.videoStatus === 'none';
}
