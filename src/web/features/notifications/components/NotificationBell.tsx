import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Bell, BellOff, CircleAlert, CircleCheck, Unplug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '../../../../shared/contracts/notifications';
import { useLocaleFormat } from '../../../i18n/format';
import { Button, Popover, PopoverContent, PopoverTrigger, Skeleton, Tooltip, cn } from '../../../ui';
import { describeNotification } from '../notification-text';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../hooks/useNotifications';

const KIND_ICONS = {
  'generation-completed': CircleCheck,
  'generation-failed': CircleAlert,
  'platform-connection-broken': Unplug,
} as const;

function NotificationItem({ notification, onOpen }: { notification: AppNotification; onOpen: () => void }) {
  const { t } = useTranslation('notifications');
  const { relative, dateTime } = useLocaleFormat();
  const markRead = useMarkNotificationRead();
  const { title, body } = describeNotification(notification);
  const Icon = KIND_ICONS[notification.kind];
  const runId = typeof notification.data.runId === 'string' ? notification.data.runId : undefined;
  const open = () => {
    if (!notification.isRead) markRead.mutate(notification.id);
    onOpen();
  };
  const linkClasses = 'font-medium underline-offset-4 hover:underline';
  return (
    <li className={cn('flex gap-3 px-3 py-3', !notification.isRead && 'bg-accent/60')}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm">
          {notification.isRead ? null : <span className="sr-only">{t('unreadMark')}</span>}
          {runId ? (
            <Link to="/app/review" search={{ run: runId }} onClick={open} className={linkClasses}>
              {title}
            </Link>
          ) : (
            <Link to="/app/settings" search={{ tab: 'platforms' }} onClick={open} className={linkClasses}>
              {title}
            </Link>
          )}
        </p>
        <p className="text-sm break-words text-muted-foreground">{body}</p>
        <div className="flex items-center justify-between gap-2">
          <time
            dateTime={notification.createdAt}
            title={dateTime(notification.createdAt)}
            className="text-xs text-muted-foreground"
          >
            {relative(notification.createdAt)}
          </time>
          {!notification.isRead && (
            <Button
              variant="link"
              size="sm"
              className="text-xs"
              isLoading={markRead.isPending}
              onClick={() => markRead.mutate(notification.id)}
            >
              {t('markRead')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

function NotificationList({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('notifications');
  const list = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const items = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = list.data?.pages[0]?.unreadCount ?? 0;

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <div aria-busy="true" className="flex flex-col gap-2 p-3">
        <span className="sr-only" role="status">
          {t('loading')}
        </span>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (list.isError && items.length === 0) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-2 p-4 text-sm">
        <p>{t('loadFailed')}</p>
        <Button variant="outline" size="sm" isLoading={list.isFetching} onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground">
        <BellOff aria-hidden="true" className="size-6" />
        <p className="font-medium text-foreground">{t('empty.title')}</p>
        <p>{t('empty.description')}</p>
      </div>
    );
  } else {
    content = (
      <>
        <ul className="divide-y">
          {items.map((item) => (
            <NotificationItem key={item.id} notification={item} onOpen={onOpen} />
          ))}
        </ul>
        {list.hasNextPage && (
          <div className="border-t p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              isLoading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="flex max-h-[min(32rem,70vh)] flex-col">
      <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
        <h2 className="text-sm font-semibold">{t('title')}</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0}
          isLoading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('markAllRead')}
        </Button>
      </div>
      <div className="overflow-y-auto">{content}</div>
    </div>
  );
}

/** Props of {@link NotificationBell}. */
export interface NotificationBellProps {
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
  /** Drawn after the icon (the phone tab bar's caption); keep it within the accessible name. */
  caption?: ReactNode;
}

/**
 * The bell of the side navigation: the unread count as a badge, and a popover with the notifications
 * (newest first, more on demand), each linking to its run or to Settings > Platforms, with Mark read and
 * Mark all read.
 */
export function NotificationBell({ side = 'right', className, caption }: NotificationBellProps) {
  const { t } = useTranslation('notifications');
  const [isOpen, setIsOpen] = useState(false);
  const list = useNotifications();
  const unread = list.data?.pages[0]?.unreadCount ?? 0;
  const name = unread > 0 ? t('bellUnread', { count: unread }) : t('bell');
  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <Tooltip content={name} side={side}>
        <PopoverTrigger asChild>
          <button type="button" aria-label={name} className={cn('relative', className)}>
            <Bell aria-hidden="true" />
            {unread > 0 && (
              <span
                aria-hidden="true"
                className="absolute top-0.5 right-[calc(50%-1.25rem)] min-w-4 rounded-full bg-destructive px-1 text-[10px] leading-4 font-semibold text-destructive-foreground sm:top-1 sm:right-1"
              >
                {unread > 99 ? t('manyUnread') : unread}
              </span>
            )}
            {caption}
          </button>
        </PopoverTrigger>
      </Tooltip>
      <PopoverContent
        side={side}
        align="end"
        aria-label={t('title')}
        className="w-[min(24rem,calc(100vw-1rem))] p-0"
      >
        <NotificationList onOpen={() => setIsOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
