import { useCallback, useId } from 'react';
import type { ReactNode } from 'react';
import { Camera, Check, CircleAlert, Circle, Pause, Play, RotateCcw, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { recordingMaxSeconds } from '../../../../../shared/domain/limits';
import { Badge } from '../../../../ui/Badge';
import { Button } from '../../../../ui/Button';
import { Progress } from '../../../../ui/Progress';
import { Spinner } from '../../../../ui/Spinner';
import { useLiveTranscription } from '../../hooks/useLiveTranscription';
import { useVideoRecorder } from '../../hooks/useVideoRecorder';
import { ClipVideo } from './ClipVideo';
import { formatClock } from './format-clock';
import { LiveTranscript } from './LiveTranscript';

/** A recording handed over for processing. */
export interface RecordedClip {
  file: File;
  /** What the browser's speech service heard (may be empty). */
  browserTranscript: string;
  durationSeconds: number;
}

/** Props of {@link VideoRecorder}. */
export interface VideoRecorderProps {
  /** True while a clip is uploading or transcribing: the recorder's actions wait. */
  isProcessing: boolean;
  /** 'Use this clip'. */
  onUseClip: (clip: RecordedClip) => void;
  /** Progress or error of processing this recording; given only while the recording is the one processed. */
  status?: ReactNode;
}

const limitLabel = formatClock(recordingMaxSeconds);

function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}

/**
 * Records a clip with the camera and microphone (up to 1:30, stopping by itself there) with live transcription.
 * Camera off → granted (live preview) or denied ('Try Again'; uploading stays possible beside it) → recording
 * (timer, pause/resume) → clip preview with 'Re-record' and 'Use this clip'.
 */
export function VideoRecorder({ isProcessing, onUseClip, status }: VideoRecorderProps) {
  const { t } = useTranslation('generation');
  const speech = useLiveTranscription();
  const { stop: stopSpeech } = speech;
  const recorder = useVideoRecorder({ onStop: stopSpeech });
  const { stream, recording } = recorder;
  const titleId = useId();
  const isLive = recorder.status === 'ready' || recorder.isRecording;
  const showsTranscript = recorder.isRecording || recorder.status === 'recorded';

  const attachStream = useCallback(
    (video: HTMLVideoElement | null) => {
      if (video && video.srcObject !== stream) video.srcObject = stream;
    },
    [stream],
  );

  function handleStart() {
    speech.reset();
    if (recorder.start()) speech.start();
  }

  function handlePauseOrResume() {
    if (recorder.isPaused) {
      recorder.resume();
      speech.start();
    } else {
      recorder.pause();
      speech.stop();
    }
  }

  function handleReRecord() {
    speech.reset();
    void recorder.reset();
  }

  function handleUseClip() {
    if (!recording) return;
    const heard = [speech.finalTranscript, speech.interimTranscript].filter(Boolean).join(' ');
    onUseClip({ file: recording.file, browserTranscript: heard, durationSeconds: recording.durationSeconds });
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-base font-semibold">
          {t('recorder.heading')}
        </h3>
        <Badge variant="outline">{t('recorder.max', { limit: limitLabel })}</Badge>
      </div>

      <div className="relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-lg bg-muted">
        {isLive && (
          <video
            ref={attachStream}
            autoPlay
            muted
            playsInline
            aria-label={t('recorder.cameraPreview')}
            className="size-full -scale-x-100 object-cover"
          />
        )}
        {recorder.status === 'recorded' && recording && (
          <ClipVideo src={recording.url} label={t('recorder.recordedClip')} className="size-full" />
        )}
        {recorder.status === 'idle' && (
          <div className="flex flex-col items-center gap-2 p-4 text-center text-muted-foreground">
            <Camera aria-hidden="true" className="size-8" />
            <p className="text-sm">{t('recorder.intro', { limit: limitLabel })}</p>
          </div>
        )}
        {recorder.status === 'requesting' && <Spinner label={t('recorder.waitingForCamera')} />}
        {recorder.status === 'denied' && (
          <Camera aria-hidden="true" className="size-8 text-muted-foreground" />
        )}
        {recorder.isRecording && (
          <Badge variant={recorder.isPaused ? 'secondary' : 'destructive'} className="absolute top-2 left-2">
            <Circle aria-hidden="true" className="fill-current" />
            {recorder.isPaused ? t('recorder.paused') : t('recorder.recording')}{' '}
            {formatClock(recorder.duration)} / {limitLabel}
          </Badge>
        )}
      </div>

      {recorder.isRecording && (
        <Progress
          label={t('recorder.recordingTime')}
          value={recorder.duration}
          max={recordingMaxSeconds}
          formatValue={(value) => `${formatClock(value)} / ${limitLabel}`}
        />
      )}

      {recorder.error && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{recorder.error}</span>
        </p>
      )}

      <div className="flex flex-wrap gap-2 [&>button]:flex-1 sm:[&>button]:flex-none">
        {recorder.status === 'idle' && (
          <Button onClick={() => void recorder.requestPermission()}>
            <Camera aria-hidden="true" />
            {t('recorder.turnOnCamera')}
          </Button>
        )}
        {recorder.status === 'denied' && (
          <Button ref={focusOnMount} onClick={() => void recorder.requestPermission()}>
            <RotateCcw aria-hidden="true" />
            {t('recorder.tryAgain')}
          </Button>
        )}
        {recorder.status === 'ready' && (
          <Button ref={focusOnMount} onClick={handleStart}>
            <Circle aria-hidden="true" className="fill-current" />
            {t('recorder.start')}
          </Button>
        )}
        {recorder.isRecording && (
          <>
            <Button variant="outline" onClick={handlePauseOrResume}>
              {recorder.isPaused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
              {recorder.isPaused ? t('recorder.resume') : t('recorder.pause')}
            </Button>
            <Button ref={focusOnMount} variant="destructive" onClick={recorder.stop}>
              <Square aria-hidden="true" className="fill-current" />
              {t('recorder.stop')}
            </Button>
          </>
        )}
        {recorder.status === 'recorded' && (
          <>
            <Button variant="outline" onClick={handleReRecord} disabled={isProcessing}>
              <RotateCcw aria-hidden="true" />
              {t('recorder.reRecord')}
            </Button>
            <Button
              ref={focusOnMount}
              onClick={handleUseClip}
              disabled={isProcessing}
              isLoading={isProcessing && status !== undefined}
            >
              <Check aria-hidden="true" />
              {t('recorder.useClip')}
            </Button>
          </>
        )}
      </div>
      {recorder.status === 'denied' && (
        <p className="text-sm text-muted-foreground">{t('recorder.uploadInstead')}</p>
      )}
      {recorder.status === 'recorded' && recorder.hasReachedLimit && (
        <p className="text-sm text-muted-foreground">{t('recorder.limitReached', { limit: limitLabel })}</p>
      )}

      {recorder.status === 'recorded' && status}

      {showsTranscript && (
        <LiveTranscript
          isSupported={speech.isSupported}
          isRecording={recorder.isRecording}
          finalTranscript={speech.finalTranscript}
          interimTranscript={speech.interimTranscript}
          error={speech.error}
        />
      )}
      {!showsTranscript && !speech.isSupported && (
        <p className="text-sm text-muted-foreground">{t('speech.unsupported')}</p>
      )}
    </section>
  );
}
