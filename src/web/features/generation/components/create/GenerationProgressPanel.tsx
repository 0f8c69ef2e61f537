import { useId } from 'react';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GenerationRun } from '../../../../../shared/contracts/generation';
import { Badge, Button, Progress } from '../../../../ui';
import { useLocaleFormat } from '../../../../i18n/format';
import type { StreamState } from '../../hooks/useRunStream';
import { Notice } from './Notice';
import { StreamedPostCard } from './StreamedPostCard';
import { describeRunWork, MediaProgressCounts } from '../../../review';

/** Steps of a run (spec 1 §4). */
const stepCount = 4;

/**
 * The generator's progress panel: 'Step N of 4', the percent and the run's step message (announced politely),
 * a progress bar that follows the real work (posts written, then images and clips made, counted per kind; never
 * 100% while a medium is still being made), the posts as they stream in, and the failure alert with the server's detail.
 */
export function GenerationProgressPanel({
  run,
  streamState,
  onRefresh,
}: {
  run: GenerationRun | undefined;
  streamState: StreamState;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('generation');
  const format = useLocaleFormat();
  const headingId = useId();
  const work = describeRunWork(run);
  const { stepNumber, percent } = work;
  const isOffline =
    (run?.summary?.textProvider.isOffline ?? false) || (run?.posts.some((post) => post.isOffline) ?? false);
  const isLost = run?.status === 'running' && streamState === 'error';

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {work.isFinished ? t('progress.ready') : t('progress.generating')}
        </h2>
        {isOffline && <Badge variant="warning">{t('progress.offlineWriter')}</Badge>}
      </div>
      <Progress
        label={t('progress.step', { step: stepNumber, total: stepCount })}
        value={percent}
        formatValue={(value) => format.number(Math.round(value) / 100, { style: 'percent' })}
      />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {work.hasPendingMedia && run?.status === 'completed'
          ? t('progress.mediaPending')
          : run?.stepMessage || t('progress.starting')}
      </p>
      <MediaProgressCounts work={work} />
      {run?.status === 'failed' && (
        <Notice tone="error" title={t('alerts.generationFailed')}>
          {run.error}
        </Notice>
      )}
      {isLost && (
        <Notice tone="info" title={t('progress.streamLost')}>
          <Button variant="link" onClick={onRefresh}>
            <RefreshCw aria-hidden="true" />
            {t('progress.checkAgain')}
          </Button>
        </Notice>
      )}
      {run && run.posts.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">
            {t('progress.posts', { shown: run.posts.length, total: run.expectedPosts })}
          </h3>
          <ul className="grid gap-3 md:grid-cols-2">
            {run.posts.map((post) => (
              <li key={post.id}>
                <StreamedPostCard post={post} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
