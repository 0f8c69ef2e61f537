import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a pre-rendered page (and on the server), true afterwards and in a client render.
 * A pre-rendered page shows what the HTML showed until then (no session, no stored choice), so hydration matches.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
