import { createFileRoute } from '@tanstack/react-router';
import { InstancePage } from '../../features/instance';

/** /app/admin: the owner-only Instance screen, inside the app shell. */
export const Route = createFileRoute('/app/admin')({
  component: InstancePage,
});
