import { createContext, useContext } from 'react';

/** The run whose posts the review grid shows (its id keys the cached run that post changes update). */
export const ReviewRunContext = createContext<{ runId: string } | null>(null);

/** The id of the run being reviewed; throws outside the review grid. */
export function useReviewRunId(): string {
  const context = useContext(ReviewRunContext);
  if (!context) throw new Error('useReviewRunId outside ReviewRunContext');
  return context.runId;
}
