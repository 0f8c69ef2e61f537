import type { FastifyInstance } from 'fastify';
import {
  connectCallbackContract,
  disconnectContract,
  getConnectAttemptContract,
  listPlatformClientsContract,
  listPlatformsContract,
  savePlatformClientContract,
  startConnectContract,
} from '../../../shared/contracts/platforms';
import { bindRawRoute, bindRoute } from '../../http/contract-binding';
import type { PlatformClients } from './platforms.clients';
import { platformsPolicy } from './platforms.policy';
import type { PlatformsService } from './platforms.service';

/** Settings › Platforms (cards, Connect, the OAuth callback, Disconnect) and the owner's OAuth clients. */
export function registerPlatformsRoutes(
  app: FastifyInstance,
  deps: { service: PlatformsService; clients: PlatformClients },
): void {
  const { service, clients } = deps;
  bindRoute(app, listPlatformsContract, platformsPolicy.list, async ({ auth }) => service.list(auth));
  bindRoute(app, startConnectContract, platformsPolicy.connect, async ({ auth, params }) =>
    service.startConnect(auth, params.platform),
  );
  bindRawRoute(
    app,
    connectCallbackContract,
    platformsPolicy.callback,
    async ({ auth, params, query, reply }) =>
      reply.redirect(await service.completeConnect(auth, params.platform, query), 303),
  );
  bindRoute(app, getConnectAttemptContract, platformsPolicy.readAttempt, async ({ auth, params }) =>
    service.getAttempt(auth, params.attemptId),
  );
  bindRoute(app, disconnectContract, platformsPolicy.disconnect, async ({ auth, params }) =>
    service.disconnect(auth, params.connectionId),
  );
  bindRoute(app, listPlatformClientsContract, platformsPolicy.listClients, async () => clients.list());
  bindRoute(app, savePlatformClientContract, platformsPolicy.saveClient, async ({ auth, params, body }) =>
    clients.save(auth, params.platform, body),
  );
}
