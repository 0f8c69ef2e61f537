import { calendarDateIn } from '../../../shared/domain/schedule';
import { clockTimeIn } from '../../../shared/domain/calendar';

const storageKey = 'postforge.schedulePreset';

/**
 * The time a calendar slot started a new post for: kept for this tab (sessionStorage) until the post is
 * scheduled, so the Schedule step of the Post now / Schedule modal presets it instead of tomorrow 09:00.
 */
export function rememberSchedulePreset(instant: Date): void {
  try {
    sessionStorage.setItem(storageKey, instant.toISOString());
  } catch {
    // Storage refused (private mode): the modal keeps its usual preset.
  }
}

/** The remembered slot as the modal's date and time in `timeZone`, or undefined when none or it has passed. */
export function readSchedulePreset(now: Date, timeZone: string): { date: string; time: string } | undefined {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(storageKey);
  } catch {
    return undefined;
  }
  const instant = stored ? new Date(stored) : undefined;
  if (!instant || Number.isNaN(instant.getTime()) || instant.getTime() <= now.getTime()) return undefined;
  return { date: calendarDateIn(instant, timeZone), time: clockTimeIn(instant, timeZone) };
}

/** Forgets the remembered slot (the post was scheduled). */
export function clearSchedulePreset(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing stored.
  }
}
