import type { FastifyInstance } from 'fastify';
import { scrapeUrlContract } from '../../../shared/contracts/scraping';
import { bindRoute } from '../../http/contract-binding';
import { localeOfRequest } from '../../i18n/request-locale';
import { scrapingPolicy } from './scraping.policy';
import type { ScrapingService } from './scraping.service';

/** POST /api/scrape: reads a page server-side through the SSRF guard (the From URL tab). */
export function registerScrapingRoutes(app: FastifyInstance, service: ScrapingService): void {
  bindRoute(app, scrapeUrlContract, scrapingPolicy.scrapePage, async ({ body, request }) =>
    service.scrapeUrl(body.url, localeOfRequest(request)),
  );
}
