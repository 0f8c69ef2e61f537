import type { GenerationRun } from '../../../../shared/contracts/generation';
import { Button } from '../../../ui/Button';
import { Progress } from '../../../ui/Progress';
import type { StreamState } from '../../generation/hooks/useRunStream';
import { describeRunProgress, runStepCount } from '../run-progress';

/** Props of {@link RunProgressPanel}. */
export interface RunProgressPanelProps {
  run: GenerationRun;
  streamState: StreamState;
  /** Re-reads the run, e.g. after the live connection dropped. */
  onRefresh: () => void;
}

/**
 * The progress of a running generation: 'Step N of 4', the step's message (announced politely as it changes)
 * and a bar at 25% per step. When the live connection is lost it offers to refresh.
 */
export function RunProgressPanel({ run, streamState, onRefresh }: RunProgressPanelProps) {
  const { stepNumber, percent } = describeRunProgress(run.step);
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <Progress label={`Step ${stepNumber} of ${runStepCount}`} value={percent} />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {run.stepMessage || 'Preparing…'}
      </p>
      {streamState === 'error' && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p>Live updates stopped. Refresh to see the latest posts.</p>
          <Button variant="outline" size="sm" onClick={onRefresh}>
            Refresh
          </Button>
        </div>
      )}
    </div>
  );
}
