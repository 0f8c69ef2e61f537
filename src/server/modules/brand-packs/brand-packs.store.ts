import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets, brandPacks, users } from '../../db/schema';

/** A brand pack row. */
export type BrandPackRow = typeof brandPacks.$inferSelect;
/** The columns a new pack or a change sets (id, workspace, activity and timestamps are filled in). */
export type BrandPackValues = Partial<
  Pick<
    BrandPackRow,
    | 'name'
    | 'description'
    | 'colors'
    | 'fontPrimary'
    | 'fontSecondary'
    | 'logoAssetId'
    | 'guidelines'
    | 'platforms'
  >
>;

/** A pack with what its card shows: the creator's name and the logo asset's title. */
export interface BrandPackListing {
  pack: BrandPackRow;
  creatorName: string | null;
  logoTitle: string | null;
}

/** Brand pack queries; every one takes the caller's workspace id and touches that workspace's rows only. */
export function createBrandPacksStore(db: Database) {
  async function selectListings(workspaceId: string, packId?: string): Promise<BrandPackListing[]> {
    const rows = await db
      .select({ pack: brandPacks, creatorName: users.name, logoTitle: assets.title })
      .from(brandPacks)
      .leftJoin(users, eq(users.id, brandPacks.createdBy))
      .leftJoin(
        assets,
        and(eq(assets.id, brandPacks.logoAssetId), eq(assets.workspaceId, brandPacks.workspaceId)),
      )
      .where(and(eq(brandPacks.workspaceId, workspaceId), packId ? eq(brandPacks.id, packId) : undefined))
      .orderBy(desc(brandPacks.isActive), desc(brandPacks.createdAt), desc(brandPacks.id));
    return rows;
  }

  return {
    /** The workspace's packs: the active one first, then newest first. */
    list: (workspaceId: string) => selectListings(workspaceId),

    /** One pack of the workspace with its card data; undefined when it is not there. */
    async find(workspaceId: string, packId: string): Promise<BrandPackListing | undefined> {
      const [listing] = await selectListings(workspaceId, packId);
      return listing;
    },

    /** The workspace's active pack, if it has one. */
    async findActive(workspaceId: string): Promise<BrandPackRow | undefined> {
      const [row] = await db
        .select()
        .from(brandPacks)
        .where(and(eq(brandPacks.workspaceId, workspaceId), eq(brandPacks.isActive, true)));
      return row;
    },

    /** How many packs the workspace has. */
    async countOf(workspaceId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(brandPacks)
        .where(eq(brandPacks.workspaceId, workspaceId));
      return row?.total ?? 0;
    },

    /** The workspace's image asset `assetId` (a logo must be one), or undefined. */
    async findImageAsset(workspaceId: string, assetId: string) {
      const [row] = await db
        .select({
          id: assets.id,
          storageKey: assets.storageKey,
          title: assets.title,
          contentType: assets.contentType,
        })
        .from(assets)
        .where(and(eq(assets.workspaceId, workspaceId), eq(assets.id, assetId), eq(assets.type, 'image')));
      return row;
    },

    /** Stores a new (inactive) pack of the workspace. */
    async insert(
      workspaceId: string,
      createdBy: string,
      values: BrandPackValues & Pick<BrandPackRow, 'name' | 'colors'>,
    ) {
      const [row] = await db
        .insert(brandPacks)
        .values({ ...values, id: crypto.randomUUID(), workspaceId, createdBy })
        .returning();
      if (!row) throw new Error('brand pack insert returned nothing');
      return row;
    },

    /** Changes a pack (and stamps it modified); undefined when it is not in the workspace. */
    async update(workspaceId: string, packId: string, values: BrandPackValues) {
      const [row] = await db
        .update(brandPacks)
        .set({ ...values, modifiedAt: new Date() })
        .where(and(eq(brandPacks.workspaceId, workspaceId), eq(brandPacks.id, packId)))
        .returning();
      return row;
    },

    /** Deletes a pack; true when one was deleted. */
    async remove(workspaceId: string, packId: string): Promise<boolean> {
      const rows = await db
        .delete(brandPacks)
        .where(and(eq(brandPacks.workspaceId, workspaceId), eq(brandPacks.id, packId)))
        .returning({ id: brandPacks.id });
      return rows.length > 0;
    },

    /**
     * Makes `packId` the workspace's only active pack (`isActive`), or deactivates it. Serialised per workspace
     * by an advisory lock, so two activations at once leave exactly one active. False when the pack is not in
     * the workspace.
     */
    async setActive(workspaceId: string, packId: string, isActive: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`brand-packs:${workspaceId}`}))`);
        if (isActive) {
          await tx
            .update(brandPacks)
            .set({ isActive: false })
            .where(
              and(
                eq(brandPacks.workspaceId, workspaceId),
                eq(brandPacks.isActive, true),
                ne(brandPacks.id, packId),
              ),
            );
        }
        const changed = await tx
          .update(brandPacks)
          .set({ isActive })
          .where(and(eq(brandPacks.workspaceId, workspaceId), eq(brandPacks.id, packId)))
          .returning({ id: brandPacks.id });
        return changed.length > 0;
      });
    },
  };
}

/** The brand packs store. */
export type BrandPacksStore = ReturnType<typeof createBrandPacksStore>;
