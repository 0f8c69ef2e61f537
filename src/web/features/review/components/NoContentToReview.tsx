import { Link } from '@tanstack/react-router';
import { FileSearch, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('review');
  const { data: runs } = useRecentRuns();
  const hasRecentRuns = Boolean(runs && runs.length > 0);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      {isMissingRun && <ReviewAlert title={t('empty.missingRun')}>{t('empty.missingRunDetail')}</ReviewAlert>}
      <EmptyState
        icon={FileSearch}
        title={t('empty.title')}
        description={hasRecentRuns ? t('empty.withRecentRuns') : t('empty.withoutRecentRuns')}
        action={
          <Link to="/app/create" className={getButtonClasses()}>
            <Sparkles aria-hidden="true" />
            {t('createContent')}
          </Link>
        }
      />
      <RecentRunsList />
    </div>
  );
}
