import { useCallback, useEffect, useRef, useState } from 'react';
import type { Asset } from '../../../../shared/contracts/media';
import type { GenerationPlatformId } from '../../../../shared/domain/platforms';
import { ApiError } from '../../../api/client';
import { cameraMessages } from '../camera-errors';
import type { ReelsClip } from '../components/reels/reels-types';
import { useLanguageSetting } from './useLanguageSetting';
import { useTranscribe } from './useTranscribe';
import { useUploadMedia } from './useUploadMedia';

/** What {@link useProcessReelsClip} turns into a clip. */
export interface ProcessClipInput {
  file: File;
  /** The live transcript heard while recording; absent for an uploaded file. */
  browserTranscript?: string;
  /** Length measured while recording, in seconds; read from the file when absent. */
  durationSeconds?: number;
  /** The platform the clip is for (the first one chosen): a tag of the reels asset. */
  platform?: GenerationPlatformId;
}

/** A processed clip; `isGenericTranscript` says the server replaced an unusable transcript with a description. */
export interface ProcessedClip {
  clip: ReelsClip;
  isGenericTranscript: boolean;
}

/** Where processing is: uploading (with progress) or transcribing. */
export type ClipProcessingStage = 'idle' | 'uploading' | 'transcribing';

/** Confidence the server gives its generic description of the footage (spec 1 §8). */
const genericTranscriptConfidence = 0.3;
const metadataTimeoutMs = 5000;

/**
 * Processes a recorded or chosen video for the Video Reels tab: uploads it (purpose 'reels', with progress),
 * then transcribes it in the generator's language (none for Auto), sending the browser transcript when there
 * is one. Resolves with the clip, or null on
 * failure (then `error` holds the upload's refusal, or 'Failed to process video. Please try again.'). A retry
 * of the same file skips the upload that already succeeded. Unmounting cancels an upload in flight.
 */
export function useProcessReelsClip() {
  const upload = useUploadMedia();
  const transcribe = useTranscribe();
  const language = useLanguageSetting();
  const [stage, setStage] = useState<ClipProcessingStage>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const uploadedRef = useRef<{ file: File; asset: Asset } | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const { mutateAsync: uploadAsync } = upload;
  const { mutateAsync: transcribeAsync } = transcribe;

  useEffect(() => () => abortRef.current?.abort(), []);

  const processClip = useCallback(
    async ({
      file,
      browserTranscript,
      durationSeconds,
      platform,
    }: ProcessClipInput): Promise<ProcessedClip | null> => {
      setError(null);
      const measured = durationSeconds === undefined ? readVideoDuration(file) : null;
      let asset = uploadedRef.current?.file === file ? uploadedRef.current.asset : null;
      try {
        if (!asset) {
          setStage('uploading');
          setProgress(0);
          const controller = new AbortController();
          abortRef.current = controller;
          asset = await uploadAsync({
            file,
            purpose: 'reels',
            ...(platform ? { platform } : {}),
            onProgress: setProgress,
            signal: controller.signal,
          });
          uploadedRef.current = { file, asset };
        }
      } catch (cause) {
        if (!isAbort(cause)) setError(describeUploadError(cause));
        setStage('idle');
        return null;
      }
      try {
        setStage('transcribing');
        const sent = browserTranscript?.trim() ?? '';
        const answer = await transcribeAsync({
          assetId: asset.id,
          ...(sent ? { browserTranscript: sent } : {}),
          language,
        });
        const seconds = durationSeconds ?? asset.durationSeconds ?? answer.duration ?? (await measured) ?? 0;
        setStage('idle');
        return {
          clip: {
            assetId: asset.id,
            transcript: answer.text,
            durationSeconds: Math.round(seconds * 10) / 10,
            previewUrl: asset.url,
          },
          isGenericTranscript:
            answer.confidence <= genericTranscriptConfidence && answer.text.trim() !== sent,
        };
      } catch (cause) {
        setError(
          cause instanceof ApiError && cause.code === 'network'
            ? cause.message
            : cameraMessages.processFailed,
        );
        setStage('idle');
        return null;
      }
    },
    [language, transcribeAsync, uploadAsync],
  );

  return {
    stage,
    /** Upload progress, 0-100. */
    progress,
    error,
    isProcessing: stage !== 'idle',
    processClip,
    clearError: useCallback(() => setError(null), []),
  };
}

function isAbort(cause: unknown): boolean {
  return cause instanceof DOMException && cause.name === 'AbortError';
}

function describeUploadError(cause: unknown): string {
  if (cause instanceof ApiError && cause.code !== 'internal') return cause.message;
  return cameraMessages.processFailed;
}

/** Reads a video file's length in seconds in the browser; null when it cannot tell within 5 s. */
function readVideoDuration(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    let isDone = false;
    const finish = (seconds: number | null) => {
      if (isDone) return;
      isDone = true;
      window.clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = window.setTimeout(() => finish(null), metadataTimeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    const finishWhenKnown = () => {
      if (Number.isFinite(video.duration) && video.duration > 0) finish(video.duration);
    };
    video.addEventListener('loadedmetadata', () => {
      if (video.duration !== Infinity) {
        finish(Number.isFinite(video.duration) && video.duration > 0 ? video.duration : null);
        return;
      }
      // MediaRecorder WebM files carry no duration: seeking past the end makes the browser compute it.
      video.addEventListener('durationchange', finishWhenKnown);
      video.currentTime = 1e101;
    });
    video.addEventListener('error', () => finish(null));
    video.src = url;
  });
}
