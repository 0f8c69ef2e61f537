import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets } from '../../db/schema';

/** An asset row. */
export type AssetRow = typeof assets.$inferSelect;
/** Values of a new asset row (id and timestamps are filled in). */
export type NewAsset = Omit<typeof assets.$inferInsert, 'id' | 'createdAt' | 'modifiedAt'>;

/** Asset queries; every read is scoped to a workspace. */
export function createMediaStore(db: Database) {
  return {
    async insert(values: NewAsset): Promise<AssetRow> {
      const [row] = await db
        .insert(assets)
        .values({ id: crypto.randomUUID(), ...values })
        .returning();
      if (!row) throw new Error('asset insert returned nothing');
      return row;
    },
    async find(workspaceId: string, assetId: string): Promise<AssetRow | undefined> {
      return db.query.assets.findFirst({
        where: and(eq(assets.workspaceId, workspaceId), eq(assets.id, assetId)),
      });
    },
    /** Which of `keys` (storage keys of this workspace) an asset of it uses, as its file or thumbnail. */
    async findUsedKeys(workspaceId: string, keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ storageKey: assets.storageKey, thumbnailKey: assets.thumbnailKey })
        .from(assets)
        .where(
          and(
            eq(assets.workspaceId, workspaceId),
            or(inArray(assets.storageKey, keys), inArray(assets.thumbnailKey, keys)),
          ),
        );
      return new Set(rows.flatMap((row) => [row.storageKey, row.thumbnailKey ?? '']).filter(Boolean));
    },
    async findMany(workspaceId: string, assetIds: string[]): Promise<AssetRow[]> {
      if (assetIds.length === 0) return [];
      return db
        .select()
        .from(assets)
        .where(and(eq(assets.workspaceId, workspaceId), inArray(assets.id, assetIds)));
    },
  };
}

/** The media store. */
export type MediaStore = ReturnType<typeof createMediaStore>;
