import { Readable } from 'node:stream';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExportSettings } from '../../../shared/contracts/library-export';
import { cleanFileName } from '../../../shared/domain/file-names';
import {
  exportPlatformPresets,
  imageExportFormats,
  videoExportFormats,
  type ExportFormat,
} from '../../../shared/domain/export';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import { userText } from '../../i18n/user-text';
import type { MediaStorage } from '../../integrations/storage/storage';
import type { AssetRow } from '../media/media.store';
import type { ExportedFile } from './export-image';
import { exportVideo } from './export-video';
import type { LibraryService } from './library.service';

/** Refusals of an export. */
export const exportMessages = {
  notFound: 'This file does not exist.',
  watermarkText: 'Enter the text of the watermark.',
  noLogo: 'The brand pack has no logo to use as a watermark.',
} as const;

/** One file of an export: its name and how to make it. */
export interface ExportEntry {
  name: string;
  make: () => Promise<ExportedFile>;
}

interface Dependencies {
  library: Pick<LibraryService, 'findMany' | 'recordDownloads'>;
  storage: MediaStorage;
  /** The logo of a pack of the workspace (the active one when `packId` is null); undefined without one. */
  findLogo(workspaceId: string, packId: string | null): Promise<Buffer | undefined>;
  ffmpegPath?: string;
  workDir: string;
}

/** The format an asset is exported to, or undefined when the settings do not apply to its type. */
function formatFor(asset: AssetRow, settings: ExportSettings): ExportFormat | undefined {
  const preset = settings.platform === 'none' ? undefined : exportPlatformPresets[settings.platform];
  if (asset.type === 'image') {
    const format = settings.format === 'original' && preset ? preset.image : settings.format;
    return imageExportFormats.includes(format) ? format : undefined;
  }
  if (asset.type === 'video') {
    const format = settings.format === 'original' && preset ? preset.video : settings.format;
    return videoExportFormats.includes(format) ? format : undefined;
  }
  return settings.format === 'original' ? 'original' : undefined;
}

/** The size of the settings: a platform preset fills its size, a resolution preset is a box to fit inside. */
function sizeFor(settings: ExportSettings) {
  if (settings.platform !== 'none') {
    const { width, height } = exportPlatformPresets[settings.platform];
    return { width, height, fit: 'cover' as const };
  }
  if (settings.resolution === 'original') return undefined;
  const [width, height] = settings.resolution.split('x').map(Number);
  return { width: width ?? 0, height: height ?? 0, fit: 'inside' as const };
}

/** The file's name: prefix + title (without its extension) + suffix, then the date and the index when asked. */
export function exportFileName(
  title: string,
  extension: string,
  index: number,
  total: number,
  naming: ExportSettings['batchNaming'],
  today: Date,
): string {
  const dot = title.lastIndexOf('.');
  const base = dot > 0 ? title.slice(0, dot) : title;
  const parts = [`${naming.prefix}${base}${naming.suffix}`];
  if (naming.includeDate) parts.push(today.toISOString().slice(0, 10));
  if (naming.includeIndex) parts.push(String(index + 1).padStart(Math.max(3, String(total).length), '0'));
  return cleanFileName(`${parts.join('-').replace(/[\\/]/g, '_')}.${extension}`, `file.${extension}`);
}

/**
 * Exports of library assets (spec 2 §3 Export settings): every asset of the selection is checked first (its type
 * takes the format, the watermark is there), then each file is made on demand, so a zip streams as each one is
 * done. Images go through sharp, videos through ffmpeg; 'original' hands out the stored file.
 */
export function createLibraryExport(deps: Dependencies) {
  async function makeVideo(asset: AssetRow, format: 'mp4' | 'mov', settings: ExportSettings, mark?: Buffer) {
    await mkdir(deps.workDir, { recursive: true });
    const directory = await mkdtemp(join(deps.workDir, 'export-input-'));
    try {
      const input = join(directory, 'input');
      await writeFile(input, await deps.storage.get(asset.storageKey));
      const size = sizeFor(settings);
      // sharp loads on the first export, not at start-up.
      const { buildWatermark } = await import('./export-image');
      const watermark = mark
        ? await buildWatermark(
            { logo: mark },
            size?.width ?? asset.width ?? 1080,
            size?.height ?? asset.height ?? 1080,
          )
        : settings.watermark === 'text'
          ? await buildWatermark(
              { text: settings.watermarkText },
              size?.width ?? asset.width ?? 1080,
              size?.height ?? asset.height ?? 1080,
            )
          : undefined;
      return await exportVideo(
        input,
        { format, quality: settings.quality, ...(size ? { size } : {}), ...(watermark ? { watermark } : {}) },
        { ...(deps.ffmpegPath ? { ffmpegPath: deps.ffmpegPath } : {}), workDir: directory },
      );
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  return {
    /** Checks the export and answers its files, in the order of `assetIds` (unknown ids: a 404). */
    async prepare(
      auth: AuthContext,
      assetIds: string[],
      settings: ExportSettings,
      today: Date,
    ): Promise<ExportEntry[]> {
      const ids = [...new Set(assetIds)];
      const rows = await deps.library.findMany(auth.workspaceId, ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const assets = ids.map((id) => byId.get(id)).filter((row): row is AssetRow => row !== undefined);
      if (assets.length !== ids.length) throw new AppError('not_found', exportMessages.notFound);
      if (settings.watermark === 'text' && !settings.watermarkText) {
        throw new AppError('bad_request', exportMessages.watermarkText, {
          watermarkText: exportMessages.watermarkText,
        });
      }
      const logo =
        settings.watermark === 'logo'
          ? await deps.findLogo(auth.workspaceId, settings.brandPackId)
          : undefined;
      if (settings.watermark === 'logo' && !logo) throw new AppError('bad_request', exportMessages.noLogo);

      const formats = assets.map((asset) => {
        const format = formatFor(asset, settings);
        if (!format) {
          const message = userText('{{name}} cannot be exported as {{format}}.', {
            name: asset.title,
            format: settings.format.toUpperCase(),
          });
          throw new AppError('bad_request', message);
        }
        return format;
      });
      await deps.library.recordDownloads(auth.workspaceId, ids);

      return assets.map((asset, index) => {
        const format = formats[index] ?? 'original';
        const storedExtension = asset.title.includes('.') ? (asset.title.split('.').pop() ?? 'bin') : 'bin';
        const extension = format === 'original' ? storedExtension : format;
        const make = async (): Promise<ExportedFile> => {
          if (format === 'original') {
            return {
              data: await deps.storage.get(asset.storageKey),
              contentType: asset.contentType,
              extension,
            };
          }
          if (format === 'mp4' || format === 'mov') return makeVideo(asset, format, settings, logo);
          const size = sizeFor(settings);
          const { exportImage } = await import('./export-image');
          return exportImage(await deps.storage.get(asset.storageKey), {
            format,
            quality: settings.quality,
            compression: settings.compression,
            ...(size ? { size } : {}),
            ...(logo
              ? { watermark: { logo } }
              : settings.watermark === 'text'
                ? { watermark: { text: settings.watermarkText } }
                : {}),
          });
        };
        return {
          name: exportFileName(asset.title, extension, index, assets.length, settings.batchNaming, today),
          make,
        };
      });
    },
  };
}

/** A file's bytes as a stream (for the zip). */
export const streamOf = (data: Buffer): NodeJS.ReadableStream => Readable.from([data]);

/** The library export. */
export type LibraryExport = ReturnType<typeof createLibraryExport>;
