import { Link } from '@tanstack/react-router';
import { FileSearch, Sparkles } from 'lucide-react';
import { getButtonClasses } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { useRecentRuns } from '../hooks/useRecentRuns';
import { RecentRunsList } from './RecentRunsList';
import { ReviewAlert } from './ReviewAlert';

/**
 * The review screen without a run to show (none asked for, or the asked one does not exist in this
 * workspace): 'No Content to Review' with Create Content, then the recent runs to reopen.
 */
export function NoContentToReview({ isMissingRun = false }: { isMissingRun?: boolean }) {
  const { data: runs } = useRecentRuns();
  const hasRecentRuns = Boolean(runs && runs.length > 0);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Review &amp; Export</h1>
      {isMissingRun && (
        <ReviewAlert title="This generation was not found.">
          It may have been deleted, or it belongs to another workspace.
        </ReviewAlert>
      )}
      <EmptyState
        icon={FileSearch}
        title="No Content to Review"
        description={
          hasRecentRuns
            ? 'Open one of your recent generations below, or create new content.'
            : 'Generate posts and they will appear here to review, copy and export.'
        }
        action={
          <Link to="/app/create" className={getButtonClasses()}>
            <Sparkles aria-hidden="true" />
            Create Content
          </Link>
        }
      />
      <RecentRunsList />
    </div>
  );
}
