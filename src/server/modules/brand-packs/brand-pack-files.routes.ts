import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import {
  addBrandPackImageContract,
  deleteBrandFontContract,
  getBrandFontFileContract,
  listBrandPackFilesContract,
  listBrandPackOverlaysContract,
  removeBrandPackImageContract,
  uploadBrandFontContract,
} from '../../../shared/contracts/brand-pack-files';
import { brandFontMaxBytes } from '../../../shared/domain/brand-packs';
import { cleanFileName } from '../../../shared/domain/file-names';
import { AppError } from '../../http/app-error';
import { bindRawRoute, bindRoute } from '../../http/contract-binding';
import { sendStoredFile } from '../media/media-serving';
import type { MediaStorage } from '../../integrations/storage/storage';
import type { BrandPackFilesService, FontUpload } from './brand-pack-files.service';
import { brandPacksPolicy } from './brand-packs.policy';

/**
 * Reads the one font file of a multipart request into memory. A file past the font cap is cut short by the
 * parser and handed on one byte over the cap, so the validator refuses it with its own size message.
 */
async function readFontUpload(request: FastifyRequest): Promise<FontUpload> {
  if (!request.isMultipart()) throw new AppError('bad_request', 'Send the file as multipart/form-data.');
  const parts = request.parts({ limits: { fileSize: brandFontMaxBytes + 1, files: 1, fields: 0 } });
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    const data = await part.toBuffer();
    return { data, fileName: cleanFileName(part.filename, 'font'), declaredType: part.mimetype };
  }
  throw new AppError('bad_request', 'No file was sent.');
}

/** A brand pack's files: fonts (upload, remove, serve) and library images as backgrounds and overlays. */
export function registerBrandPackFilesRoutes(
  app: FastifyInstance,
  deps: { brandPackFiles: BrandPackFilesService; storage: MediaStorage },
): void {
  const { brandPackFiles } = deps;

  bindRoute(app, listBrandPackOverlaysContract, brandPacksPolicy.listFiles, async ({ auth }) => ({
    overlays: await brandPackFiles.listOverlays(auth),
  }));

  bindRoute(app, listBrandPackFilesContract, brandPacksPolicy.listFiles, ({ auth, params }) =>
    brandPackFiles.list(auth, params.brandPackId),
  );

  bindRoute(app, uploadBrandFontContract, brandPacksPolicy.uploadFont, async ({ auth, params, request }) =>
    brandPackFiles.uploadFont(auth, params.brandPackId, params.role, await readFontUpload(request)),
  );

  bindRoute(app, deleteBrandFontContract, brandPacksPolicy.removeFont, ({ auth, params }) =>
    brandPackFiles.removeFont(auth, params.brandPackId, params.role),
  );

  bindRawRoute(
    app,
    getBrandFontFileContract,
    brandPacksPolicy.readFont,
    async ({ auth, params, request, reply }) => {
      const font = await brandPackFiles.findFontFile(auth, params.brandPackId, params.role);
      return sendStoredFile(reply, deps.storage, { ...font, rangeHeader: request.headers.range });
    },
  );

  bindRoute(app, addBrandPackImageContract, brandPacksPolicy.addImage, ({ auth, params, body }) =>
    brandPackFiles.addImage(auth, params.brandPackId, body.kind, body.assetId),
  );

  bindRoute(app, removeBrandPackImageContract, brandPacksPolicy.removeImage, ({ auth, params }) =>
    brandPackFiles.removeImage(auth, params.brandPackId, params.fileId),
  );
}
