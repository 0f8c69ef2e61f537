/** Steps of a generation run as the progress panel counts them (spec 1 §2: 'Step N of 4', 25% per step). */
export const runStepCount = 4;

/** What the progress panel shows for a run step. */
export interface RunProgress {
  /** 1-based step shown as 'Step N of 4'. */
  stepNumber: number;
  /** Percent complete, 25 per step. */
  percent: number;
}

/**
 * Turns a run's step (0-3 while working, 4 once every step is done; spec 1 §4 "Generation progress") into the
 * panel's 'Step N of 4' and percent. Out-of-range values are clamped, so a bad value never shows 'Step 5 of 4'.
 */
export function describeRunProgress(step: number): RunProgress {
  const stepNumber = Math.min(runStepCount, Math.max(1, Math.floor(step) + 1));
  return { stepNumber, percent: (stepNumber / runStepCount) * 100 };
}
