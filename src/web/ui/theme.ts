import { useSyncExternalStore } from 'react';
import {
  DARK_QUERY,
  getSystemPrefersDark,
  resolveTheme,
  type ResolvedTheme,
  type ThemePreference,
} from './theme-core';

export * from './theme-core';

function subscribeToSystemTheme(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function getServerSnapshot(): boolean {
  return false;
}

/** Live `prefers-color-scheme: dark` value; re-renders when the OS setting changes. */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribeToSystemTheme, getSystemPrefersDark, getServerSnapshot);
}

/** The theme to paint for a preference, following OS changes live when the preference is 'system'. */
export function useResolvedTheme(preference: ThemePreference): ResolvedTheme {
  return resolveTheme(preference, useSystemPrefersDark());
}
