import { useTranslation } from 'react-i18next';

/** Props of {@link LiveTranscript}. */
export interface LiveTranscriptProps {
  isSupported: boolean;
  isRecording: boolean;
  finalTranscript: string;
  interimTranscript: string;
  /** The speech service's microphone or permission message. */
  error: string | null;
}

/**
 * The words heard while recording, under the preview, announced politely as they arrive. Unsupported browsers get
 * the spec's note instead; recording works without it.
 */
export function LiveTranscript({
  isSupported,
  isRecording,
  finalTranscript,
  interimTranscript,
  error,
}: LiveTranscriptProps) {
  const { t } = useTranslation('generation');
  if (!isSupported) {
    return <p className="text-sm text-muted-foreground">{t('speech.unsupported')}</p>;
  }
  const isEmpty = !finalTranscript && !interimTranscript;
  return (
    <div className="flex flex-col gap-1.5">
      <h4 className="text-sm font-medium text-foreground">{t('speech.heading')}</h4>
      <div
        aria-live="polite"
        className="min-h-16 rounded-md border bg-muted/40 p-3 text-sm leading-relaxed break-words text-foreground"
      >
        {isEmpty ? (
          <span className="text-muted-foreground">
            {isRecording ? t('speech.listening') : t('speech.nothingHeard')}
          </span>
        ) : (
          <>
            {finalTranscript}
            {interimTranscript && (
              <span className="text-muted-foreground">
                {finalTranscript ? ' ' : ''}
                {interimTranscript}
              </span>
            )}
          </>
        )}
      </div>
      {error && <p className="text-sm font-medium text-warning">{error}</p>}
    </div>
  );
}
