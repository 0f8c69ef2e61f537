import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CalendarDays, History, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, getButtonClasses } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Skeleton } from '../../../ui/Skeleton';
import { usePostHistory, type HistoryFilterState } from '../hooks/usePostHistory';
import { HistoryFilters } from './HistoryFilters';
import { HistoryPostItem } from './HistoryPostItem';

/** /app/history: every stored post, filtered and searched, paged by cursor ('Load more'), with its actions. */
export function HistoryScreen() {
  const { t } = useTranslation('history');
  const [filters, setFilters] = useState<HistoryFilterState>({});
  const history = usePostHistory(filters);
  const posts = history.data?.pages.flatMap((page) => page.posts) ?? [];
  const isFiltered = Object.keys(filters).length > 0;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/app/calendar" className={getButtonClasses({ variant: 'outline' })}>
            <CalendarDays aria-hidden="true" />
            {t('openCalendar')}
          </Link>
          <Link to="/app/create" className={getButtonClasses({})}>
            <Plus aria-hidden="true" />
            {t('newPost')}
          </Link>
        </div>
      </header>
      <HistoryFilters onChange={setFilters} />
      {history.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-32 w-full rounded-xl" />
          ))}
        </div>
      ) : history.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-xl border border-destructive p-4"
        >
          <p className="text-sm text-destructive">{history.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
            {t('retryLoad')}
          </Button>
        </div>
      ) : posts.length === 0 ? (
        <EmptyState
          icon={History}
          title={isFiltered ? t('empty.filteredTitle') : t('empty.title')}
          description={isFiltered ? t('empty.filteredDescription') : t('empty.description')}
          action={
            isFiltered ? undefined : (
              <Link to="/app/create" className={getButtonClasses({})}>
                {t('newPost')}
              </Link>
            )
          }
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label={t('listLabel')}>
            {posts.map((post) => (
              <HistoryPostItem key={post.id} post={post} />
            ))}
          </ul>
          {history.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              isLoading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {t('loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
