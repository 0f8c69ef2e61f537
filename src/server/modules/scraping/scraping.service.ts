/**
 * Scraping use case: validate the address (spec messages), fetch it through the SSRF guard, extract the
 * page; when it cannot be read, answer the domain-based fallback page with the reason instead.
 */
import { scrapeUrlMessages, type ScrapedPage } from '../../../shared/contracts/scraping';
import type { InterfaceLocale } from '../../../shared/domain/locales';
import { AppError } from '../../http/app-error';
import { toEnglish, translate } from '../../i18n/i18n';
import { userText, type UserText } from '../../i18n/user-text';
import {
  FetchBlockedError,
  FetchFailedError,
  pageUnreadableMessage,
} from '../../integrations/web-fetch/fetch-errors';
import type { SafeFetch } from '../../integrations/web-fetch/safe-fetch';
import { buildFallbackPage } from './scraping.fallback';

/** What the service needs. */
export interface ScrapingServiceDependencies {
  safeFetch: SafeFetch;
  /** Where the full reason of a failure goes (the answer carries only a message safe to show). */
  log: { warn(details: object, message: string): void };
}

/** The page was fetched but cannot be used (error status, not HTML): its text is safe to show. */
class UnusablePageError extends Error {
  constructor(readonly text: UserText) {
    super(toEnglish(text));
  }
}

/**
 * What the user is told about a failure: the guard's two fixed messages ('This address is not allowed',
 * 'The page could not be read'), our own statements about a page that was fetched, and for anything else
 * (an extraction error, whose text may quote the page or the runtime) 'The page could not be read'.
 */
function toFailureText(error: unknown): UserText {
  if (error instanceof UnusablePageError) return error.text;
  if (error instanceof FetchBlockedError || error instanceof FetchFailedError) return error.message;
  return pageUnreadableMessage;
}

/** A scrape outcome: the page, and whether it is the fallback (then `failureMessage` says why). */
export interface ScrapeResult {
  page: ScrapedPage;
  isFallback: boolean;
  /**
   * Why the page could not be used, safe to show (never an internal address or a parser's text), in the
   * caller's language; the UI shows 'Failed to scrape URL: {message}'.
   */
  failureMessage?: string;
}

/** The scraping service. */
export interface ScrapingService {
  /**
   * Scrapes a URL. Throws AppError('validation_failed') with the spec's message for an empty or non-http(s)
   * URL; any fetch or extraction failure gives the fallback page instead of an error, its reason in
   * `locale` (English by default; the fallback page itself, input for the writer, is in English).
   */
  scrapeUrl(url: string, locale?: InterfaceLocale): Promise<ScrapeResult>;
}

const acceptHtml = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';

/** Builds the scraping service around a guarded fetcher. */
export function createScrapingService({ safeFetch, log }: ScrapingServiceDependencies): ScrapingService {
  return {
    async scrapeUrl(url, locale = 'en') {
      const address = validateScrapeUrl(url);
      try {
        const response = await safeFetch(address, { accept: acceptHtml });
        if (response.status < 200 || response.status > 299) {
          throw new UnusablePageError(
            userText('The page answered with HTTP status {{status}}', { status: response.status }),
          );
        }
        if (!isHtml(response.contentType, response.body)) {
          throw new UnusablePageError(
            userText('The address is not a web page ({{contentType}})', {
              contentType: response.contentType || userText('unknown content type'),
            }),
          );
        }
        // The extractor (and cheerio) loads on the first scrape, not at start-up.
        const { extractPage } = await import('./scraping.extract');
        const page = extractPage(decodeHtml(response.body, response.contentType), response.url);
        return { page, isFallback: false };
      } catch (error) {
        const failure = toFailureText(error);
        const message = toEnglish(failure);
        const detail =
          error instanceof FetchBlockedError || error instanceof FetchFailedError
            ? error.detail
            : error instanceof Error
              ? error.message
              : String(error);
        log.warn({ host: new URL(address).host, detail }, `scrape failed: ${message}`);
        return {
          page: buildFallbackPage(address, message),
          isFallback: true,
          failureMessage: translate(locale, failure),
        };
      }
    },
  };
}

/**
 * Checks a URL the way the spec's form does: empty → 'Please enter a URL'; not an http:// or https://
 * address → 'Please enter a valid URL (must start with http:// or https://)'. Returns the trimmed URL.
 */
export function validateScrapeUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '')
    throw new AppError('validation_failed', scrapeUrlMessages.empty, { url: scrapeUrlMessages.empty });
  let parsed: URL | undefined;
  try {
    parsed = new URL(trimmed);
  } catch {
    parsed = undefined;
  }
  const isHttp =
    /^https?:\/\//i.test(trimmed) && (parsed?.protocol === 'http:' || parsed?.protocol === 'https:');
  if (!isHttp || parsed === undefined || parsed.hostname === '') {
    throw new AppError('validation_failed', scrapeUrlMessages.invalid, { url: scrapeUrlMessages.invalid });
  }
  return trimmed;
}

function isHtml(contentType: string, body: Buffer): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/html' || type === 'application/xhtml+xml') return true;
  if (type !== '') return false;
  return /<!doctype html|<html[\s>]/i.test(body.subarray(0, 1024).toString('latin1'));
}

/**
 * Decodes HTML bytes with the charset of the Content-Type header, else of a `<meta charset>` in the first
 * 1024 bytes, else UTF-8 (a byte-order mark wins over both).
 */
export function decodeHtml(body: Buffer, contentType: string): string {
  const head = body.subarray(0, 1024).toString('latin1');
  const byteOrderMark = head.startsWith('\xef\xbb\xbf')
    ? 'utf-8'
    : head.startsWith('\xff\xfe')
      ? 'utf-16le'
      : head.startsWith('\xfe\xff')
        ? 'utf-16be'
        : undefined;
  const declared =
    byteOrderMark ??
    /charset=["']?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w.:-]+)/i.exec(head)?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(declared).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
