import type { BrandPack } from '../../../shared/contracts/brand-packs';
import {
  brandPacksPerWorkspace,
  defaultBrandColors,
  type BrandColors,
} from '../../../shared/domain/brand-packs';
import type { PlatformId } from '../../../shared/domain/platforms';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import type { MediaStorage } from '../../integrations/storage/storage';
import { presentBrandPack } from './brand-packs.presenter';
import type { BrandPackFilesStore } from './brand-pack-files.store';
import type { BrandPackValues, BrandPacksStore } from './brand-packs.store';
import type { BrandStyle } from './brand-style';
import { describeBrandLook } from './brand-style-words';

/** The message of a brand pack that is not in the caller's workspace. */
export const brandPackNotFoundMessage = 'This brand pack does not exist.';
/** The message of a logo that is not an image of the workspace's library. */
export const brandLogoMessage = 'The logo must be an image from your library.';
/** The message of a workspace that already keeps the most packs it may. */
export const brandPackLimitMessage = 'This workspace already has 100 brand packs. Delete one to add another.';

/** The editable fields of a pack as the contracts carry them. */
export interface BrandPackChanges {
  name?: string;
  description?: string;
  colors?: BrandColors;
  fonts?: { primary: string; secondary: string };
  logoAssetId?: string | null;
  guidelines?: string;
  platforms?: PlatformId[];
}

const notFound = () => new AppError('not_found', brandPackNotFoundMessage);

/**
 * Brand packs of a workspace (spec 2 §3): create, list, edit, delete, and activate one (activating a pack
 * deactivates every other, spec 2 §4). The active pack is what generation reads through {@link findStyle}.
 */
export function createBrandPacksService({
  store,
  files,
  storage,
}: {
  store: BrandPacksStore;
  /** The packs' uploaded fonts (generation reads the active pack's). */
  files: Pick<BrandPackFilesStore, 'listActiveFonts'>;
  storage: MediaStorage;
}) {
  /** The active pack's font bytes by role; a font file that cannot be read is left out. */
  async function readActiveFonts(workspaceId: string): Promise<BrandStyle['fonts']> {
    const rows = await files.listActiveFonts(workspaceId);
    const fonts: NonNullable<BrandStyle['fonts']> = {};
    for (const row of rows) {
      if (!row.role || !row.storageKey) continue;
      const data = await storage.get(row.storageKey).catch(() => undefined);
      if (data) fonts[row.role] = data;
    }
    return fonts.primary || fonts.secondary ? fonts : undefined;
  }

  async function get(workspaceId: string, packId: string): Promise<BrandPack> {
    const listing = await store.find(workspaceId, packId);
    if (!listing) throw notFound();
    return presentBrandPack(listing);
  }

  async function toValues(workspaceId: string, changes: BrandPackChanges): Promise<BrandPackValues> {
    const { fonts, logoAssetId, ...fields } = changes;
    if (logoAssetId && !(await store.findImageAsset(workspaceId, logoAssetId))) {
      throw new AppError('bad_request', brandLogoMessage, { logoAssetId: brandLogoMessage });
    }
    return {
      ...fields,
      ...(fonts ? { fontPrimary: fonts.primary, fontSecondary: fonts.secondary } : {}),
      ...(logoAssetId === undefined ? {} : { logoAssetId }),
    };
  }

  return {
    /** The workspace's packs: the active one first, then newest first. */
    async list(auth: AuthContext): Promise<BrandPack[]> {
      return (await store.list(auth.workspaceId)).map(presentBrandPack);
    },

    /** A new, inactive pack (colours default to Postforge's palette). */
    async create(auth: AuthContext, changes: BrandPackChanges & { name: string }): Promise<BrandPack> {
      if ((await store.countOf(auth.workspaceId)) >= brandPacksPerWorkspace) {
        throw new AppError('conflict', brandPackLimitMessage);
      }
      const values = await toValues(auth.workspaceId, changes);
      const row = await store.insert(auth.workspaceId, auth.userId, {
        ...values,
        name: changes.name,
        colors: changes.colors ?? defaultBrandColors,
      });
      return get(auth.workspaceId, row.id);
    },

    /** Changes some fields of a pack. */
    async update(auth: AuthContext, packId: string, changes: BrandPackChanges): Promise<BrandPack> {
      const values = await toValues(auth.workspaceId, changes);
      if (!(await store.update(auth.workspaceId, packId, values))) throw notFound();
      return get(auth.workspaceId, packId);
    },

    /** Deletes a pack (its logo stays in the library); deleting the active one leaves none active. */
    async remove(auth: AuthContext, packId: string): Promise<void> {
      if (!(await store.remove(auth.workspaceId, packId))) throw notFound();
    },

    /** Activates a pack (every other one of the workspace is deactivated) or deactivates it. */
    async setActive(auth: AuthContext, packId: string, isActive: boolean): Promise<BrandPack> {
      if (!(await store.setActive(auth.workspaceId, packId, isActive))) throw notFound();
      return get(auth.workspaceId, packId);
    },

    /**
     * The logo bytes of a pack of the workspace (`packId`), or of its active pack when `packId` is null (the
     * export's watermark); undefined when there is no such pack or it has no readable logo.
     */
    async findLogo(workspaceId: string, packId: string | null): Promise<Buffer | undefined> {
      const pack = packId
        ? (await store.find(workspaceId, packId))?.pack
        : await store.findActive(workspaceId);
      if (!pack?.logoAssetId) return undefined;
      const asset = await store.findImageAsset(workspaceId, pack.logoAssetId);
      return asset ? storage.get(asset.storageKey).catch(() => undefined) : undefined;
    },

    /**
     * What generation takes from the workspace's active pack: its palette, guidelines, style words, logo and font
     * bytes (a file that cannot be read is left out); undefined when no pack is active.
     */
    async findStyle(workspaceId: string): Promise<BrandStyle | undefined> {
      const pack = await store.findActive(workspaceId);
      if (!pack) return undefined;
      let logo: Buffer | undefined;
      if (pack.logoAssetId) {
        const asset = await store.findImageAsset(workspaceId, pack.logoAssetId);
        logo = asset ? await storage.get(asset.storageKey).catch(() => undefined) : undefined;
      }
      const fonts = await readActiveFonts(workspaceId);
      return {
        name: pack.name,
        palette: { ...pack.colors },
        guidelines: pack.guidelines,
        styleWords: describeBrandLook(pack),
        ...(logo ? { logo } : {}),
        ...(fonts ? { fonts } : {}),
      };
    },
  };
}

/** The brand packs service. */
export type BrandPacksService = ReturnType<typeof createBrandPacksService>;
