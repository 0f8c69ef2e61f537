import type { FastifyInstance } from 'fastify';
import {
  getVideoEditContract,
  previewVideoEditContract,
  startVideoEditContract,
} from '../../../shared/contracts/reels';
import { bindRawRoute, bindRoute } from '../../http/contract-binding';
import { reelsPolicy } from './reels.policy';
import type { ReelsService } from './reels.service';

/** Reels editor endpoints: queue an edit, follow it, preview it. */
export function registerReelsRoutes(app: FastifyInstance, service: ReelsService): void {
  bindRoute(app, startVideoEditContract, reelsPolicy.startEdit, async ({ auth, params, body }) => ({
    edit: await service.startEdit(auth, params.postId, body),
  }));
  bindRoute(app, getVideoEditContract, reelsPolicy.readEdit, async ({ auth, params }) =>
    service.getEdit(auth, params.editId),
  );
  bindRawRoute(
    app,
    previewVideoEditContract,
    reelsPolicy.previewEdit,
    async ({ auth, params, body, reply }) => {
      const still = await service.previewStill(auth, params.postId, body);
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(still);
    },
  );
}
