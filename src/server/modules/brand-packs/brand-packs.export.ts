import { Readable } from 'node:stream';
import { brandPackExportJsonName } from '../../../shared/contracts/brand-packs';
import { cleanFileName } from '../../../shared/domain/file-names';
import { AppError } from '../../http/app-error';
import type { MediaStorage } from '../../integrations/storage/storage';
import { streamZip } from '../library/library-zip';
import type { BrandPacksStore } from './brand-packs.store';
import { brandPackNotFoundMessage } from './brand-packs.service';

/** The logo file's extension by the asset's content type (the library keeps images of these types). */
const logoExtensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
};

/** Version of the exported JSON's layout. */
export const brandPackExportVersion = 1;

/**
 * Brand pack export (issue #14 'Export'): a zip of the pack, its fields as `brand-pack.json` and its logo
 * file as `logo.<ext>` (left out, with `logo: null` in the JSON, when the pack has none or the file is gone).
 * The zip is streamed with the library export's zip writer.
 */
export function createBrandPackExport({ store, storage }: { store: BrandPacksStore; storage: MediaStorage }) {
  return {
    /** The zip's file name and stream; a pack not in the workspace is a 404. */
    async exportPack(workspaceId: string, packId: string): Promise<{ fileName: string; zip: Readable }> {
      const listing = await store.find(workspaceId, packId);
      if (!listing) throw new AppError('not_found', brandPackNotFoundMessage);
      const { pack } = listing;
      const asset = pack.logoAssetId ? await store.findImageAsset(workspaceId, pack.logoAssetId) : undefined;
      const logoBytes = asset ? await storage.get(asset.storageKey).catch(() => undefined) : undefined;
      const logoName = asset && logoBytes ? `logo.${logoExtensions[asset.contentType] ?? 'bin'}` : undefined;
      const fields = {
        format: 'postforge-brand-pack',
        version: brandPackExportVersion,
        name: pack.name,
        description: pack.description,
        colors: pack.colors,
        fonts: { primary: pack.fontPrimary, secondary: pack.fontSecondary },
        guidelines: pack.guidelines,
        platforms: pack.platforms,
        logo:
          asset && logoName ? { file: logoName, title: asset.title, contentType: asset.contentType } : null,
        isActive: pack.isActive,
        createdAt: pack.createdAt.toISOString(),
        modifiedAt: pack.modifiedAt.toISOString(),
      };
      const entries = [
        {
          name: brandPackExportJsonName,
          open: () => Promise.resolve(Readable.from([Buffer.from(`${JSON.stringify(fields, null, 2)}\n`)])),
        },
      ];
      if (logoName && logoBytes) {
        entries.push({ name: logoName, open: () => Promise.resolve(Readable.from([logoBytes])) });
      }
      const fileName = `${cleanFileName(pack.name.replace(/[\\/]/g, '_'), 'brand-pack')}.zip`;
      return { fileName, zip: streamZip(entries) };
    },
  };
}

/** The brand pack export. */
export type BrandPackExport = ReturnType<typeof createBrandPackExport>;
