import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets } from '../../db/schema';
import type { LibraryFilter, LibrarySort } from '../../../shared/contracts/library';
import { isLibraryContent, type AssetRow } from '../media/media.store';

/** The condition of a library filter; every filter but 'archived' leaves archived assets out. */
function filterCondition(filter: LibraryFilter): SQL | undefined {
  const live = isNull(assets.archivedAt);
  switch (filter) {
    case 'all':
      return live;
    case 'uploaded-image':
      return and(live, eq(assets.source, 'uploaded'), eq(assets.type, 'image'));
    case 'uploaded-video':
      return and(live, eq(assets.source, 'uploaded'), eq(assets.type, 'video'));
    case 'ai-generated':
    case 'scraped':
    case 'reels':
      return and(live, eq(assets.source, filter));
    case 'image':
    case 'video':
    case 'audio':
    case 'document':
      return and(live, eq(assets.type, filter));
    case 'favorites':
      return and(live, eq(assets.favorite, true));
    case 'archived':
      return isNotNull(assets.archivedAt);
  }
}

/** ORDER BY of a sort; the id breaks ties so pages never overlap. */
function sortOrder(sort: LibrarySort): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(assets.createdAt), desc(assets.id)];
    case 'oldest':
      return [asc(assets.createdAt), asc(assets.id)];
    case 'name-asc':
      return [asc(sql`lower(${assets.title})`), asc(assets.id)];
    case 'name-desc':
      return [desc(sql`lower(${assets.title})`), desc(assets.id)];
    case 'largest':
      return [desc(assets.size), desc(assets.id)];
    case 'smallest':
      return [asc(assets.size), asc(assets.id)];
    case 'type-asc':
      return [asc(assets.type), desc(assets.createdAt), desc(assets.id)];
  }
}

/** Library queries over the assets table; every one takes the caller's workspace id. */
export function createLibraryStore(db: Database) {
  return {
    /**
     * A page of the library, how many match, and the per-type counts of unarchived assets; profile pictures
     * are no content and never listed or counted.
     */
    async list(
      workspaceId: string,
      options: {
        filter: LibraryFilter;
        sort: LibrarySort;
        search?: string;
        projectId?: string;
        limit: number;
        offset: number;
      },
    ) {
      const conditions: SQL[] = [eq(assets.workspaceId, workspaceId), isLibraryContent()];
      if (options.projectId) conditions.push(eq(assets.projectId, options.projectId));
      const filter = filterCondition(options.filter);
      if (filter) conditions.push(filter);
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
      const where = and(...conditions) ?? sql`true`;
      // One scan of the workspace's library answers both the tiles' type counts (unarchived) and the
      // filtered total, grouped by type; the page itself comes from an index.
      const [rows, typeRows] = await Promise.all([
        db
          .select()
          .from(assets)
          .where(where)
          .orderBy(...sortOrder(options.sort))
          .limit(options.limit)
          .offset(options.offset),
        db
          .select({
            type: assets.type,
            library: sql<number>`count(*) filter (where ${isNull(assets.archivedAt)})`.mapWith(Number),
            matched: sql<number>`count(*) filter (where ${where})`.mapWith(Number),
          })
          .from(assets)
          .where(and(eq(assets.workspaceId, workspaceId), isLibraryContent()))
          .groupBy(assets.type),
      ]);
      const counts = { image: 0, video: 0, audio: 0, document: 0 };
      let total = 0;
      for (const row of typeRows) {
        counts[row.type] = row.library;
        total += row.matched;
      }
      return { rows, total, counts };
    },

    /** Changes the library fields of an asset; undefined when it is not in the workspace. */
    async update(
      workspaceId: string,
      assetId: string,
      values: Partial<Pick<AssetRow, 'title' | 'description' | 'tags' | 'favorite' | 'archivedAt'>>,
    ): Promise<AssetRow | undefined> {
      const [row] = await db
        .update(assets)
        .set({ ...values, modifiedAt: new Date() })
        .where(and(eq(assets.workspaceId, workspaceId), eq(assets.id, assetId)))
        .returning();
      return row;
    },

    /** Archives (a date) or restores (null) the assets of `assetIds` in the workspace; how many changed. */
    async setArchived(workspaceId: string, assetIds: string[], archivedAt: Date | null): Promise<number> {
      const rows = await db
        .update(assets)
        .set({ archivedAt, modifiedAt: new Date() })
        .where(and(eq(assets.workspaceId, workspaceId), inArray(assets.id, assetIds)))
        .returning({ id: assets.id });
      return rows.length;
    },

    /** Counts a use (view, download, share) of the assets and stamps their last access. */
    async recordUse(workspaceId: string, assetIds: string[], kind: 'views' | 'downloads' | 'shares') {
      if (assetIds.length === 0) return [];
      return db
        .update(assets)
        .set({ [kind]: sql`${assets[kind]} + 1`, lastAccessedAt: new Date() })
        .where(and(eq(assets.workspaceId, workspaceId), inArray(assets.id, assetIds)))
        .returning();
    },

    /** Deletes the rows of `assetIds` in the workspace; answers the deleted rows (their files go next). */
    async remove(workspaceId: string, assetIds: string[]): Promise<AssetRow[]> {
      return db
        .delete(assets)
        .where(and(eq(assets.workspaceId, workspaceId), inArray(assets.id, assetIds)))
        .returning();
    },
  };
}

/** The library store. */
export type LibraryStore = ReturnType<typeof createLibraryStore>;
