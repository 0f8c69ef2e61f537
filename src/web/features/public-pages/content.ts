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

/**
 * Fills what `local` lacks from `fallback` (the English copy), key by key and array item by item: a
 * translation missing one text shows that text in English instead of an empty place. Keys English does not
 * have are dropped (the key-parity test keeps the files in step).
 */
export function withFallback(fallback: unknown, local: unknown): unknown {
  if (Array.isArray(fallback)) {
    const items: unknown[] = Array.isArray(local) ? local : [];
    return fallback.map((item, index) => withFallback(item, items[index]));
  }
  if (isRecord(fallback)) {
    const values = isRecord(local) ? local : {};
    return Object.fromEntries(
      Object.entries(fallback).map(([key, value]) => [key, withFallback(value, values[key])]),
    );
  }
  return local === undefined || local === null || typeof local !== typeof fallback ? fallback : local;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Loads a page's copy in `locale`, English per missing key (or for the whole page when it has no file). */
export async function loadPageContent(page: InfoPageId, locale: string): Promise<PageContent> {
  const loadEnglish = fileOf(page, 'en');
  if (!loadEnglish) throw new Error(`No content for the page ${page}`);
  const language = isInterfaceLocale(locale) ? locale : defaultInterfaceLocale;
  const loadLocal = language === 'en' ? undefined : fileOf(page, language);
  const [english, local] = await Promise.all([loadEnglish(), loadLocal?.()]);
  if (!local) return english.default as PageContent;
  return withFallback(english.default, local.default) as PageContent;
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
