/** Camera messages of spec 1 §8, kept verbatim. */
export const cameraMessages = {
  blocked:
    "Camera access was blocked. Please allow camera and microphone access in your browser's address bar, then try again.",
  notFound: 'No camera was found. Connect a camera or upload a video instead.',
  inUse: 'Your camera is in use by another application. Close it and try again.',
  overconstrained: 'Your camera does not support the requested settings.',
  denied: 'Camera and microphone access denied. Please enable permissions to record videos.',
  startFailed: 'Failed to start recording. Please try again.',
  processFailed: 'Failed to process video. Please try again.',
} as const;

/** 'Camera access error: {message}...' for a camera failure with no message of its own (spec 1 §8). */
export function formatCameraAccessError(message: string): string {
  return `Camera access error: ${message.trim().replace(/[.\s]+$/u, '')}...`;
}

/** 'Video recording error: {message}' when the recorder reports an error while recording (spec 1 §8). */
export function formatRecordingError(message: string): string {
  return `Video recording error: ${message}`;
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
