import { useEffect, useState } from 'react';
import type * as CountingModule from '../../../../shared/domain/counting';

/** The shared counting module (it carries twitter-text, about 21 KB gzipped: its own chunk). */
export type Counting = typeof CountingModule;

let loaded: Counting | undefined;
let loading: Promise<Counting> | undefined;

/** Loads the counting module once (the first card that counts starts it; every later call shares it). */
export function loadCounting(): Promise<Counting> {
  loading ??= import('../../../../shared/domain/counting').then((module) => (loaded = module));
  // A failed chunk load may be retried by the next caller.
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * Character counting as the platforms count (X by twitter-text), loaded on first use so that twitter-text is
 * not part of the app's first download; undefined while it loads (or if its chunk could not be loaded).
 */
export function useCounting(): Counting | undefined {
  const [counting, setCounting] = useState(loaded);
  useEffect(() => {
    if (counting) return;
    let isCurrent = true;
    loadCounting().then(
      (module) => {
        if (isCurrent) setCounting(module);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [counting]);
  return counting;
}
