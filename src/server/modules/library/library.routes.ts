import type { FastifyInstance } from 'fastify';
import {
  bulkLibraryContract,
  downloadLibraryAssetContract,
  downloadLibraryZipContract,
  getLibraryAssetContract,
  libraryListPageSize,
  listLibraryContract,
  recordLibraryViewContract,
  updateLibraryAssetContract,
} from '../../../shared/contracts/library';
import { editLibraryAssetContract } from '../../../shared/contracts/library-edit';
import { AppError } from '../../http/app-error';
import { bindRawRoute, bindRoute } from '../../http/contract-binding';
import type { MediaStorage } from '../../integrations/storage/storage';
import { buildMediaHeaders } from '../media/media-serving';
import type { AssetEditService } from './asset-edit.service';
import { streamZip, uniqueZipNames } from './library-zip';
import { libraryPolicy } from './library.policy';
import { presentLibraryAsset } from './library.presenter';
import type { LibraryService } from './library.service';

/** The Content Studio library: list, read, edit, bulk actions, counted downloads and zip downloads. */
export function registerLibraryRoutes(
  app: FastifyInstance,
  deps: { library: LibraryService; assetEdits: AssetEditService; storage: MediaStorage },
): void {
  const { library } = deps;

  bindRoute(app, listLibraryContract, libraryPolicy.list, async ({ auth, query }) => {
    const page = query.page ?? 1;
    const { rows, total, counts } = await library.list(auth.workspaceId, {
      filter: query.filter ?? 'all',
      sort: query.sort ?? 'newest',
      ...(query.search ? { search: query.search } : {}),
      ...(query.project ? { projectId: query.project } : {}),
      limit: libraryListPageSize,
      offset: (page - 1) * libraryListPageSize,
    });
    return { assets: rows.map(presentLibraryAsset), total, page, pageSize: libraryListPageSize, counts };
  });

  bindRoute(app, getLibraryAssetContract, libraryPolicy.read, async ({ auth, params }) => ({
    asset: presentLibraryAsset(await library.get(auth.workspaceId, params.assetId)),
  }));

  bindRoute(app, recordLibraryViewContract, libraryPolicy.recordView, async ({ auth, params }) => ({
    asset: presentLibraryAsset(await library.recordUse(auth.workspaceId, params.assetId, 'views')),
  }));

  bindRoute(app, updateLibraryAssetContract, libraryPolicy.update, async ({ auth, params, body }) => ({
    asset: presentLibraryAsset(await library.update(auth.workspaceId, params.assetId, body)),
  }));

  // The editor's Advanced and AI operations: a new asset, '… (edited)'; the source stays as it is.
  bindRoute(app, editLibraryAssetContract, libraryPolicy.edit, async ({ auth, params, body }) => ({
    asset: presentLibraryAsset(
      await deps.assetEdits.edit(
        auth.workspaceId,
        auth.userId,
        params.assetId,
        body.operations,
        body.progressId,
      ),
    ),
  }));

  bindRoute(app, bulkLibraryContract, libraryPolicy.bulk, async ({ auth, body }) => {
    if (body.action === 'add-tags' && !body.tags?.length) {
      throw new AppError('bad_request', 'Enter at least one tag.');
    }
    const result = await library.bulk(auth.workspaceId, auth.userId, body.action, body.assetIds, body.tags);
    return { count: result.count, created: result.created.map(presentLibraryAsset) };
  });

  bindRawRoute(app, downloadLibraryAssetContract, libraryPolicy.download, async ({ auth, params, reply }) => {
    const row = await library.get(auth.workspaceId, params.assetId);
    const stat = await deps.storage.stat(row.storageKey);
    if (!stat) throw new AppError('not_found', 'This file does not exist.');
    const { stream } = await deps.storage.openRead(row.storageKey);
    await library.recordUse(auth.workspaceId, row.id, 'downloads');
    return reply
      .headers(buildMediaHeaders(row.contentType, row.title, 'attachment'))
      .header('content-length', stat.size)
      .send(stream);
  });

  bindRawRoute(app, downloadLibraryZipContract, libraryPolicy.downloadZip, async ({ auth, query, reply }) => {
    const rows = await library.findMany(auth.workspaceId, query.ids);
    if (rows.length === 0) throw new AppError('not_found', 'This file does not exist.');
    const names = uniqueZipNames(rows.map((row) => row.title));
    await library.recordDownloads(
      auth.workspaceId,
      rows.map((row) => row.id),
    );
    const zip = streamZip(
      rows.map((row, index) => ({
        name: names[index] ?? `file-${index + 1}`,
        open: async () => (await deps.storage.openRead(row.storageKey)).stream,
      })),
    );
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="content-library.zip"')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(zip);
  });
}
