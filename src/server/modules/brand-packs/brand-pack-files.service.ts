import type { BrandPackFiles, BrandPackOverlay } from '../../../shared/contracts/brand-pack-files';
import {
  brandFontMaxBytes,
  brandFontMaxLength,
  brandImagesPerKind,
  type BrandFontRole,
} from '../../../shared/domain/brand-packs';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import { createMediaKey, type MediaStorage } from '../../integrations/storage/storage';
import { assetUrl } from '../media/media.presenter';
import { validateUpload } from '../media/upload-validator';
import type { BrandImageKind, BrandPackFilesStore } from './brand-pack-files.store';
import { presentBrandPackFiles } from './brand-pack-files.presenter';
import type { BrandPacksStore } from './brand-packs.store';
import { brandPackNotFoundMessage } from './brand-packs.service';

/** The message of a background or overlay that is not an image of the workspace's library. */
export const brandImageMessage = 'Backgrounds and overlays must be images from your library.';
/** The message of a pack that keeps the most backgrounds (or overlays) it may. */
export const brandImageLimitMessage =
  'This brand pack already has 50 images of this kind. Remove one to add another.';
/** The message of a font or pack file that is not there. */
export const brandFileNotFoundMessage = 'This file does not exist.';

/** An uploaded font: its bytes and what the client said about it (named in messages only). */
export interface FontUpload {
  data: Buffer;
  fileName: string;
  declaredType?: string;
}

/** The file name without its extension, as a font family name (at most the field's length). */
function nameFromFile(fileName: string): string {
  return fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, brandFontMaxLength);
}

/**
 * The files of a brand pack (issue #14): two uploaded fonts (validated by THE upload validator, stored in the
 * media storage) and library images as backgrounds and overlays. Every call is scoped to the caller's
 * workspace; a pack of another workspace is a 404.
 */
export function createBrandPackFilesService({
  files,
  packs,
  storage,
}: {
  files: BrandPackFilesStore;
  packs: BrandPacksStore;
  storage: MediaStorage;
}) {
  async function requirePack(workspaceId: string, packId: string) {
    const listing = await packs.find(workspaceId, packId);
    if (!listing) throw new AppError('not_found', brandPackNotFoundMessage);
    return listing.pack;
  }

  async function list(workspaceId: string, packId: string): Promise<BrandPackFiles> {
    const [fonts, images] = await Promise.all([
      files.listFonts(workspaceId, packId),
      files.listImages(workspaceId, packId),
    ]);
    return presentBrandPackFiles(packId, fonts, images);
  }

  return {
    /** Every pack's overlays (the active pack's first), for the image editor's overlay picker. */
    async listOverlays(auth: AuthContext): Promise<BrandPackOverlay[]> {
      const rows = await files.listWorkspaceOverlays(auth.workspaceId);
      return rows.map((row) => ({ ...row, url: assetUrl(row.assetId) }));
    },

    /** The pack's fonts, backgrounds and overlays. */
    async list(auth: AuthContext, packId: string): Promise<BrandPackFiles> {
      await requirePack(auth.workspaceId, packId);
      return list(auth.workspaceId, packId);
    },

    /**
     * Validates and stores a font as the pack's `role` font, replacing (and deleting) the one there; a pack
     * without a family name for that role takes the file's name.
     */
    async uploadFont(
      auth: AuthContext,
      packId: string,
      role: BrandFontRole,
      upload: FontUpload,
    ): Promise<BrandPackFiles> {
      const pack = await requirePack(auth.workspaceId, packId);
      const validated = await validateUpload(
        { data: upload.data },
        {
          allow: ['font'],
          maxBytes: brandFontMaxBytes,
          filename: upload.fileName,
          ...(upload.declaredType ? { declaredType: upload.declaredType } : {}),
        },
      );
      const data = validated.data ?? upload.data;
      const key = createMediaKey(auth.workspaceId, validated.extension);
      await storage.put(key, data, validated.contentType);
      let replacedKey: string | undefined;
      try {
        replacedKey = await files.replaceFont(auth.workspaceId, packId, role, {
          storageKey: key,
          fileName: upload.fileName,
          contentType: validated.contentType,
          size: data.length,
        });
      } catch (error) {
        await storage.remove(key).catch(() => undefined);
        throw error;
      }
      if (replacedKey) await storage.remove(replacedKey).catch(() => undefined);
      const currentName = role === 'primary' ? pack.fontPrimary : pack.fontSecondary;
      const name = nameFromFile(upload.fileName);
      if (!currentName.trim() && name) {
        await packs.update(
          auth.workspaceId,
          packId,
          role === 'primary' ? { fontPrimary: name } : { fontSecondary: name },
        );
      }
      return list(auth.workspaceId, packId);
    },

    /** Removes the pack's `role` font and its stored file; removing a missing font is a 404. */
    async removeFont(auth: AuthContext, packId: string, role: BrandFontRole): Promise<BrandPackFiles> {
      await requirePack(auth.workspaceId, packId);
      const key = await files.removeFont(auth.workspaceId, packId, role);
      if (!key) throw new AppError('not_found', brandFileNotFoundMessage);
      await storage.remove(key).catch(() => undefined);
      return list(auth.workspaceId, packId);
    },

    /** Where the pack's `role` font is stored, its type and name (for serving it). */
    async findFontFile(auth: AuthContext, packId: string, role: BrandFontRole) {
      const font = await files.findFont(auth.workspaceId, packId, role);
      if (!font?.storageKey) throw new AppError('not_found', brandFileNotFoundMessage);
      return {
        key: font.storageKey,
        contentType: font.contentType ?? 'application/octet-stream',
        fileName: font.fileName ?? `font-${role}`,
      };
    },

    /** Adds an image of the workspace's library to the pack as a background or an overlay. */
    async addImage(
      auth: AuthContext,
      packId: string,
      kind: BrandImageKind,
      assetId: string,
    ): Promise<BrandPackFiles> {
      await requirePack(auth.workspaceId, packId);
      if (!(await packs.findImageAsset(auth.workspaceId, assetId))) {
        throw new AppError('bad_request', brandImageMessage, { assetId: brandImageMessage });
      }
      if ((await files.countImages(auth.workspaceId, packId, kind)) >= brandImagesPerKind) {
        throw new AppError('conflict', brandImageLimitMessage);
      }
      await files.addImage(auth.workspaceId, packId, kind, assetId);
      return list(auth.workspaceId, packId);
    },

    /** Removes a background or overlay from the pack (the image stays in the library). */
    async removeImage(auth: AuthContext, packId: string, fileId: string): Promise<BrandPackFiles> {
      await requirePack(auth.workspaceId, packId);
      if (!(await files.removeImage(auth.workspaceId, packId, fileId))) {
        throw new AppError('not_found', brandFileNotFoundMessage);
      }
      return list(auth.workspaceId, packId);
    },
  };
}

/** The brand pack files service. */
export type BrandPackFilesService = ReturnType<typeof createBrandPackFilesService>;
