import { Readable } from 'node:stream';
import { brandPackExportJsonName } from '../../../shared/contracts/brand-packs';
import { brandFontRoles } from '../../../shared/domain/brand-packs';
import { cleanFileName, withExtension } from '../../../shared/domain/file-names';
import { AppError } from '../../http/app-error';
import type { MediaStorage } from '../../integrations/storage/storage';
import { streamZip, uniqueZipNames } from '../library/library-zip';
import type { BrandPackFilesStore } from './brand-pack-files.store';
import type { BrandPacksStore } from './brand-packs.store';
import { brandPackNotFoundMessage } from './brand-packs.service';

/** A file's extension by its content type (the library's images and the validated font types). */
const fileExtensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
  'font/ttf': 'ttf',
  'font/otf': 'otf',
  'font/woff': 'woff',
};

/** Version of the exported JSON's layout (2: fonts, backgrounds and overlays). */
export const brandPackExportVersion = 2;

/** A stored file going into the zip under `name`. */
interface ZipFile {
  name: string;
  key: string;
}

/**
 * Brand pack export (issue #14 'Export'): a zip of the pack, its fields as `brand-pack.json`, its logo file as
 * `logo.<ext>`, its fonts under `fonts/`, its backgrounds under `backgrounds/` and its overlays under
 * `overlays/`, each listed in the JSON with its path (a file gone from storage is left out, and a missing
 * logo is `logo: null`). The zip is streamed with the library export's zip writer.
 */
export function createBrandPackExport({
  store,
  files,
  storage,
}: {
  store: BrandPacksStore;
  files: Pick<BrandPackFilesStore, 'listFonts' | 'listImages'>;
  storage: MediaStorage;
}) {
  /** The stored keys that are really there (a file removed behind the database's back is left out). */
  async function keepStored<T extends { key: string }>(items: T[]): Promise<T[]> {
    const present = await Promise.all(
      items.map(async (item) => (await storage.stat(item.key)) !== undefined),
    );
    return items.filter((_, index) => present[index]);
  }

  return {
    /** The zip's file name and stream; a pack not in the workspace is a 404. */
    async exportPack(workspaceId: string, packId: string): Promise<{ fileName: string; zip: Readable }> {
      const listing = await store.find(workspaceId, packId);
      if (!listing) throw new AppError('not_found', brandPackNotFoundMessage);
      const { pack } = listing;
      const asset = pack.logoAssetId ? await store.findImageAsset(workspaceId, pack.logoAssetId) : undefined;
      const logoBytes = asset ? await storage.get(asset.storageKey).catch(() => undefined) : undefined;
      const logoName = asset && logoBytes ? `logo.${fileExtensions[asset.contentType] ?? 'bin'}` : undefined;

      const [fontRows, imageRows] = await Promise.all([
        files.listFonts(workspaceId, packId),
        files.listImages(workspaceId, packId),
      ]);
      const fonts = await keepStored(
        brandFontRoles.flatMap((role) => {
          const row = fontRows.find((font) => font.role === role);
          if (!row?.storageKey) return [];
          const extension = fileExtensions[row.contentType ?? ''] ?? 'bin';
          const fileName = withExtension(cleanFileName(row.fileName ?? role, role), extension);
          return [{ role, key: row.storageKey, fileName, contentType: row.contentType ?? '' }];
        }),
      );
      const imagesOf = async (kind: 'background' | 'overlay', folder: string) => {
        const rows = imageRows.filter((row) => row.file.kind === kind);
        const names = uniqueZipNames(
          rows.map((row) => withExtension(row.title, fileExtensions[row.contentType] ?? 'bin')),
        );
        const images = rows.map((row, index) => ({
          file: `${folder}/${names[index] ?? `${kind}-${index + 1}`}`,
          key: row.storageKey,
          title: row.title,
          contentType: row.contentType,
        }));
        return keepStored(images);
      };
      const backgrounds = await imagesOf('background', 'backgrounds');
      const overlays = await imagesOf('overlay', 'overlays');
      const fontNames = uniqueZipNames(fonts.map((font) => `${font.role}-${font.fileName}`));
      const fontFiles = fonts.map((font, index) => ({
        ...font,
        file: `fonts/${fontNames[index] ?? font.role}`,
      }));

      const fields = {
        format: 'postforge-brand-pack',
        version: brandPackExportVersion,
        name: pack.name,
        description: pack.description,
        colors: pack.colors,
        fonts: { primary: pack.fontPrimary, secondary: pack.fontSecondary },
        fontFiles: Object.fromEntries(
          brandFontRoles.map((role) => {
            const font = fontFiles.find((item) => item.role === role);
            return [
              role,
              font ? { file: font.file, fileName: font.fileName, contentType: font.contentType } : null,
            ];
          }),
        ),
        guidelines: pack.guidelines,
        platforms: pack.platforms,
        logo:
          asset && logoName ? { file: logoName, title: asset.title, contentType: asset.contentType } : null,
        backgrounds: backgrounds.map(({ file, title, contentType }) => ({ file, title, contentType })),
        overlays: overlays.map(({ file, title, contentType }) => ({ file, title, contentType })),
        isActive: pack.isActive,
        createdAt: pack.createdAt.toISOString(),
        modifiedAt: pack.modifiedAt.toISOString(),
      };
      const entries: { name: string; open: () => Promise<NodeJS.ReadableStream> }[] = [
        {
          name: brandPackExportJsonName,
          open: () => Promise.resolve(Readable.from([Buffer.from(`${JSON.stringify(fields, null, 2)}\n`)])),
        },
      ];
      if (logoName && logoBytes) {
        entries.push({ name: logoName, open: () => Promise.resolve(Readable.from([logoBytes])) });
      }
      const stored: ZipFile[] = [
        ...fontFiles.map((font) => ({ name: font.file, key: font.key })),
        ...backgrounds.map((image) => ({ name: image.file, key: image.key })),
        ...overlays.map((image) => ({ name: image.file, key: image.key })),
      ];
      for (const file of stored) {
        entries.push({ name: file.name, open: async () => (await storage.openRead(file.key)).stream });
      }
      const fileName = `${cleanFileName(pack.name.replace(/[\\/]/g, '_'), 'brand-pack')}.zip`;
      return { fileName, zip: streamZip(entries) };
    },
  };
}

/** The brand pack export. */
export type BrandPackExport = ReturnType<typeof createBrandPackExport>;
