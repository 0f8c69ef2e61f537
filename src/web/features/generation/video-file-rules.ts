import {
  isVideoSizeAllowed,
  mediaUploadMaxBytes,
  uploadTooLargeMessage,
  videoTooLargeMessage,
} from '../../../shared/domain/limits';
import { i18n } from '../../i18n/i18n';

/**
 * The video file alerts of spec 1 §5 in the interface's language (English verbatim: the size alerts are the
 * server's `videoTooLargeMessage` / `mediaTooLargeMessage`); each read gives the current language's text.
 */
export const videoFileMessages = {
  /** A chosen file that is not a video. */
  get invalidSelected() {
    return i18n.t('generation:videoFile.invalidSelected');
  },
  /** A dropped file that is not a video. */
  get invalidDropped() {
    return i18n.t('generation:videoFile.invalidDropped');
  },
  /** A video over 100MB. */
  get videoTooLarge() {
    return i18n.t('generation:videoFile.videoTooLarge');
  },
  /** Any other file over 100MB. */
  get fileTooLarge() {
    return i18n.t('generation:videoFile.fileTooLarge');
  },
};

/**
 * Checks a recorded, chosen or dropped video before it is uploaded: the browser's type must start with video/
 * and the size must be at most 100MB. Returns the spec's message, or null when the file may go. The server
 * checks again by magic bytes.
 */
export function findVideoFileProblem(file: Blob, how: 'select' | 'drop' = 'select'): string | null {
  if (!isVideoType(file))
    return how === 'drop' ? videoFileMessages.invalidDropped : videoFileMessages.invalidSelected;
  if (!isVideoSizeAllowed(file.size)) return videoFileMessages.videoTooLarge;
  return null;
}

/** True when the browser's type of the file says video. */
export function isVideoType(file: Pick<Blob, 'type'>): boolean {
  return file.type.startsWith('video/');
}

/**
 * Checks any file before it is uploaded into the library: over the 100MB upload limit it answers the size
 * alert the server would (the spec's video wording for a video, the same wording for other files), else null.
 * Sending 100MB only to be refused would keep the user waiting for nothing.
 */
export function findUploadSizeProblem(file: Pick<Blob, 'size' | 'type'>): string | null {
  if (file.size <= mediaUploadMaxBytes) return null;
  return uploadTooLargeMessage(file.type) === videoTooLargeMessage
    ? videoFileMessages.videoTooLarge
    : videoFileMessages.fileTooLarge;
}
