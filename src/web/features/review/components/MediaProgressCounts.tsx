import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../i18n/format';
import type { RunWork } from '../run-progress';

/**
 * The media counts of a run in progress, one per kind the run makes ('images 7 of 12', 'videos 2 of 4'),
 * announced politely as they change. Renders nothing when the run makes no media yet.
 */
export function MediaProgressCounts({ work }: { work: RunWork }) {
  const { t } = useTranslation('review');
  const { number } = useLocaleFormat();
  const counts = [
    work.images.total > 0 &&
      t('progress.images', { done: number(work.images.done), total: number(work.images.total) }),
    work.videos.total > 0 &&
      t('progress.videos', { done: number(work.videos.done), total: number(work.videos.total) }),
  ].filter((text): text is string => typeof text === 'string');
  if (counts.length === 0) return null;
  return (
    <p aria-live="polite" data-testid="media-progress" className="text-sm font-medium">
      {counts.join(' · ')}
    </p>
  );
}
