import { canWriteWorkspace, definePolicy, sessionAction } from '../../http/authorize';
import { viewerGenerateMessage } from '../generation/generation.policy';

/**
 * Owners and editors may have a page read (the From URL tab, the first step of a run); a viewer cannot
 * generate, so a scrape would only spend the instance's work. The per-user rate limit bounds the rest.
 */
export const scrapingPolicy = definePolicy('scraping', {
  scrapePage: sessionAction(canWriteWorkspace, viewerGenerateMessage),
});
