import { createFileRoute } from '@tanstack/react-router';
import { WelcomeDashboard } from '../../features/dashboard/components/WelcomeDashboard';

/** /app: the Welcome dashboard (hero, the workspace's figures, what the agent does). */
export const Route = createFileRoute('/app/')({
  component: WelcomeDashboard,
});
