import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import type { InterfaceLocale } from '../../shared/domain/locales';
import { AppProviders } from '../AppProviders';
import { prepareI18n } from '../i18n/i18n';
import { createAppQueryClient, createAppRouter } from '../router';

/**
 * The build-time half of pre-rendering (Vite SSR build of this file, run by scripts/prerender-web.mjs): the
 * public routes and a page's HTML in one interface language. The browser half is main.tsx (hydrateRoot).
 */

/**
 * Every public route of the route tree: not under /app, no path parameter, no catch-all. Read from the tree, so
 * a route added under src/web/routes/ is pre-rendered without a list to update.
 */
export function listPublicRoutePaths(): string[] {
  const router = createAppRouter(createAppQueryClient(), createMemoryHistory({ initialEntries: ['/'] }));
  return Object.keys(router.routesByPath)
    .map((path) => (path === '/' ? path : path.replace(/\/$/, '')))
    .filter((path) => !/^\/app(\/|$)/.test(path) && !path.includes('$'))
    .sort();
}

/** The HTML of `path` in `locale`, as the browser's first render paints it before any query answers. */
export async function renderPage(path: string, locale: InterfaceLocale): Promise<string> {
  await prepareI18n(locale);
  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // In the browser (no router SSR state) TanStack Router wraps the matches in a Suspense boundary it leaves out
  // on the server; this one stands for it, so the HTML has the boundaries hydration expects.
  const html = renderToString(
    <Suspense fallback={null}>
      <AppProviders queryClient={queryClient} router={router} />
    </Suspense>,
  );
  queryClient.clear();
  return html;
}
