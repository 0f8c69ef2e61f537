import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GenerationRun } from '../../../../shared/contracts/generation';
import { listPreviewLength, truncateText } from '../../../../shared/domain/formatting';
import { useLocaleFormat } from '../../../i18n/format';
import { Badge, type BadgeVariant } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { useRecentRuns } from '../hooks/useRecentRuns';
import { ReviewAlert } from './ReviewAlert';

/** Badge colour of each run status (its label is `review:recentRuns.status.<status>`). */
const statusVariants: Record<GenerationRun['status'], BadgeVariant> = {
  running: 'warning',
  completed: 'success',
  failed: 'destructive',
};

/**
 * The workspace's recent generation runs (prompt excerpt, date in the interface language and the user's time
 * zone, post count, status),
 * each a link that reopens it on the review screen. Renders nothing when there are none.
 */
export function RecentRunsList() {
  const { t } = useTranslation('review');
  const format = useLocaleFormat();
  const headingId = useId();
  const { data: runs, isPending, error, refetch, isFetching } = useRecentRuns();

  if (isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <span className="sr-only">{t('recentRuns.loading')}</span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-16 w-full rounded-lg" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <ReviewAlert
        tone="error"
        title={t('recentRuns.loadFailed')}
        action={
          <Button variant="outline" size="sm" isLoading={isFetching} onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {error.message}
      </ReviewAlert>
    );
  }
  if (runs.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('recentRuns.title')}
      </h2>
      <ul className="flex flex-col divide-y rounded-xl border bg-card shadow-sm">
        {runs.map((run) => {
          return (
            <li key={run.id}>
              <Link
                to="/app/review"
                search={{ run: run.id }}
                className="flex items-center gap-3 p-4 transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset first:rounded-t-xl last:rounded-b-xl"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="truncate text-sm font-medium">
                    {truncateText(run.prompt, listPreviewLength)}
                  </p>
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                    <time dateTime={run.createdAt}>{format.dateTime(run.createdAt)}</time>
                    <span aria-hidden="true">·</span>
                    <span>{t('recentRuns.posts', { count: run.postCount })}</span>
                    <Badge variant={statusVariants[run.status]}>{t(`recentRuns.status.${run.status}`)}</Badge>
                  </p>
                </div>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
