import { useState, type DragEvent } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PostRecord } from '../../../../shared/contracts/posts';
import { clockTimeIn } from '../../../../shared/domain/calendar';
import { cn } from '../../../ui/cn';
import { CalendarPostChip, calendarDragType, calendarTimeOf } from './CalendarPostChip';
import type { CalendarView } from './CalendarScreen';

const hours = Array.from({ length: 24 }, (_, hour) => hour);

/** Props of {@link CalendarGrid}. */
export interface CalendarGridProps {
  view: CalendarView;
  dates: string[];
  /** 'YYYY-MM' of the month shown (days of other months are dimmed). */
  month: string;
  today: string;
  timeZone: string;
  postsByDate: Map<string, PostRecord[]>;
  isLoading: boolean;
  onMove: (postId: string, date: string, hour?: number) => void;
  onStart: (date: string, hour?: number) => void;
}

/** A day (month view) or hour (week view) that takes dropped posts and starts a new post when clicked. */
function Slot({
  date,
  hour,
  label,
  className,
  posts,
  timeZone,
  onMove,
  onStart,
  children,
}: {
  date: string;
  hour?: number;
  label: string;
  className?: string;
  posts: PostRecord[];
  timeZone: string;
  onMove: CalendarGridProps['onMove'];
  onStart: CalendarGridProps['onStart'];
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('history');
  const [isOver, setIsOver] = useState(false);
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(calendarDragType);
  return (
    <div
      role="group"
      aria-label={label}
      data-date={date}
      data-hour={hour}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={(event) => {
        setIsOver(false);
        const postId = event.dataTransfer.getData(calendarDragType);
        if (!postId) return;
        event.preventDefault();
        onMove(postId, date, hour);
      }}
      className={cn('group relative flex min-w-0 flex-col gap-1 p-1', isOver && 'bg-accent', className)}
    >
      {children}
      {posts.map((post) => (
        <CalendarPostChip key={post.id} post={post} timeZone={timeZone} />
      ))}
      <button
        type="button"
        onClick={() => onStart(date, hour)}
        aria-label={t('calendar.newPostAt', { slot: label })}
        className={cn(
          'mt-auto flex items-center justify-center rounded-md py-0.5 text-muted-foreground',
          'opacity-0 group-hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring',
          'focus-visible:outline-none hover:bg-accent',
        )}
      >
        <Plus aria-hidden="true" className="size-3.5" />
      </button>
    </div>
  );
}

/** The month grid (weeks × 7 days) or the week grid (24 hours × 7 days) of the calendar. */
export function CalendarGrid(props: CalendarGridProps) {
  const { t, i18n } = useTranslation('history');
  const { view, dates, month, today, timeZone, postsByDate, isLoading, onMove, onStart } = props;
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const longDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' });
  const noon = (date: string) => new Date(`${date}T12:00:00Z`);
  const head = (
    <div
      className="grid grid-cols-7 border-b text-center text-xs font-medium text-muted-foreground"
      aria-hidden="true"
    >
      {dates.slice(0, 7).map((date) => (
        <div key={date} className="py-1">
          {weekday.format(noon(date))}
          {view === 'week' && <span className="block text-foreground">{date.slice(8)}</span>}
        </div>
      ))}
    </div>
  );

  if (view === 'month')
    return (
      <section aria-label={t('calendar.month')} aria-busy={isLoading} className="rounded-xl border bg-card">
        {head}
        <div className="grid grid-cols-7">
          {dates.map((date) => (
            <Slot
              key={date}
              date={date}
              label={longDate.format(noon(date))}
              posts={postsByDate.get(date) ?? []}
              timeZone={timeZone}
              onMove={onMove}
              onStart={onStart}
              className={cn(
                'min-h-24 border-r border-b [&:nth-child(7n)]:border-r-0',
                !date.startsWith(month) && 'bg-muted/40 text-muted-foreground',
              )}
            >
              <span
                className={cn(
                  'self-end rounded-full px-1.5 text-xs tabular-nums',
                  date === today && 'bg-primary text-primary-foreground',
                )}
              >
                {Number(date.slice(8))}
              </span>
            </Slot>
          ))}
        </div>
      </section>
    );

  return (
    <section
      aria-label={t('calendar.week')}
      aria-busy={isLoading}
      className="overflow-x-auto rounded-xl border bg-card"
    >
      <div className="min-w-[640px]">
        <div className="grid grid-cols-[3rem_1fr]">
          <span aria-hidden="true" />
          {head}
        </div>
        {hours.map((hour) => (
          <div key={hour} className="grid grid-cols-[3rem_1fr] border-b last:border-b-0">
            <span aria-hidden="true" className="p-1 text-right text-xs text-muted-foreground tabular-nums">
              {`${String(hour).padStart(2, '0')}:00`}
            </span>
            <div className="grid grid-cols-7">
              {dates.map((date) => (
                <Slot
                  key={date}
                  date={date}
                  hour={hour}
                  label={`${longDate.format(noon(date))} ${String(hour).padStart(2, '0')}:00`}
                  posts={(postsByDate.get(date) ?? []).filter(
                    (post) => Number(clockTimeIn(calendarTimeOf(post), timeZone).slice(0, 2)) === hour,
                  )}
                  timeZone={timeZone}
                  onMove={onMove}
                  onStart={onStart}
                  className={cn('min-h-10 border-r last:border-r-0', date === today && 'bg-primary/5')}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
