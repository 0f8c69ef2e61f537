/** Where the tab keeps the run it started, so leaving /app/create and coming back shows that run's progress. */
const storageKey = 'postforge.activeRunId';

/** The run this tab started and has not seen finish, or undefined (also when storage is unavailable). */
export function readActiveRunId(): string | undefined {
  try {
    return window.sessionStorage.getItem(storageKey) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the run this tab just started (per tab: another tab starts with a fresh form). */
export function rememberActiveRun(runId: string): void {
  try {
    window.sessionStorage.setItem(storageKey, runId);
  } catch {
    // Storage refused (private mode, quota): the run is still shown until the screen is left.
  }
}

/** Forgets the remembered run once it completed or failed, so the next visit starts with a fresh form. */
export function forgetActiveRun(): void {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing was stored.
  }
}
