import { Link } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCompactCount } from '../../../../shared/domain/formatting';
import { Skeleton } from '../../../ui/Skeleton';

/** Props of {@link StatTile}. */
export interface StatTileProps {
  label: string;
  /** The figure; shown compact as the spec fixes it ('1.2K'), the exact number kept in a <data> element. */
  count: number;
  /** When the figure is a share of a known whole (e.g. platforms covered of 4), shown as 'of N'. */
  total?: number;
  icon: LucideIcon;
  /** The screen that shows what the figure counts; the whole tile links there, named by its label. */
  to: '/app/review' | '/app/create' | '/app/content';
}

const TILE_CLASSES = 'flex flex-col gap-1 rounded-xl border bg-card p-5 shadow-sm';
const LINK_TILE_CLASSES =
  'relative transition-colors hover:bg-accent/50 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring';

/**
 * One figure of the dashboard: a compact count over its label. Renders a div with a dt/dd pair (the label
 * first for screen readers, drawn under the figure): place it directly inside a <dl>. The label is a link to
 * `to` whose hit area covers the whole tile.
 */
export function StatTile({ label, count, total, icon: Icon, to }: StatTileProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className={`${TILE_CLASSES} ${LINK_TILE_CLASSES}`}>
      <dt className="order-2 text-sm font-medium text-muted-foreground">
        <Link
          to={to}
          className="underline-offset-4 outline-none after:absolute after:inset-0 after:rounded-xl hover:underline"
        >
          {label}
        </Link>
      </dt>
      <dd className="order-1 flex items-start justify-between gap-4">
        <span className="flex items-baseline gap-1.5">
          <data
            value={count}
            className="text-3xl font-semibold tracking-tight text-card-foreground tabular-nums"
          >
            {formatCompactCount(count)}
          </data>
          {total !== undefined && (
            <span className="text-sm text-muted-foreground">{t('stats.ofTotal', { total })}</span>
          )}
        </span>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </dd>
    </div>
  );
}

/** A {@link StatTile}-shaped placeholder while the figures load (hidden from assistive technology). */
export function StatTileSkeleton() {
  return (
    <div className={TILE_CLASSES} aria-hidden="true">
      <div className="flex items-start justify-between gap-4">
        <Skeleton className="mt-1 h-8 w-16" />
        <Skeleton className="size-10 rounded-lg" />
      </div>
      <Skeleton className="h-4 w-28" />
    </div>
  );
}
