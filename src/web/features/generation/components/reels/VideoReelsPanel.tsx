import { useState } from 'react';
import type { GenerationPlatformId } from '../../../../../shared/domain/platforms';
import { useTranslation } from 'react-i18next';
import { useProcessReelsClip, type ProcessClipInput } from '../../hooks/useProcessReelsClip';
import { ClipProcessingStatus } from './ClipProcessingStatus';
import type { ReelsClip } from './reels-types';
import { ReelsClipCard } from './ReelsClipCard';
import { VideoFileDrop } from './VideoFileDrop';
import { VideoRecorder } from './VideoRecorder';

/** Props of {@link VideoReelsPanel}: the clip is held by the caller (null until one is processed). */
export interface VideoReelsPanelProps {
  value: ReelsClip | null;
  onChange: (clip: ReelsClip | null) => void;
  /** The platform the clip is for (the generator's first chosen platform): a tag of the stored clip. */
  platform?: GenerationPlatformId;
}

type ClipSource = 'recording' | 'upload';

/**
 * The Video Reels tab's source: record a clip (live transcription, 1:30 max) or upload a video (100MB max).
 * Either is uploaded and transcribed, then shown with its duration, an editable transcript and 'Remove clip'.
 */
export function VideoReelsPanel({ value, onChange, platform }: VideoReelsPanelProps) {
  const { t } = useTranslation('generation');
  const processing = useProcessReelsClip();
  const [source, setSource] = useState<ClipSource | null>(null);
  const [genericAssetId, setGenericAssetId] = useState<string | null>(null);

  async function process(from: ClipSource, input: ProcessClipInput) {
    setSource(from);
    const result = await processing.processClip(platform ? { ...input, platform } : input);
    if (!result) return;
    setGenericAssetId(result.isGenericTranscript ? result.clip.assetId : null);
    onChange(result.clip);
  }

  if (value) {
    return (
      <ReelsClipCard
        clip={value}
        isGenericTranscript={genericAssetId === value.assetId}
        onTranscriptChange={(transcript) => onChange({ ...value, transcript })}
        onRemove={() => onChange(null)}
      />
    );
  }

  const status = (
    <ClipProcessingStatus stage={processing.stage} progress={processing.progress} error={processing.error} />
  );
  return (
    <div className="flex flex-col gap-4">
      <VideoRecorder
        isProcessing={processing.isProcessing}
        onUseClip={(clip) => void process('recording', clip)}
        status={source === 'recording' ? status : undefined}
      />
      <div
        className="flex items-center gap-3 text-xs font-medium text-muted-foreground uppercase"
        aria-hidden="true"
      >
        <span className="h-px flex-1 bg-border" />
        {t('reels.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <VideoFileDrop
        isProcessing={processing.isProcessing}
        onFile={(file) => void process('upload', { file })}
        status={source === 'upload' ? status : undefined}
      />
    </div>
  );
}
