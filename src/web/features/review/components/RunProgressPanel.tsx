import { useTranslation } from 'react-i18next';
import type { GenerationRun } from '../../../../shared/contracts/generation';
import { useLocaleFormat } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Progress } from '../../../ui/Progress';
import type { StreamState } from '../../generation/hooks/useRunStream';
import { describeRunWork, runStepCount } from '../run-progress';
import { MediaProgressCounts } from './MediaProgressCounts';

/** Props of {@link RunProgressPanel}. */
export interface RunProgressPanelProps {
  run: GenerationRun;
  streamState: StreamState;
  /** Re-reads the run, e.g. after the live connection dropped. */
  onRefresh: () => void;
}

/**
 * The progress of a generation still at work: 'Step N of 4', the step's message (announced politely as it
 * changes), a bar that follows the real work and the media counts per kind. A completed run whose clips still
 * render stays below 100%. When the live connection is lost it offers to refresh.
 */
export function RunProgressPanel({ run, streamState, onRefresh }: RunProgressPanelProps) {
  const { t } = useTranslation('review');
  const { number } = useLocaleFormat();
  const work = describeRunWork(run);
  const { stepNumber, percent } = work;
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <Progress
        label={t('progress.step', { step: number(stepNumber), total: number(runStepCount) })}
        value={percent}
        formatValue={(value, max) => number(value / max, { style: 'percent' })}
      />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {run.status === 'completed' ? t('progress.mediaPending') : run.stepMessage || t('progress.preparing')}
      </p>
      <MediaProgressCounts work={work} />
      {streamState === 'error' && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p>{t('progress.streamLost')}</p>
          <Button variant="outline" size="sm" onClick={onRefresh}>
            {t('progress.refresh')}
          </Button>
        </div>
      )}
    </div>
  );
}
