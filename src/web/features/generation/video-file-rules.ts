import { isVideoSizeAllowed, videoTooLargeMessage } from '../../../shared/domain/limits';

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
