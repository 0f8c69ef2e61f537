import { useSyncExternalStore } from 'react';

/*
 * 'Cookie Preferences' links anywhere on a public page (the footers) ask the one CookieConsent at the root to
 * open its modal: a counter of requests, so each click opens it again.
 */
let requests = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the root's CookieConsent to open the Cookie Preferences modal. */
export function openCookiePreferences(): void {
  requests += 1;
  for (const listener of listeners) listener();
}

/** How many times the modal was asked for on this page (0 on the server). */
export function useCookiePreferencesRequests(): number {
  return useSyncExternalStore(
    subscribe,
    () => requests,
    () => 0,
  );
}
