import { calendarDateIn } from '../../../shared/domain/schedule';
import { clockTimeIn } from '../../../shared/domain/calendar';

const storageKey = 'postforge.schedulePreset';

/** A calendar slot's time, bound to the generation run started from that slot. */
interface StoredPreset {
  runId: string;
  at: string;
}

/**
 * Remembers, for this tab (sessionStorage), the time of the calendar slot that run `runId` was started from:
 * the Schedule step of that run's posts presets it instead of tomorrow 09:00. Only that run's posts: another
 * post's Schedule step never sees it. A later slot replaces it.
 */
export function rememberSchedulePreset(instant: Date, runId: string): void {
  if (Number.isNaN(instant.getTime())) return;
  try {
    sessionStorage.setItem(
      storageKey,
      JSON.stringify({ runId, at: instant.toISOString() } satisfies StoredPreset),
    );
  } catch {
    // Storage refused (private mode): the modal keeps its usual preset.
  }
}

function readStored(): StoredPreset | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'runId' in parsed &&
      'at' in parsed &&
      typeof parsed.runId === 'string' &&
      typeof parsed.at === 'string'
    )
      return { runId: parsed.runId, at: parsed.at };
  } catch {
    // Storage refused or an old, unbound value: no preset.
  }
  return undefined;
}

/**
 * The slot run `runId` was started from, as the modal's date and time in `timeZone`; undefined when the run
 * was not started from a slot, or the slot has passed.
 */
export function readSchedulePreset(
  runId: string,
  now: Date,
  timeZone: string,
): { date: string; time: string } | undefined {
  const stored = readStored();
  if (stored?.runId !== runId) return undefined;
  const instant = new Date(stored.at);
  if (Number.isNaN(instant.getTime()) || instant.getTime() <= now.getTime()) return undefined;
  return { date: calendarDateIn(instant, timeZone), time: clockTimeIn(instant, timeZone) };
}

/** Forgets the slot of run `runId` (one of its posts was scheduled); another run's slot stays. */
export function clearSchedulePreset(runId: string): void {
  if (readStored()?.runId !== runId) return;
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing stored.
  }
}
