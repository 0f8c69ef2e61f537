import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { TooltipProvider } from '../ui/Tooltip';
import { ThemedToaster } from '../features/preferences/components/ThemedToaster';
import { useLocaleSync } from '../features/preferences/hooks/useLocaleSync';
import { useThemeSync } from '../features/preferences/hooks/useThemeSync';

/** Router context: the query client, so loaders and guards can read cached queries. */
export interface RouterContext {
  queryClient: QueryClient;
}

function RootLayout() {
  useThemeSync();
  useLocaleSync();
  return (
    <TooltipProvider delayDuration={200}>
      <Outlet />
      <ThemedToaster />
    </TooltipProvider>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});
