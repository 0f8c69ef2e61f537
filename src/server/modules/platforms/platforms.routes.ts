import type { FastifyInstance } from 'fastify';
import {
  connectCallbackContract,
  disconnectContract,
  getConnectAttemptContract,
  getPlatformMediaContract,
  listPlatformClientsContract,
  listPlatformsContract,
  savePlatformClientContract,
  startConnectContract,
} from '../../../shared/contracts/platforms';
import { AppError } from '../../http/app-error';
import { bindRawRoute, bindRoute } from '../../http/contract-binding';
import type { MediaStorage } from '../../integrations/storage/storage';
import { mediaFormatRules, publishingRules } from '../../../shared/domain/platforms';
import { buildMediaHeaders, sendStoredFile } from '../media/media-serving';
import type { MediaStore } from '../media/media.store';
import type { PlatformClients } from './platforms.clients';
import type { MediaConverter } from './platforms.media-convert';
import type { MediaLinks } from './platforms.media-links';
import { platformsPolicy } from './platforms.policy';
import type { PlatformsService } from './platforms.service';

/** Settings › Platforms (cards, Connect, the OAuth callback, Disconnect) and the owner's OAuth clients. */
export function registerPlatformsRoutes(
  app: FastifyInstance,
  deps: {
    service: PlatformsService;
    clients: PlatformClients;
    mediaLinks: MediaLinks;
    converter: MediaConverter;
    media: Pick<MediaStore, 'find'>;
    storage: MediaStorage;
  },
): void {
  const { service, clients } = deps;
  bindRawRoute(
    app,
    getPlatformMediaContract,
    platformsPolicy.readMedia,
    async ({ params, query, request, reply }) => {
      const link = deps.mediaLinks.verify(params.token);
      const asset = link ? await deps.media.find(link.workspaceId, link.assetId) : undefined;
      if (!asset) throw new AppError('not_found', 'This file does not exist.');
      const rules = query.for ? publishingRules[query.for] : undefined;
      if (query.for && rules) {
        // The file as that platform takes it (the same conversion as at publish time; nothing is stored).
        const converted = await deps.converter.convert(
          {
            contentType: asset.contentType,
            size: asset.size,
            read: () => deps.storage.get(asset.storageKey),
          },
          { formats: mediaFormatRules[query.for], rules },
        );
        return reply
          .headers(buildMediaHeaders(converted.contentType, asset.title, 'inline'))
          .header('cache-control', 'private, no-store')
          .send(await converted.read());
      }
      return sendStoredFile(reply, deps.storage, {
        key: asset.storageKey,
        contentType: asset.contentType,
        fileName: asset.title,
        rangeHeader: request.headers.range,
      });
    },
  );
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
