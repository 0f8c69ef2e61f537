import { and, eq, inArray } from 'drizzle-orm';
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
