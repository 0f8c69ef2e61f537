import type { FastifyInstance } from 'fastify';
import {
  listAiProvidersContract,
  saveAiProviderContract,
  testAiProviderContract,
} from '../../../shared/contracts/ai-providers';
import { bindRoute } from '../../http/contract-binding';
import { localeOfRequest } from '../../i18n/request-locale';
import { aiProvidersPolicy } from './ai-providers.policy';
import type { AiProvidersService } from './ai-providers.service';

/** The AI provider endpoints: everyone lists, the instance owner saves and tests. */
export function registerAiProvidersRoutes(app: FastifyInstance, service: AiProvidersService): void {
  bindRoute(app, listAiProvidersContract, aiProvidersPolicy.list, async ({ auth }) => service.list(auth));
  bindRoute(app, saveAiProviderContract, aiProvidersPolicy.save, async ({ auth, params, body }) =>
    service.save(auth, params.capability, body),
  );
  bindRoute(app, testAiProviderContract, aiProvidersPolicy.test, async ({ body, request }) =>
    service.test(body, localeOfRequest(request)),
  );
}
