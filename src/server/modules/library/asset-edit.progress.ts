/**
 * The percentage of a running video edit: ffmpeg's encoded time against the source's duration, in whole percents
 * from 0 to 99 (100 is the answer itself, once the new asset is stored). Undefined without a usable duration.
 */
export function editProgressPercent(
  encodedSeconds: number,
  durationSeconds: number | null,
): number | undefined {
  if (!durationSeconds || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return undefined;
  if (!Number.isFinite(encodedSeconds) || encodedSeconds < 0) return undefined;
  return Math.min(99, Math.floor((encodedSeconds / durationSeconds) * 100));
}

/**
 * Turns ffmpeg's encoded times into reports of a percentage that went up, at most one per `intervalMs` (a later
 * rise waits for the next interval; the edit's answer says 100). `report` must not throw.
 */
export function createProgressReporter(options: {
  durationSeconds: number | null;
  report: (percent: number) => void;
  intervalMs?: number;
  now?: () => number;
}): (encodedSeconds: number) => void {
  const intervalMs = options.intervalMs ?? 250;
  const now = options.now ?? Date.now;
  let reported = -1;
  let reportedAt = Number.NEGATIVE_INFINITY;
  return (encodedSeconds) => {
    const percent = editProgressPercent(encodedSeconds, options.durationSeconds);
    if (percent === undefined || percent <= reported) return;
    const at = now();
    if (at - reportedAt < intervalMs) return;
    reported = percent;
    reportedAt = at;
    options.report(percent);
  };
}
