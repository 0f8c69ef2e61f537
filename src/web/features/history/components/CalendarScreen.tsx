import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PostRecord } from '../../../../shared/contracts/posts';
import {
  addMonths,
  clockTimeIn,
  dateIn,
  monthGridDates,
  weekDates,
} from '../../../../shared/domain/calendar';
import { addCalendarDays, zonedDateTimeToInstant } from '../../../../shared/domain/schedule';
import { Button, getButtonClasses } from '../../../ui/Button';
import { toast } from '../../../ui/Toaster';
import { calendarRangeLimit } from '../../../../shared/contracts/posts-history';
import { useCalendarPosts } from '../hooks/useCalendarPosts';
import { useReschedulePost } from '../hooks/useReschedulePost';
import { CalendarGrid } from './CalendarGrid';
import { calendarTimeOf } from './CalendarPostChip';
import { useUserTimeZone } from '../../preferences/hooks/useTimeZone';

/** A calendar view. */
export type CalendarView = 'month' | 'week';

/** The views offered, in order. */
const calendarViews: readonly CalendarView[] = ['month', 'week'];

/**
 * /app/calendar: month and week views of scheduled, published and failed posts in the user's time zone. A
 * scheduled post dragged to another day (month: same time) or hour (week: same minutes) is rescheduled; an
 * empty day or hour starts a new post with that time preset in the Schedule step.
 */
export function CalendarScreen() {
  const { t, i18n } = useTranslation('history');
  const navigate = useNavigate();
  const timeZone = useUserTimeZone();
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(() => dateIn(new Date(), timeZone));
  const dates = view === 'month' ? monthGridDates(anchor) : weekDates(anchor);
  const first = dates[0] ?? anchor;
  const last = dates.at(-1) ?? anchor;
  const from = zonedDateTimeToInstant(first, '00:00', timeZone).toISOString();
  const to = zonedDateTimeToInstant(addCalendarDays(last, 1), '00:00', timeZone).toISOString();
  const calendar = useCalendarPosts(from, to);
  const reschedule = useReschedulePost();
  const posts = calendar.data?.posts ?? [];

  const postsByDate = new Map<string, PostRecord[]>();
  for (const post of posts) {
    const key = dateIn(calendarTimeOf(post), timeZone);
    postsByDate.set(key, [...(postsByDate.get(key) ?? []), post]);
  }

  const move = (postId: string, date: string, hour?: number) => {
    const post = posts.find((item) => item.id === postId);
    if (!post || post.status !== 'scheduled') return;
    const current = clockTimeIn(calendarTimeOf(post), timeZone);
    const time = hour === undefined ? current : `${String(hour).padStart(2, '0')}:${current.slice(3)}`;
    const target = zonedDateTimeToInstant(date, time, timeZone);
    if (target.getTime() === calendarTimeOf(post).getTime()) return;
    reschedule.mutate(
      { postId, localTime: { date, time }, timeZone },
      {
        onSuccess: () => toast.success(t('reschedule.done')),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  const startPost = (date: string, hour?: number) => {
    const time = hour === undefined ? '09:00' : `${String(hour).padStart(2, '0')}:00`;
    // The slot travels with the new post: only the run started from it presets this time.
    const slot = zonedDateTimeToInstant(date, time, timeZone).toISOString();
    void navigate({ to: '/app/create', search: { slot } });
  };
  const step = (direction: 1 | -1) =>
    setAnchor(view === 'month' ? addMonths(anchor, direction) : addCalendarDays(anchor, 7 * direction));

  const heading =
    view === 'month'
      ? new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${anchor.slice(0, 7)}-15T12:00:00Z`),
        )
      : t('calendar.weekOf', {
          date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(`${first}T12:00:00Z`),
          ),
        });

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('calendar.title')}</h1>
        <Link to="/app/history" className={getButtonClasses({ variant: 'outline' })}>
          <List aria-hidden="true" />
          {t('calendar.openHistory')}
        </Link>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button variant="outline" size="icon" aria-label={t('calendar.previous')} onClick={() => step(-1)}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" size="sm" onClick={() => setAnchor(dateIn(new Date(), timeZone))}>
            {t('calendar.today')}
          </Button>
          <Button variant="outline" size="icon" aria-label={t('calendar.next')} onClick={() => step(1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
          <h2 className="ml-2 text-lg font-semibold" aria-live="polite">
            {heading}
          </h2>
        </div>
        <div role="group" aria-label={t('calendar.viewLabel')} className="flex gap-1">
          {calendarViews.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={view === option ? 'primary' : 'outline'}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {t(`calendar.${option}`)}
            </Button>
          ))}
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{t('calendar.hint', { zone: timeZone })}</p>
      {calendar.data?.isTruncated && (
        <p role="status" className="rounded-lg border border-warning bg-card p-3 text-sm">
          {t('calendar.truncated', { limit: calendarRangeLimit })}
        </p>
      )}
      {calendar.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-xl border border-destructive p-4"
        >
          <p className="text-sm text-destructive">{calendar.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void calendar.refetch()}>
            {t('retryLoad')}
          </Button>
        </div>
      ) : (
        <CalendarGrid
          view={view}
          dates={dates}
          month={anchor.slice(0, 7)}
          today={dateIn(new Date(), timeZone)}
          timeZone={timeZone}
          postsByDate={postsByDate}
          isLoading={calendar.isPending}
          onMove={move}
          onStart={startPost}
        />
      )}
    </div>
  );
}
