import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PostRecord } from '../../../../shared/contracts/posts';
import { canRegenerateVideo, isVideoRegenerating } from '../../../../shared/domain/post-records';
import { useLocaleFormat } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Progress } from '../../../ui/Progress';
import { toast } from '../../../ui/Toaster';
import { MediaNote } from '../../review/components/MediaNote';
import { OfflineBadge } from '../../review/components/OfflineBadge';
import { useRegenerateVideo } from '../hooks/useRegenerateVideo';

/** The provider's own status word ('queued', 'generating'), capitalised; null when there is none. */
function formatProviderStatus(message: string | null): string | null {
  const text = message?.trim();
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : null;
}

/**
 * A stored post's video in the history: the player (an offline clip labelled Offline), the progress of a
 * regeneration (the provider's percentage and status word), or a failed regeneration's reason with Retry (the
 * previous video stays). Nothing when the post has no video and none is being made.
 */
export function HistoryPostVideo({ post }: { post: PostRecord }) {
  const { t } = useTranslation('history');
  const { number } = useLocaleFormat();
  const regenerate = useRegenerateVideo();
  const { video } = post;
  const isWaiting = isVideoRegenerating(video.status);
  if (!video.url && video.status === 'none') return null;
  const retry = () =>
    regenerate.mutate(post.id, {
      onSuccess: () => toast.success(t('video.queued')),
      onError: (error) => toast.error(error.message),
    });

  return (
    <section aria-label={t('video.sectionLabel')} className="flex max-w-md flex-col gap-2">
      {video.url && (
        <video
          controls
          playsInline
          preload="metadata"
          src={video.url}
          poster={video.poster ?? post.thumbnail ?? undefined}
          aria-label={t('video.label', { title: post.title })}
          className="aspect-video w-full rounded-lg border bg-black object-contain"
        />
      )}
      {video.url && video.isOffline && (
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <OfflineBadge capability="video" />
          <span>{t('video.offlineNote')}</span>
        </div>
      )}
      {isWaiting && (
        <div className="flex flex-col gap-1">
          <Progress
            label={video.status === 'pending' ? t('video.waiting') : t('video.generating')}
            value={video.progress}
            formatValue={(value, max) => number(value / max, { style: 'percent' })}
          />
          {video.status === 'in-progress' && formatProviderStatus(video.message) && (
            <p className="text-xs text-muted-foreground">{formatProviderStatus(video.message)}</p>
          )}
        </div>
      )}
      {video.status === 'failed' && (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-lg border border-destructive p-3"
        >
          <p className="text-sm font-medium">{video.url ? t('video.failedKept') : t('video.failedNone')}</p>
          {video.message && <p className="text-sm text-destructive">{video.message}</p>}
          {canRegenerateVideo(post.status) && (
            <Button size="sm" variant="outline" isLoading={regenerate.isPending} onClick={retry}>
              <RotateCcw aria-hidden="true" />
              {t('video.retry')}
            </Button>
          )}
        </div>
      )}
      {video.status === 'ready' && video.message && <MediaNote>{video.message}</MediaNote>}
    </section>
  );
}
