import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TooltipProvider } from '../ui/Tooltip';
import { CookieConsent } from '../features/consent';
import { ThemedToaster } from '../features/preferences/components/ThemedToaster';
import { useLocaleSync } from '../features/preferences/hooks/useLocaleSync';
import { useThemeSync } from '../features/preferences/hooks/useThemeSync';
import { useTimeZoneSync } from '../features/preferences/hooks/useTimeZone';

/** Router context: the query client, so loaders and guards can read cached queries. */
export interface RouterContext {
  queryClient: QueryClient;
}

/** Keeps the page's meta description in the interface's language (the title, 'Postforge', is a name). */
function useMetaDescription(): void {
  const { t } = useTranslation('site');
  const description = t('meta.description');
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}

function RootLayout() {
  useThemeSync();
  useLocaleSync();
  useTimeZoneSync();
  useMetaDescription();
  return (
    <TooltipProvider delayDuration={200}>
      <Outlet />
      <ThemedToaster />
      <CookieConsent />
    </TooltipProvider>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // The styled 404 with a way home, loaded only when a path matches no route.
  notFoundComponent: lazyRouteComponent(
    () => import('../features/public-pages/components/NotFoundPage'),
    'NotFoundPage',
  ),
});
