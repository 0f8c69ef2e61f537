import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { createAppRouter } from './router';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/** The tree the browser renders and the pre-render build renders to HTML: the same, so hydration matches. */
export function AppProviders({ queryClient, router }: AppProvidersProps) {
  // Marks every page interactive once React runs it (browser tests wait for it before using pre-rendered HTML).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
