/**
 * The web app's paths, for the server: a GET of any other path still gets the app (which shows its styled
 * not-found page) but with the status 404, so crawlers and links checkers see a missing page as missing.
 * web-paths.test.ts checks every route of src/web/routes is known here: a new public route is added below.
 */
export const publicWebPaths: ReadonlySet<string> = new Set([
  '/',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/tea',
  '/security',
  '/cookies',
  '/gdpr',
  '/compliance',
  '/resources',
  '/help',
  '/help-center',
  '/community',
  '/templates',
  '/case-studies',
  '/webinars',
  '/content-guide',
  '/blog',
  '/api-docs',
  '/integrations',
  '/changelog',
  '/careers',
  '/press-kit',
  '/partners',
  '/reset-password',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
]);

/** Route trees whose every sub-path the app judges itself: the signed-in app, shared links (/shared/<token>). */
function isUnderAppTree(path: string): boolean {
  return path === '/app' || path.startsWith('/app/') || path.startsWith('/shared/');
}

/** Whether `path` (no query) is a page of the web app; a trailing slash does not matter. */
export function isKnownWebPath(path: string): boolean {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return publicWebPaths.has(normalized) || isUnderAppTree(normalized);
}
