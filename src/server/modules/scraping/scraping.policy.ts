import { allowEveryone, definePolicy, sessionAction } from '../../http/authorize';

/** Any signed-in user may have a page read (the From URL tab); the per-user rate limit bounds the work. */
export const scrapingPolicy = definePolicy('scraping', {
  scrapePage: sessionAction(allowEveryone),
});
