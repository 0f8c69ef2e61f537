import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { CircleAlert, FileText, Globe, Images, Layers, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { dashboardStatsSchema } from '../../../../shared/contracts/dashboard';
import { generationPlatformIds } from '../../../../shared/domain/platforms';
import { Button, getButtonClasses } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { formatAge } from '../format-age';
import { useDashboardStats } from '../hooks/useDashboardStats';
import { StatTile, StatTileSkeleton } from './StatTile';

type DashboardStats = z.infer<typeof dashboardStatsSchema>;

const GRID_CLASSES = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4';

function hasNoFigures(stats: DashboardStats): boolean {
  return (
    stats.totalPosts === 0 &&
    stats.generationRuns === 0 &&
    stats.mediaAssets === 0 &&
    stats.platformsCovered === 0
  );
}

function StatsTiles({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('dashboard');
  if (hasNoFigures(stats)) {
    return (
      <EmptyState
        icon={Sparkles}
        titleAs="p"
        title={t('stats.empty')}
        action={
          <Link to="/app/create" className={getButtonClasses()}>
            <Sparkles aria-hidden="true" />
            {t('stats.startCreating')}
          </Link>
        }
      />
    );
  }
  return (
    <dl className={GRID_CLASSES}>
      {/* Review & Export lists the recent runs with their posts and platforms; the Content Studio the media. */}
      <StatTile label={t('stats.postsGenerated')} count={stats.totalPosts} icon={FileText} to="/app/review" />
      <StatTile
        label={t('stats.generationRuns')}
        count={stats.generationRuns}
        icon={Layers}
        to="/app/review"
      />
      <StatTile label={t('stats.mediaAssets')} count={stats.mediaAssets} icon={Images} to="/app/content" />
      <StatTile
        to="/app/review"
        label={t('stats.platformsCovered')}
        count={stats.platformsCovered}
        total={generationPlatformIds.length}
        icon={Globe}
      />
    </dl>
  );
}

/**
 * The dashboard's figures, computed by the server from the workspace's own rows: skeleton tiles while
 * loading, an error with Retry, an empty state with Start Creating when everything is zero, else four tiles.
 */
export function StatsOverview() {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const { data: stats, error, isPending, isFetching, refetch } = useDashboardStats();

  let body;
  if (stats) {
    body = <StatsTiles stats={stats} />;
  } else if (isPending && !error) {
    body = (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('stats.loading')}
        </p>
        <div className={GRID_CLASSES}>
          {[0, 1, 2, 3].map((index) => (
            <StatTileSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  } else {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-card p-5 sm:flex-row sm:items-center"
      >
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
        <div className="flex-1 text-sm">
          <p className="font-medium text-card-foreground">{t('stats.loadFailed')}</p>
          {error && <p className="text-muted-foreground">{error.message}</p>}
        </div>
        <Button variant="outline" size="sm" isLoading={isFetching} onClick={() => void refetch()}>
          {t('stats.retry')}
        </Button>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('stats.heading')}
        </h2>
        {stats?.lastGeneratedAt && (
          <p className="text-sm text-muted-foreground">
            {t('stats.lastGeneration')}{' '}
            <time dateTime={stats.lastGeneratedAt}>{formatAge(t, stats.lastGeneratedAt, Date.now())}</time>
          </p>
        )}
      </div>
      {body}
    </section>
  );
}
