import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { ApiError } from '../../../api/client';
import { useRunStream } from '../../generation/hooks/useRunStream';
import { FailedRunNotice } from './FailedRunNotice';
import { NoContentToReview } from './NoContentToReview';
import { PostCardSkeleton } from './PostCardSkeleton';
import { PostGrid } from './PostGrid';
import { ExportRunButton } from '../../post-media/components/ExportRunButton';
import { MediaRunProvider } from '../../post-media/media-run-context';
import { ReviewAlert } from './ReviewAlert';
import { RunHeader } from './RunHeader';
import { RunProgressPanel } from './RunProgressPanel';
import { describeRunWork } from '../run-progress';

const PAGE_CLASSES =
  'mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:gap-8 sm:px-6 sm:py-10 lg:px-8';

function ReviewLoading() {
  const { t } = useTranslation('review');
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-5 w-full max-w-xl" />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        <PostCardSkeleton />
        <PostCardSkeleton />
      </div>
    </div>
  );
}

function RunReview({ runId }: { runId: string }) {
  const { t } = useTranslation('review');
  const { data: run, error, isPending, isFetching, refetch, streamState } = useRunStream(runId);
  const handleRefresh = () => void refetch();

  if (error instanceof ApiError && error.status === 404) return <NoContentToReview isMissingRun />;
  if (isPending && !error) return <ReviewLoading />;
  if (!run) {
    return (
      <ReviewAlert
        tone="error"
        title={t('loadFailed')}
        action={
          <Button variant="outline" size="sm" isLoading={isFetching} onClick={handleRefresh}>
            {t('retry')}
          </Button>
        }
      >
        {error?.message}
      </ReviewAlert>
    );
  }
  return (
    <>
      <RunHeader run={run} />
      {(run.status === 'running' || (run.status === 'completed' && describeRunWork(run).hasPendingMedia)) && (
        <RunProgressPanel run={run} streamState={streamState} onRefresh={handleRefresh} />
      )}
      {run.status === 'failed' && <FailedRunNotice error={run.error} />}
      {run.posts.length > 0 && run.status !== 'running' && (
        <div className="flex justify-end">
          <ExportRunButton runId={run.id} />
        </div>
      )}
      <MediaRunProvider run={{ runId: run.id, sourceImages: run.summary?.sourceImages ?? [] }}>
        <PostGrid run={run} />
      </MediaRunProvider>
    </>
  );
}

/**
 * Review & Export (/app/review). With a run id: the run kept live by its event stream (header, progress
 * while running, posts as they arrive); without one, or for a run this workspace does not have: 'No
 * Content to Review' and the recent runs to reopen.
 */
export function ReviewScreen({ runId }: { runId?: string }) {
  return (
    <div className={PAGE_CLASSES}>
      {runId ? <RunReview key={runId} runId={runId} /> : <NoContentToReview />}
    </div>
  );
}
