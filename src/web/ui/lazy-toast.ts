import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/*
 * The toast library and its outlet load on the first toast of a public page, not with the page (the landing
 * page's weight budget): the root mounts the outlet once it is wanted (always under /app). sonner shows a toast
 * raised before its outlet subscribed, so nothing is lost while the chunk loads.
 */
let isWanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast was asked for on this page (the root then mounts the lazy outlet). */
export function useIsToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isWanted,
    () => false,
  );
}

function show(kind: 'success' | 'error', message: string, options?: ExternalToast): void {
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  void import('./Toaster').then(({ toast }) => toast[kind](message, options));
}

/** Shows a toast, loading the toast library first when needed: `showToast.success('Saved', { duration })`. */
export const showToast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};
