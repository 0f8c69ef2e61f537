/**
 * Calendar grid rules of the post calendar, pure and time-zone aware. Dates are 'YYYY-MM-DD' in the user's
 * time zone; weeks start on Monday (ISO 8601).
 */
import { addCalendarDays, calendarDateIn } from './schedule';

/** The ISO weekday of a 'YYYY-MM-DD' date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Monday of the week of `date`. */
export function startOfWeek(date: string): string {
  return addCalendarDays(date, 1 - isoWeekday(date));
}

/** The seven dates of the week of `date`, Monday first. */
export function weekDates(date: string): string[] {
  const monday = startOfWeek(date);
  return Array.from({ length: 7 }, (_, index) => addCalendarDays(monday, index));
}

/**
 * The dates a month view shows for the month of `date`: whole weeks from the Monday on or before the 1st to
 * the Sunday on or after the last day (35 or 42 dates, 28 for a February starting on Monday in a common year).
 */
export function monthGridDates(date: string): string[] {
  const first = `${date.slice(0, 7)}-01`;
  const nextMonthFirst = `${addCalendarDays(first, 32).slice(0, 7)}-01`;
  const last = addCalendarDays(nextMonthFirst, -1);
  const start = startOfWeek(first);
  const end = addCalendarDays(startOfWeek(last), 6);
  const dates: string[] = [];
  for (let day = start; day <= end; day = addCalendarDays(day, 1)) dates.push(day);
  return dates;
}

/** The wall-clock time 'HH:mm' of an instant in a time zone. */
export function clockTimeIn(instant: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(instant)
    .slice(0, 5);
}

/** The date of an instant in a time zone ('YYYY-MM-DD'); re-exported for the calendar's callers. */
export const dateIn = calendarDateIn;

/** The first of the month `months` after (or before, negative) the month of `date`. */
export function addMonths(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number);
  const index = (year ?? 1970) * 12 + (month ?? 1) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
