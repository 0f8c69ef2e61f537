import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY, readCachedTheme, writeCachedTheme, type ThemePreference } from '../../ui/theme';

/*
 * The browser's cached theme preference as a subscribable store, so a signed-out visitor's choice re-renders
 * the page at once and other tabs follow (the `storage` event). The value written in this tab is also kept
 * in memory, so the choice still works for this visit when local storage is unavailable (privacy mode).
 */

const listeners = new Set<() => void>();
let chosenThisVisit: ThemePreference | null = null;

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

function handleStorage(event: StorageEvent): void {
  if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
  chosenThisVisit = null; // another tab wrote (or cleared) the cache: it is the newer truth
  notifyListeners();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', handleStorage);
  };
}

function getSnapshot(): ThemePreference {
  return chosenThisVisit ?? readCachedTheme() ?? 'system';
}

function getServerSnapshot(): ThemePreference {
  return 'system';
}

/** Caches a preference in this browser and re-renders every reader; ignores storage errors. */
export function setCachedThemePreference(preference: ThemePreference): void {
  chosenThisVisit = preference;
  writeCachedTheme(preference);
  notifyListeners();
}

/** The preference cached in this browser ('system' when none), kept live across tabs. */
export function useCachedThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
