import type { FastifyInstance } from 'fastify';
import { scrapeUrlContract } from '../../../shared/contracts/scraping';
import { bindRoute } from '../../http/contract-binding';
import { localeOfRequest } from '../../i18n/request-locale';
import type { ScrapingService } from './scraping.service';

/** POST /api/scrape: reads a page server-side through the SSRF guard (the From URL tab). */
export function registerScrapingRoutes(app: FastifyInstance, service: ScrapingService): void {
  bindRoute(app, scrapeUrlContract, async ({ body, request }) =>
    service.scrapeUrl(body.url, localeOfRequest(request)),
  );
}
