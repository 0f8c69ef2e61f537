import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '../features/accounts/hooks/useSession';
import { AppShell } from '../features/shell/components/AppShell';

/** Every /app route needs a session: without one the visitor goes to / (history replaced), the login dialog
 * opens, and after login they return to the page they asked for. */
export const Route = createFileRoute('/app')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions);
    if (!session.user) {
      // TanStack Router's redirect() is thrown by design.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw redirect({ to: '/', search: { login: 'login', redirect: location.href }, replace: true });
    }
    return { session };
  },
  component: AppShell,
});
