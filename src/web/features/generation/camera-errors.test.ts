import { beforeAll, describe, expect, it } from 'vitest';
import { cameraMessages, describeCameraError, formatRecordingError } from './camera-errors';
import { startEnglishInterface } from './testing/english-interface';

beforeAll(startEnglishInterface);

function domError(name: string, message = ''): DOMException {
  return new DOMException(message, name);
}

describe('describeCameraError', () => {
  it('asks to allow access in the address bar when the camera is blocked', () => {
    expect(describeCameraError(domError('NotAllowedError', 'Permission denied'))).toBe(
      cameraMessages.blocked,
    );
  });

  it('gives distinct messages for a missing, busy or overconstrained camera', () => {
    expect(describeCameraError(domError('NotFoundError'))).toBe(cameraMessages.notFound);
    expect(describeCameraError(domError('NotReadableError'))).toBe(cameraMessages.inUse);
    expect(describeCameraError(domError('OverconstrainedError'))).toBe(cameraMessages.overconstrained);
  });

  it('quotes any other error message', () => {
    expect(describeCameraError(new TypeError('navigator.mediaDevices is undefined.'))).toBe(
      'Camera access error: navigator.mediaDevices is undefined...',
    );
  });

  it('falls back to the default message', () => {
    expect(describeCameraError('nope')).toBe(
      'Camera and microphone access denied. Please enable permissions to record videos.',
    );
    expect(describeCameraError(domError('AbortError'))).toBe(cameraMessages.denied);
  });
});

describe('formatRecordingError', () => {
  it('prefixes the recorder message', () => {
    expect(formatRecordingError('disk full')).toBe('Video recording error: disk full');
  });
});
