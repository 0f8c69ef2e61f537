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

let acceptAllHandler: (() => void) | null = null;

/**
 * Accepts every category through the root's CookieConsent, as its banner's Accept All does (stored, saved on the
 * account when signed in, the toast): the Cookie Policy page's 'Accept All Cookies' button. Does nothing before
 * the page has hydrated.
 */
export function acceptAllCookies(): void {
  acceptAllHandler?.();
}

/** Lets the root's CookieConsent answer {@link acceptAllCookies}; returns the function that stops it. */
export function handleAcceptAllRequests(handler: () => void): () => void {
  acceptAllHandler = handler;
  return () => {
    if (acceptAllHandler === handler) acceptAllHandler = null;
  };
}
