/**
 * Calendar rules of the schedule form, pure and time-zone aware. Dates are 'YYYY-MM-DD', times 'HH:mm'
 * (24-hour), as the date and time inputs produce them. `timeZone` is an IANA name; omitted, the runtime's
 * own zone is used (the browser's, which is the user's).
 */

/** Time of day preset when the user chooses Schedule for Later (spec 1 §2). */
export const defaultScheduleClock = '09:00';

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

function zonedParts(instant: Date, timeZone: string | undefined): Record<string, number> {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function parseDate(date: string): [number, number, number] {
  const match = datePattern.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The calendar date of an instant in a time zone, as 'YYYY-MM-DD'. */
export function calendarDateIn(instant: Date, timeZone?: string): string {
  const parts = zonedParts(instant, timeZone);
  return `${pad(parts.year ?? 0, 4)}-${pad(parts.month ?? 0)}-${pad(parts.day ?? 0)}`;
}

/** Adds whole calendar days to a 'YYYY-MM-DD' date (negative days go back); month and year roll over. */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The schedule form's preset (spec 1 §9): tomorrow, in the user's time zone, at 09:00. */
export function defaultScheduleTime(now: Date, timeZone?: string): { date: string; time: string } {
  return { date: addCalendarDays(calendarDateIn(now, timeZone), 1), time: defaultScheduleClock };
}

/** A schedule date may not be earlier than today in the user's time zone (spec 1 §5); today itself is allowed. */
export function isScheduleDateAllowed(date: string, now: Date, timeZone?: string): boolean {
  parseDate(date);
  return date >= calendarDateIn(now, timeZone);
}

/**
 * The instant a wall-clock date and time denote in a time zone, e.g. ('2025-03-10', '09:00', 'Europe/Paris')
 * is 08:00 UTC. A time skipped by a daylight-saving jump moves forward by the jump (02:30 becomes 03:30);
 * a repeated time resolves to its first occurrence. Throws RangeError on a malformed date or time.
 */
export function zonedDateTimeToInstant(date: string, time: string, timeZone?: string): Date {
  const [year, month, day] = parseDate(date);
  const match = timePattern.exec(time);
  if (!match) throw new RangeError(`Not an HH:mm time: ${time}`);
  const wallAsUtc = Date.UTC(year, month - 1, day, Number(match[1]), Number(match[2]));
  const offsetAt = (instant: number): number => {
    const parts = zonedParts(new Date(instant), timeZone);
    const seen = Date.UTC(
      parts.year ?? 0,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    return seen - Math.floor(instant / 1000) * 1000;
  };
  const firstOffset = offsetAt(wallAsUtc);
  const candidate = wallAsUtc - firstOffset;
  const secondOffset = offsetAt(candidate);
  if (secondOffset === firstOffset) return new Date(candidate);
  const adjusted = wallAsUtc - secondOffset;
  if (offsetAt(adjusted) === secondOffset) return new Date(adjusted);
  // In the gap of a forward jump neither offset fits: read the time with the offset before the jump (the
  // smaller one), which lands the jump's length later (02:30 → 03:30).
  return new Date(wallAsUtc - Math.min(firstOffset, secondOffset));
}
