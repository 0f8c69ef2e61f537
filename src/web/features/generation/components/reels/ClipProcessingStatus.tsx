import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../../i18n/format';
import { Progress } from '../../../../ui/Progress';
import { Spinner } from '../../../../ui/Spinner';
import type { ClipProcessingStage } from '../../hooks/useProcessReelsClip';

/** Props of {@link ClipProcessingStatus}. */
export interface ClipProcessingStatusProps {
  stage: ClipProcessingStage;
  /** Upload progress, 0-100. */
  progress: number;
  error: string | null;
}

/** Upload progress bar, then a transcribing indicator, or the processing error. Renders nothing when idle. */
export function ClipProcessingStatus({ stage, progress, error }: ClipProcessingStatusProps) {
  const { t } = useTranslation('generation');
  const format = useLocaleFormat();
  if (stage === 'uploading') {
    return progress < 100 ? (
      <Progress
        label={t('clipProcessing.uploading')}
        value={progress}
        formatValue={(value, max) => format.number(value / max, { style: 'percent' })}
      />
    ) : (
      <Progress label={t('clipProcessing.checking')} value={null} />
    );
  }
  if (stage === 'transcribing') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner size="sm" label={t('clipProcessing.transcribing')} />
        <span aria-hidden="true">{t('clipProcessing.transcribingEllipsis')}</span>
      </p>
    );
  }
  if (!error) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{error}</span>
    </p>
  );
}
