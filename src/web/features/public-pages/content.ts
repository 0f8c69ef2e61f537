import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { defaultInterfaceLocale, isInterfaceLocale } from '../../../shared/domain/locales';
import { getInterfaceLocale } from '../../i18n/i18n';
import type { PageContent } from './content-types';

/** The 23 information pages; each has content/pages/<page>/<lang>.json. */
export const infoPages = [
  'about',
  'contact',
  'privacy',
  'terms',
  'tea',
  'security',
  'cookies',
  'gdpr',
  'compliance',
  'resources',
  'help-center',
  'community',
  'templates',
  'case-studies',
  'webinars',
  'content-guide',
  'blog',
  'api-docs',
  'integrations',
  'changelog',
  'careers',
  'press-kit',
  'partners',
] as const;

export type InfoPageId = (typeof infoPages)[number];

// One lazy chunk per page and language: a page loads only its own copy, in the interface's language.
const files = import.meta.glob<{ default: unknown }>('../../../../content/pages/*/*.json');

function fileOf(page: InfoPageId, locale: string) {
  return files[`../../../../content/pages/${page}/${locale}.json`];
}

/** Loads a page's copy in `locale`; English (the spec's copy) when that language has no file. */
export async function loadPageContent(page: InfoPageId, locale: string): Promise<PageContent> {
  const load =
    fileOf(page, isInterfaceLocale(locale) ? locale : defaultInterfaceLocale) ?? fileOf(page, 'en');
  if (!load) throw new Error(`No content for the page ${page}`);
  const module = await load();
  return module.default as PageContent;
}

/** The query of a page's copy: cached for the session, never refetched (it is part of the build). */
export function pageContentQuery(page: InfoPageId, locale: string) {
  return queryOptions({
    queryKey: ['page-content', page, locale] as const,
    queryFn: () => loadPageContent(page, locale),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** For a route loader: the page's copy in the current language is there before the first paint. */
export function ensurePageContent(queryClient: QueryClient, page: InfoPageId): Promise<PageContent> {
  return queryClient.ensureQueryData(pageContentQuery(page, getInterfaceLocale()));
}
