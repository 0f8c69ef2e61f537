import type { FastifyInstance } from 'fastify';
import {
  createBrandPackContract,
  deleteBrandPackContract,
  exportBrandPackContract,
  listBrandPacksContract,
  setActiveBrandPackContract,
  updateBrandPackContract,
} from '../../../shared/contracts/brand-packs';
import { bindRawRoute, bindRoute } from '../../http/contract-binding';
import type { BrandPackExport } from './brand-packs.export';
import { brandPacksPolicy } from './brand-packs.policy';
import type { BrandPacksService } from './brand-packs.service';

/** Brand packs of the Content Studio: list, create, edit, delete, activate, export. */
export function registerBrandPacksRoutes(
  app: FastifyInstance,
  deps: { brandPacks: BrandPacksService; brandPackExport: BrandPackExport },
): void {
  const { brandPacks } = deps;

  bindRoute(app, listBrandPacksContract, brandPacksPolicy.list, async ({ auth }) => ({
    brandPacks: await brandPacks.list(auth),
  }));

  bindRoute(app, createBrandPackContract, brandPacksPolicy.create, async ({ auth, body }) => ({
    brandPack: await brandPacks.create(auth, body),
  }));

  bindRoute(app, updateBrandPackContract, brandPacksPolicy.update, async ({ auth, params, body }) => ({
    brandPack: await brandPacks.update(auth, params.brandPackId, body),
  }));

  bindRoute(app, deleteBrandPackContract, brandPacksPolicy.delete, async ({ auth, params }) => {
    await brandPacks.remove(auth, params.brandPackId);
    return { ok: true as const };
  });

  bindRoute(app, setActiveBrandPackContract, brandPacksPolicy.activate, async ({ auth, params, body }) => ({
    brandPack: await brandPacks.setActive(auth, params.brandPackId, body.isActive),
  }));

  bindRawRoute(app, exportBrandPackContract, brandPacksPolicy.export, async ({ auth, params, reply }) => {
    const { fileName, zip } = await deps.brandPackExport.exportPack(auth.workspaceId, params.brandPackId);
    return reply
      .header('content-type', 'application/zip')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        `attachment; filename="brand-pack.zip"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      .send(zip);
  });
}
