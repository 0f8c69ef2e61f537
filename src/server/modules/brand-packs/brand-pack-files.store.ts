import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BrandFontRole } from '../../../shared/domain/brand-packs';
import type { Database } from '../../db/client';
import { assets, brandPackFiles, brandPacks } from '../../db/schema';

/** A brand pack file row. */
export type BrandPackFileRow = typeof brandPackFiles.$inferSelect;

/** A background or overlay with what the detail view shows of its image. */
export interface BrandImageListing {
  file: BrandPackFileRow;
  title: string;
  width: number | null;
  height: number | null;
  storageKey: string;
  contentType: string;
}

/** What a stored font row records of its file. */
export interface StoredFontFile {
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** The kinds of pack file that are library images. */
export type BrandImageKind = 'background' | 'overlay';

/** The rows of one pack of the workspace, narrowed by `conditions`. */
function inPack(workspaceId: string, packId: string, ...conditions: SQL[]): SQL | undefined {
  return and(
    eq(brandPackFiles.workspaceId, workspaceId),
    eq(brandPackFiles.brandPackId, packId),
    ...conditions,
  );
}

/** The conditions of a pack's font of `role`. */
const fontSlot = (role: BrandFontRole): SQL[] => [
  eq(brandPackFiles.kind, 'font'),
  eq(brandPackFiles.role, role),
];

/** Brand pack file queries; every one takes the caller's workspace id and touches that workspace's rows only. */
export function createBrandPackFilesStore(db: Database) {
  return {
    /** The fonts of a pack of the workspace. */
    async listFonts(workspaceId: string, packId: string): Promise<BrandPackFileRow[]> {
      return db
        .select()
        .from(brandPackFiles)
        .where(inPack(workspaceId, packId, eq(brandPackFiles.kind, 'font')));
    },

    /** The backgrounds and overlays of a pack of the workspace, oldest first, with their images. */
    async listImages(workspaceId: string, packId: string): Promise<BrandImageListing[]> {
      return db
        .select({
          file: brandPackFiles,
          title: assets.title,
          width: assets.width,
          height: assets.height,
          storageKey: assets.storageKey,
          contentType: assets.contentType,
        })
        .from(brandPackFiles)
        .innerJoin(
          assets,
          and(eq(assets.id, brandPackFiles.assetId), eq(assets.workspaceId, brandPackFiles.workspaceId)),
        )
        .where(inPack(workspaceId, packId))
        .orderBy(asc(brandPackFiles.createdAt), asc(brandPackFiles.id));
    },

    /** The pack's font of `role`, or undefined. */
    async findFont(workspaceId: string, packId: string, role: BrandFontRole) {
      const [row] = await db
        .select()
        .from(brandPackFiles)
        .where(inPack(workspaceId, packId, ...fontSlot(role)));
      return row;
    },

    /**
     * Makes `font` the pack's font of `role` (the pack must be in the workspace); answers the storage key of the
     * font it replaced, for the caller to remove, or undefined.
     */
    async replaceFont(
      workspaceId: string,
      packId: string,
      role: BrandFontRole,
      font: StoredFontFile,
    ): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(brandPackFiles)
          .where(inPack(workspaceId, packId, ...fontSlot(role)))
          .returning({ storageKey: brandPackFiles.storageKey });
        await tx.insert(brandPackFiles).values({
          id: crypto.randomUUID(),
          workspaceId,
          brandPackId: packId,
          kind: 'font',
          role,
          ...font,
        });
        return removed[0]?.storageKey ?? undefined;
      });
    },

    /** Deletes the pack's font of `role`; answers its storage key, or undefined when there was none. */
    async removeFont(workspaceId: string, packId: string, role: BrandFontRole): Promise<string | undefined> {
      const [row] = await db
        .delete(brandPackFiles)
        .where(inPack(workspaceId, packId, ...fontSlot(role)))
        .returning({ storageKey: brandPackFiles.storageKey });
      return row?.storageKey ?? undefined;
    },

    /** How many images of `kind` the pack has. */
    async countImages(workspaceId: string, packId: string, kind: BrandImageKind): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(brandPackFiles)
        .where(inPack(workspaceId, packId, eq(brandPackFiles.kind, kind)));
      return row?.total ?? 0;
    },

    /** Adds the image `assetId` to the pack as `kind`; adding one twice keeps one. */
    async addImage(
      workspaceId: string,
      packId: string,
      kind: BrandImageKind,
      assetId: string,
    ): Promise<void> {
      await db
        .insert(brandPackFiles)
        .values({ id: crypto.randomUUID(), workspaceId, brandPackId: packId, kind, assetId })
        .onConflictDoNothing();
    },

    /** Removes a background or overlay of the pack; true when one was removed. */
    async removeImage(workspaceId: string, packId: string, fileId: string): Promise<boolean> {
      const rows = await db
        .delete(brandPackFiles)
        .where(
          inPack(
            workspaceId,
            packId,
            eq(brandPackFiles.id, fileId),
            inArray(brandPackFiles.kind, ['background', 'overlay']),
          ),
        )
        .returning({ id: brandPackFiles.id });
      return rows.length > 0;
    },

    /** Every pack's overlays with their pack's name: the active pack's first, then newest pack first. */
    async listWorkspaceOverlays(workspaceId: string) {
      return db
        .select({
          brandPackId: brandPacks.id,
          packName: brandPacks.name,
          assetId: assets.id,
          title: assets.title,
        })
        .from(brandPackFiles)
        .innerJoin(brandPacks, eq(brandPacks.id, brandPackFiles.brandPackId))
        .innerJoin(assets, and(eq(assets.id, brandPackFiles.assetId), eq(assets.workspaceId, workspaceId)))
        .where(
          and(
            eq(brandPackFiles.workspaceId, workspaceId),
            eq(brandPacks.workspaceId, workspaceId),
            eq(brandPackFiles.kind, 'overlay'),
          ),
        )
        .orderBy(
          desc(brandPacks.isActive),
          desc(brandPacks.createdAt),
          asc(brandPackFiles.createdAt),
          asc(brandPackFiles.id),
        );
    },

    /** The fonts of the workspace's active pack (none without one). */
    async listActiveFonts(workspaceId: string): Promise<BrandPackFileRow[]> {
      const rows = await db
        .select({ file: brandPackFiles })
        .from(brandPackFiles)
        .innerJoin(brandPacks, eq(brandPacks.id, brandPackFiles.brandPackId))
        .where(
          and(
            eq(brandPackFiles.workspaceId, workspaceId),
            eq(brandPacks.workspaceId, workspaceId),
            eq(brandPacks.isActive, true),
            eq(brandPackFiles.kind, 'font'),
          ),
        );
      return rows.map((row) => row.file);
    },
  };
}

/** The brand pack files store. */
export type BrandPackFilesStore = ReturnType<typeof createBrandPackFilesStore>;
