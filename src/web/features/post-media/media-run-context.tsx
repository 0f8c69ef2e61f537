import { createContext, useContext, type ReactNode } from 'react';

/** What the media modal needs of the post's run: its id (to refresh it) and its scraped images. */
export interface MediaRun {
  runId: string;
  sourceImages: string[];
}

const MediaRunContext = createContext<MediaRun | null>(null);

/** Gives the media modals of a run's cards the run they belong to. */
export function MediaRunProvider({ run, children }: { run: MediaRun; children: ReactNode }) {
  return <MediaRunContext.Provider value={run}>{children}</MediaRunContext.Provider>;
}

/** The run of the card the modal was opened from; null outside a run. */
export function useMediaRun(): MediaRun | null {
  return useContext(MediaRunContext);
}
