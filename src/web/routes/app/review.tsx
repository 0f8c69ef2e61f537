import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ReviewScreen } from '../../features/review';

/** Search of /app/review: `run` is the generation run to show; a malformed value is dropped, never an error. */
const reviewSearchSchema = z.object({
  run: z.string().trim().min(1).max(200).optional().catch(undefined),
});

/** /app/review: Review & Export of a generation run (`?run=id`), or the recent runs to reopen. */
export const Route = createFileRoute('/app/review')({
  validateSearch: reviewSearchSchema,
  component: ReviewPage,
});

function ReviewPage() {
  const { run } = Route.useSearch();
  return <ReviewScreen runId={run} />;
}
