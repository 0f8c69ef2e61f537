import { lazy, Suspense, useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  Outlet,
  createRootRouteWithContext,
  lazyRouteComponent,
  useRouterState,
} from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CookieConsent } from '../features/consent';
import { useIsToasterWanted } from '../ui/lazy-toast';
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

/** The toast outlet: always in the app, on a public page only once a toast was raised (ui/lazy-toast.ts). */
const ThemedToaster = lazy(() =>
  import('../features/preferences/components/ThemedToaster').then((module) => ({
    default: module.ThemedToaster,
  })),
);

function RootLayout() {
  useThemeSync();
  useLocaleSync();
  useTimeZoneSync();
  useMetaDescription();
  const isInApp = useRouterState({
    select: (state) => state.location.pathname === '/app' || state.location.pathname.startsWith('/app/'),
  });
  const isToasterWanted = useIsToasterWanted();
  // Tooltips bring their own provider (ui/Tooltip.tsx): no tooltip code at the root of a public page.
  return (
    <>
      <Outlet />
      {(isInApp || isToasterWanted) && (
        <Suspense fallback={null}>
          <ThemedToaster />
        </Suspense>
      )}
      <CookieConsent />
    </>
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
