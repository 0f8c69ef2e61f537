import { useMutation } from '@tanstack/react-query';
import { scrapeUrlContract } from '../../../../shared/contracts/scraping';
import { callApi } from '../../../api/client';

/**
 * Scrapes a web page server-side (From URL tab). Resolves with the page even when it could not be read: then
 * `isFallback` is true, the page is the domain-based fallback and `failureMessage` says why. Rejects with an
 * ApiError for bad input ('Please enter a URL', 'Please enter a valid URL (must start with http:// or https://)').
 */
export function useScrapeUrl() {
  return useMutation({
    mutationFn: (url: string) => callApi(scrapeUrlContract, { body: { url } }),
  });
}
