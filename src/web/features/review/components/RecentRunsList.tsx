import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import type { GenerationRun } from '../../../../shared/contracts/generation';
import { listPreviewLength, truncateText } from '../../../../shared/domain/formatting';
import { Badge, type BadgeVariant } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { useRecentRuns } from '../hooks/useRecentRuns';
import { ReviewAlert } from './ReviewAlert';

const statusLabels: Record<GenerationRun['status'], { label: string; variant: BadgeVariant }> = {
  running: { label: 'Generating', variant: 'warning' },
  completed: { label: 'Completed', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function describePostCount(count: number): string {
  return count === 1 ? '1 post' : `${count} posts`;
}

/**
 * The workspace's recent generation runs (prompt excerpt, date in the user's time zone, post count, status),
 * each a link that reopens it on the review screen. Renders nothing when there are none.
 */
export function RecentRunsList() {
  const headingId = useId();
  const { data: runs, isPending, error, refetch, isFetching } = useRecentRuns();

  if (isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <span className="sr-only">Loading recent generations…</span>
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
        title="Could not load your recent generations."
        action={
          <Button variant="outline" size="sm" isLoading={isFetching} onClick={() => void refetch()}>
            Retry
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
        Recent generations
      </h2>
      <ul className="flex flex-col divide-y rounded-xl border bg-card shadow-sm">
        {runs.map((run) => {
          const status = statusLabels[run.status];
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
                    <time dateTime={run.createdAt}>{dateFormat.format(new Date(run.createdAt))}</time>
                    <span aria-hidden="true">·</span>
                    <span>{describePostCount(run.postCount)}</span>
                    <Badge variant={status.variant}>{status.label}</Badge>
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
