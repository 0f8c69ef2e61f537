import { useCallback, useEffect, useRef, useState } from 'react';
import { recordingMaxSeconds } from '../../../../shared/domain/limits';
import { i18n } from '../../../i18n/i18n';
import { cameraMessages, describeCameraError, formatRecordingError } from '../camera-errors';

/**
 * Where the recorder is: 'idle' (camera not asked yet, or released after a failure), 'requesting', 'ready'
 * (granted, live preview), 'denied', 'recording', 'paused', 'recorded' (a clip exists; the camera is released).
 */
export type RecorderStatus = 'idle' | 'requesting' | 'ready' | 'denied' | 'recording' | 'paused' | 'recorded';

/** A finished recording as a file (recording-{time}.webm); `durationSeconds` excludes paused time. */
export interface Recording {
  file: File;
  url: string;
  durationSeconds: number;
}

/** State and controls of {@link useVideoRecorder} (spec 1 §3 "Recording state" plus the live stream and errors). */
export interface VideoRecorder {
  status: RecorderStatus;
  isRecording: boolean;
  isPaused: boolean;
  hasPermission: boolean;
  permissionDenied: boolean;
  /** Whole seconds recorded so far (paused time excluded); at most 90. */
  duration: number;
  /** True when the last recording was stopped by the 90-second limit. */
  hasReachedLimit: boolean;
  /** The live camera stream while granted and not yet recorded. */
  stream: MediaStream | null;
  recording: Recording | null;
  /** The spec's camera or recorder message; null when fine. */
  error: string | null;
  /** Asks for camera and microphone (also 'Try Again' after a denial). */
  requestPermission: () => Promise<void>;
  /** Starts recording; false (with 'Failed to start recording...') when the recorder could not start. */
  start: () => boolean;
  pause: () => void;
  resume: () => void;
  /** Stops recording; the clip appears once the recorder has flushed its data. */
  stop: () => void;
  /** Drops the clip and opens the camera again ('Re-record'). */
  reset: () => Promise<void>;
}

/** Options of {@link useVideoRecorder}. */
export interface VideoRecorderOptions {
  /** Called whenever recording ends: by the user, at the 90-second limit or after a recorder error. */
  onStop?: () => void;
}

const preferredMimeTypes = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4',
];
const tickMs = 200;

function pickMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function')
    return undefined;
  return preferredMimeTypes.find((type) => MediaRecorder.isTypeSupported(type));
}

function stopTracks(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * Records a clip from the camera and microphone with MediaRecorder (WebM where supported). Recording stops by
 * itself at 90 seconds. The camera is released after recording and on unmount; the clip's blob URL is revoked on
 * reset and unmount.
 */
export function useVideoRecorder({ onStop }: VideoRecorderOptions = {}): VideoRecorder {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [duration, setDuration] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [hasReachedLimit, setHasReachedLimit] = useState(false);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const chunksRef = useRef<Blob[]>([]);
  const timerRef = useRef<number | undefined>(undefined);
  const clockRef = useRef({ startedAt: 0, pausedAt: 0, pausedTotal: 0 });
  const urlRef = useRef<string | null>(null);
  const isDisposedRef = useRef(false);
  const onStopRef = useRef(onStop);

  useEffect(() => {
    onStopRef.current = onStop;
  }, [onStop]);

  const releaseCamera = useCallback(() => {
    stopTracks(streamRef.current);
    streamRef.current = null;
    setStream(null);
  }, []);

  const elapsedSeconds = useCallback(() => {
    const { startedAt, pausedAt, pausedTotal } = clockRef.current;
    const now = pausedAt || performance.now();
    return Math.min((now - startedAt - pausedTotal) / 1000, recordingMaxSeconds);
  }, []);

  const stop = useCallback(() => {
    window.clearInterval(timerRef.current);
    const recorder = recorderRef.current;
    if (!recorder || recorder.state === 'inactive') return;
    // Freeze the clock (a paused recording is frozen already) so the clip keeps its measured length.
    if (!clockRef.current.pausedAt) clockRef.current.pausedAt = performance.now();
    recorder.stop();
    onStopRef.current?.();
  }, []);

  const finishRecording = useCallback(
    (mimeType: string) => {
      recorderRef.current = null;
      releaseCamera();
      if (isDisposedRef.current) return;
      const extension = mimeType.includes('mp4') ? 'mp4' : 'webm';
      const file = new File(chunksRef.current, `recording-${Date.now()}.${extension}`, { type: mimeType });
      chunksRef.current = [];
      if (file.size === 0) {
        setError((current) => current ?? cameraMessages.processFailed);
        setStatus('idle');
        return;
      }
      const url = URL.createObjectURL(file);
      urlRef.current = url;
      setRecording({ file, url, durationSeconds: Math.round(elapsedSeconds() * 10) / 10 });
      setStatus('recorded');
    },
    [elapsedSeconds, releaseCamera],
  );

  const requestPermission = useCallback(async () => {
    if (streamRef.current) {
      setStatus('ready');
      return;
    }
    setStatus('requesting');
    setError(null);
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error(i18n.t('generation:recorder.noCameraApi'));
      const granted = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user' },
        audio: true,
      });
      if (isDisposedRef.current) {
        stopTracks(granted);
        return;
      }
      streamRef.current = granted;
      setStream(granted);
      setStatus('ready');
    } catch (cause) {
      if (isDisposedRef.current) return;
      setError(describeCameraError(cause));
      setStatus('denied');
    }
  }, []);

  const start = useCallback((): boolean => {
    const current = streamRef.current;
    if (!current) return false;
    setError(null);
    chunksRef.current = [];
    try {
      const preferred = pickMimeType();
      const recorder = new MediaRecorder(current, preferred ? { mimeType: preferred } : undefined);
      const mimeType = (recorder.mimeType || preferred || 'video/webm').split(';')[0] ?? 'video/webm';
      recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) chunksRef.current.push(event.data);
      });
      recorder.addEventListener('stop', () => finishRecording(mimeType));
      recorder.addEventListener('error', (event) => {
        setError(formatRecordingError(describeRecorderError(event)));
        stop();
      });
      recorder.start(1000);
      recorderRef.current = recorder;
    } catch {
      setError(cameraMessages.startFailed);
      return false;
    }
    clockRef.current = { startedAt: performance.now(), pausedAt: 0, pausedTotal: 0 };
    setDuration(0);
    setHasReachedLimit(false);
    setStatus('recording');
    timerRef.current = window.setInterval(() => {
      const elapsed = elapsedSeconds();
      setDuration(Math.floor(elapsed));
      if (elapsed < recordingMaxSeconds) return;
      setHasReachedLimit(true);
      stop();
    }, tickMs);
    return true;
  }, [elapsedSeconds, finishRecording, stop]);

  const pause = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder?.state !== 'recording') return;
    recorder.pause();
    clockRef.current.pausedAt = performance.now();
    setStatus('paused');
  }, []);

  const resume = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder?.state !== 'paused') return;
    clockRef.current.pausedTotal += performance.now() - clockRef.current.pausedAt;
    clockRef.current.pausedAt = 0;
    recorder.resume();
    setStatus('recording');
  }, []);

  const reset = useCallback(async () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    setRecording(null);
    setDuration(0);
    await requestPermission();
  }, [requestPermission]);

  useEffect(() => {
    isDisposedRef.current = false;
    return () => {
      isDisposedRef.current = true;
      window.clearInterval(timerRef.current);
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      recorderRef.current = null;
      stopTracks(streamRef.current);
      streamRef.current = null;
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = null;
    };
  }, []);

  return {
    status,
    isRecording: status === 'recording' || status === 'paused',
    isPaused: status === 'paused',
    hasPermission: status === 'ready' || status === 'recording' || status === 'paused',
    permissionDenied: status === 'denied',
    duration,
    hasReachedLimit,
    stream,
    recording,
    error,
    requestPermission,
    start,
    pause,
    resume,
    stop,
    reset,
  };
}

function describeRecorderError(event: Event): string {
  const cause: unknown = 'error' in event ? event.error : undefined;
  if (cause instanceof Error || cause instanceof DOMException) return cause.message || cause.name;
  if (event instanceof ErrorEvent && event.message) return event.message;
  return i18n.t('generation:recorder.unknownError');
}
