import { useEffect, useRef, useState } from 'react';
import { savedStateDurationMs } from '../../../../shared/domain/timers';

/** The autosave state shown beside the editor. */
export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Wait after the last keystroke before saving. */
export const autosaveDelayMs = 800;

/**
 * Saves `value` `autosaveDelayMs` after it last changed, when it differs from `savedValue` (what the server
 * has). The state is 'saving' while the request runs, 'saved' for the spec's 2 s after, 'failed' until the
 * next change or `retry`.
 */
export function useAutosave<T>(options: {
  value: T;
  savedValue: T;
  isEqual: (a: T, b: T) => boolean;
  save: (value: T) => Promise<unknown>;
  isEnabled: boolean;
}) {
  const { value, savedValue, isEqual, save, isEnabled } = options;
  const [state, setState] = useState<AutosaveState>('idle');
  const saveRef = useRef(save);
  saveRef.current = save;
  const isDirty = !isEqual(value, savedValue);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isEnabled || !isDirty) return;
    const timer = setTimeout(() => {
      setState('saving');
      saveRef.current(value).then(
        () => setState('saved'),
        () => setState('failed'),
      );
    }, autosaveDelayMs);
    return () => clearTimeout(timer);
    // `value` is compared through isDirty and read when the timer fires.
  }, [value, isDirty, isEnabled, attempt]);

  useEffect(() => {
    if (state !== 'saved') return;
    const timer = setTimeout(() => setState('idle'), savedStateDurationMs);
    return () => clearTimeout(timer);
  }, [state]);

  return { state, isDirty, retry: () => setAttempt((count) => count + 1) };
}
