import type { FastifyInstance } from 'fastify';
import { exportLibraryContract } from '../../../shared/contracts/library-export';
import { bindRawRoute } from '../../http/contract-binding';
import { streamZip, uniqueZipNames } from './library-zip';
import { streamOf, type LibraryExport } from './library-export.service';
import { libraryPolicy } from './library.policy';

/** POST /api/library/export: one converted file as it is, several as a zip streamed as each file is made. */
export function registerLibraryExportRoutes(
  app: FastifyInstance,
  deps: { libraryExport: LibraryExport; clock: () => Date },
): void {
  bindRawRoute(app, exportLibraryContract, libraryPolicy.export, async ({ auth, body, reply }) => {
    const entries = await deps.libraryExport.prepare(auth, body.assetIds, body.settings, deps.clock());
    reply
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('x-export-count', String(entries.length));
    const [only] = entries;
    if (only && entries.length === 1) {
      const file = await only.make();
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${encodeURIComponent(only.name)}"`)
        .send(file.data);
    }
    const names = uniqueZipNames(entries.map((entry) => entry.name));
    const zip = streamZip(
      entries.map((entry, index) => ({
        name: names[index] ?? entry.name,
        open: async () => streamOf((await entry.make()).data),
      })),
    );
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="export.zip"')
      .send(zip);
  });
}
