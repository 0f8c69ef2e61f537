import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { GeneratorScreen } from '../../features/generation/components/create/GeneratorScreen';

/**
 * Search of /app/create: `slot` is the calendar slot (an ISO instant) a new post was started from; the run
 * Generate starts presets it in its posts' Schedule step. `project` is the project a run started from its
 * detail works in. A malformed value is dropped, never an error.
 */
const createSearchSchema = z.object({
  slot: z.iso.datetime({ offset: true }).max(40).optional().catch(undefined),
  /** A project of the workspace: the run's images and videos land in it (checked by the server). */
  project: z.uuid().optional().catch(undefined),
});

/** /app/create: the generator ('Postforge Agent'). */
export const Route = createFileRoute('/app/create')({
  validateSearch: createSearchSchema,
  component: CreatePage,
});

function CreatePage() {
  const { slot, project } = Route.useSearch();
  return <GeneratorScreen slot={slot} projectId={project} />;
}
