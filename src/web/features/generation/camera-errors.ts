import { i18n } from '../../i18n/i18n';

/**
 * Camera messages of spec 1 §8 in the interface's language (English verbatim); each read gives the current
 * language's text.
 */
export const cameraMessages = {
  get blocked() {
    return i18n.t('generation:camera.blocked');
  },
  get notFound() {
    return i18n.t('generation:camera.notFound');
  },
  get inUse() {
    return i18n.t('generation:camera.inUse');
  },
  get overconstrained() {
    return i18n.t('generation:camera.overconstrained');
  },
  get denied() {
    return i18n.t('generation:camera.denied');
  },
  get startFailed() {
    return i18n.t('generation:camera.startFailed');
  },
  get processFailed() {
    return i18n.t('generation:camera.processFailed');
  },
};

/** 'Camera access error: {message}...' for a camera failure with no message of its own (spec 1 §8). */
export function formatCameraAccessError(message: string): string {
  return i18n.t('generation:camera.accessError', { message: message.trim().replace(/[.\s]+$/u, '') });
}

/** 'Video recording error: {message}' when the recorder reports an error while recording (spec 1 §8). */
export function formatRecordingError(message: string): string {
  return i18n.t('generation:camera.recordingError', { message });
}

/**
 * The message for a failed getUserMedia call. Maps the DOMException names browsers use (and the legacy Chrome
 * names) to the spec's distinct messages; another error with a message gives 'Camera access error: ...'; anything
 * else the default 'Camera and microphone access denied...'.
 */
export function describeCameraError(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const message = error instanceof Error || error instanceof DOMException ? error.message : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return cameraMessages.blocked;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return cameraMessages.notFound;
    case 'NotReadableError':
    case 'TrackStartError':
      return cameraMessages.inUse;
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return cameraMessages.overconstrained;
    default:
      return message.trim() ? formatCameraAccessError(message) : cameraMessages.denied;
  }
}
