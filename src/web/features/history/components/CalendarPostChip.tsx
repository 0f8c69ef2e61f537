import { TriangleAlert } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostRecord } from '../../../../shared/contracts/posts';
import { clockTimeIn } from '../../../../shared/domain/calendar';
import { listPreviewLength, truncateText } from '../../../../shared/domain/formatting';
import { isGenerationPlatform, platforms } from '../../../../shared/domain/platforms';
import { cn } from '../../../ui/cn';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { getPlatformIcon } from '../../review/components/PlatformBadge';
import { PostActions } from './PostActions';
import { needsReconnect, PostPublications } from './PostPublications';

/** The data type a dragged calendar post carries (its id). */
export const calendarDragType = 'application/x-postforge-post';

/** The time a calendar post sits at: published, else scheduled. */
export function calendarTimeOf(post: PostRecord): Date {
  return new Date(post.executedAt ?? post.scheduledFor ?? post.lastModified);
}

const statusClasses: Record<string, string> = {
  scheduled: 'border-primary/40 bg-primary/10',
  publishing: 'border-primary/40 bg-primary/10',
  executed: 'border-success/40 bg-success/10',
  failed: 'border-destructive/60 bg-destructive/10',
};

/**
 * A post on the calendar: platform icons, a thumbnail and the time. A scheduled post can be dragged to another
 * day or slot; activating it (click, Enter or Space) opens its details with Move (reschedule), Edit and, for a
 * failed post, Retry — the keyboard way to do what dragging does.
 */
export function CalendarPostChip({ post, timeZone }: { post: PostRecord; timeZone: string }) {
  const { t } = useTranslation('history');
  const [isOpen, setIsOpen] = useState(false);
  const time = clockTimeIn(calendarTimeOf(post), timeZone);
  const isDraggable = post.status === 'scheduled';
  const platformIds = post.platforms.filter(isGenerationPlatform);
  const isReconnectNeeded = needsReconnect(post);
  const label = [
    t('calendar.postLabel', { time, title: post.title, status: t(`status.${post.status}`) }),
    ...(isReconnectNeeded ? [t('publications.reconnectNeeded')] : []),
  ].join(' · ');
  const handleDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(calendarDragType, post.id);
    event.dataTransfer.setData('text/plain', post.id);
    event.dataTransfer.effectAllowed = 'move';
  };

  return (
    <>
      <button
        type="button"
        draggable={isDraggable}
        onDragStart={isDraggable ? handleDragStart : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setIsOpen(true);
        }}
        aria-label={label}
        data-post-id={post.id}
        data-status={post.status}
        className={cn(
          'flex w-full min-w-0 items-center gap-1 rounded-md border px-0.5 py-0.5 text-left text-xs sm:px-1',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          isDraggable && 'cursor-grab active:cursor-grabbing',
          statusClasses[post.status],
        )}
      >
        {post.thumbnail ? (
          <img src={post.thumbnail} alt="" className="hidden size-5 shrink-0 rounded object-cover sm:block" />
        ) : null}
        {platformIds.map((platform) => {
          const Icon = getPlatformIcon(platform);
          return (
            <Icon
              key={platform}
              aria-hidden="true"
              className="hidden size-3.5 shrink-0 sm:block"
              style={{ color: platforms[platform].color }}
            />
          );
        })}
        <span className="truncate text-[10px] font-medium tabular-nums sm:text-xs">{time}</span>
        {isReconnectNeeded && (
          <TriangleAlert
            aria-hidden="true"
            data-testid="reconnect-needed"
            className="size-3.5 shrink-0 text-destructive"
          />
        )}
      </button>
      {isOpen && (
        <Dialog open onOpenChange={setIsOpen}>
          <DialogContent title={post.title} description={t('calendar.detailsDescription', { time })}>
            <p className="text-sm font-medium">{t(`status.${post.status}`)}</p>
            <p className="text-sm break-words whitespace-pre-line">
              {truncateText(post.content, listPreviewLength)}
            </p>
            {post.status === 'failed' && post.failureMessage && (
              <p className="text-sm text-destructive">{post.failureMessage}</p>
            )}
            <PostPublications post={post} />
            <PostActions post={post} isCompact />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
