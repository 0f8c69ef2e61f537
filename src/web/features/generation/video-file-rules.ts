import {
  isVideoSizeAllowed,
  mediaUploadMaxBytes,
  uploadTooLargeMessage,
  videoTooLargeMessage,
} from '../../../shared/domain/limits';

/** Alert for a chosen file that is not a video (spec 1 §5). */
export const invalidVideoFileMessage = 'Please select a valid video file.';
/** Alert for a dropped file that is not a video (spec 1 §5). */
export const invalidDroppedVideoMessage = 'Please drop a valid video file.';

/**
 * Checks a recorded, chosen or dropped video before it is uploaded: the browser's type must start with video/
 * and the size must be at most 100MB. Returns the spec's message, or null when the file may go. The server
 * checks again by magic bytes.
 */
export function findVideoFileProblem(file: Blob, how: 'select' | 'drop' = 'select'): string | null {
  if (!file.type.startsWith('video/'))
    return how === 'drop' ? invalidDroppedVideoMessage : invalidVideoFileMessage;
  if (!isVideoSizeAllowed(file.size)) return videoTooLargeMessage;
  return null;
}

/**
 * Checks any file before it is uploaded into the library: over the 100MB upload limit it answers the size
 * alert the server would (the spec's video wording for a video, the same wording for other files), else null.
 * Sending 100MB only to be refused would keep the user waiting for nothing.
 */
export function findUploadSizeProblem(file: Pick<Blob, 'size' | 'type'>): string | null {
  return file.size > mediaUploadMaxBytes ? uploadTooLargeMessage(file.type) : null;
}
