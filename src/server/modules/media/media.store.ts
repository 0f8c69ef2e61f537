import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets, brandPackFiles } from '../../db/schema';

/**
 * The tag of a profile picture (Settings > Profile): stored as an asset so it is served like one, but not
 * content, so the library lists leave it out ({@link isLibraryContent}).
 */
export const profileImageTag = 'profile-image';

/** The condition that keeps profile pictures out of the library's lists and counts. */
export function isLibraryContent(): SQL {
  return sql`not (${assets.tags} @> array[${profileImageTag}]::text[])`;
}

/** An asset row. */
export type AssetRow = typeof assets.$inferSelect;
/** Values of a new asset row (the id, the workspace and the timestamps are filled in). */
export type NewAsset = Omit<typeof assets.$inferInsert, 'id' | 'workspaceId' | 'createdAt' | 'modifiedAt'>;

/** Asset queries; every one takes the workspace id and reads or writes that workspace's rows only. */
export function createMediaStore(db: Database) {
  return {
    /** Stores a new asset of `workspaceId`. */
    async insert(workspaceId: string, values: NewAsset): Promise<AssetRow> {
      const [row] = await db
        .insert(assets)
        .values({ ...values, id: crypto.randomUUID(), workspaceId })
        .returning();
      if (!row) throw new Error('asset insert returned nothing');
      return row;
    },
    /** The asset, or undefined when it does not exist in `workspaceId` (another workspace's reads as unknown). */
    async find(workspaceId: string, assetId: string): Promise<AssetRow | undefined> {
      return db.query.assets.findFirst({
        where: and(eq(assets.workspaceId, workspaceId), eq(assets.id, assetId)),
      });
    },
    /** Which of `keys` (storage keys of this workspace) an asset (its file or thumbnail) or a brand pack font uses. */
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
      // Brand pack fonts live in the same storage without an asset row.
      const fonts = await db
        .select({ storageKey: brandPackFiles.storageKey })
        .from(brandPackFiles)
        .where(and(eq(brandPackFiles.workspaceId, workspaceId), inArray(brandPackFiles.storageKey, keys)));
      return new Set(
        [
          ...rows.flatMap((row) => [row.storageKey, row.thumbnailKey]),
          ...fonts.map((row) => row.storageKey),
        ].filter((key): key is string => Boolean(key)),
      );
    },
    /** The assets of `assetIds` that exist in `workspaceId`; ids of other workspaces are left out. */
    async findMany(workspaceId: string, assetIds: string[]): Promise<AssetRow[]> {
      if (assetIds.length === 0) return [];
      return db
        .select()
        .from(assets)
        .where(and(eq(assets.workspaceId, workspaceId), inArray(assets.id, assetIds)));
    },
    /**
     * A page of the workspace's images and videos, newest first, and how many match: `search` matches the
     * title, the description or a tag (case-insensitive, as plain text), `type` keeps one kind.
     */
    async list(
      workspaceId: string,
      options: { search?: string; type?: 'image' | 'video'; limit: number; offset: number },
    ): Promise<{ rows: AssetRow[]; total: number }> {
      const conditions: SQL[] = [
        eq(assets.workspaceId, workspaceId),
        options.type ? eq(assets.type, options.type) : inArray(assets.type, ['image', 'video']),
        isLibraryContent(),
      ];
      const search = options.search?.trim();
      if (search) {
        const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
        const matches = or(
          ilike(assets.title, pattern),
          ilike(assets.description, pattern),
          sql`array_to_string(${assets.tags}, ' ') ilike ${pattern}`,
        );
        if (matches) conditions.push(matches);
      }
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(assets)
          .where(where)
          .orderBy(desc(assets.createdAt), desc(assets.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(assets).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

/** The media store. */
export type MediaStore = ReturnType<typeof createMediaStore>;
