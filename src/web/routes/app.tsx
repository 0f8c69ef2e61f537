import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '../features/accounts/hooks/useSession';
import { AppShell } from '../features/shell/components/AppShell';
import { loadAppCatalogue } from '../i18n/i18n';

/** Every /app route needs a session: without one the visitor goes to / (history replaced), the login dialog
 * opens, and after login they return to the page they asked for. */
export const Route = createFileRoute('/app')({
  beforeLoad: async ({ context, location }) => {
    // The app's texts load beside the session check, so no /app screen renders before its language.
    const [session] = await Promise.all([
      context.queryClient.ensureQueryData(sessionQueryOptions),
      loadAppCatalogue(),
    ]);
    if (!session.user) {
      // TanStack Router's redirect() is thrown by design.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw redirect({ to: '/', search: { login: 'login', redirect: location.href }, replace: true });
    }
    return { session };
  },
  component: AppShell,
});
