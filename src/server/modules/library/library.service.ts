import { extname } from 'node:path';
import { AppError } from '../../http/app-error';
import { createMediaKey, type MediaStorage } from '../../integrations/storage/storage';
import type { AssetRow, MediaStore } from '../media/media.store';
import type { LibraryStore } from './library.store';
import { libraryMaxTags } from '../../../shared/contracts/library';

interface Dependencies {
  store: LibraryStore;
  mediaStore: MediaStore;
  storage: MediaStorage;
}

const notFound = () => new AppError('not_found', 'This file does not exist.');

/** The extension of a file name ('.png'), or '' when it has none. */
function extensionOf(title: string): string {
  const extension = extname(title);
  return /^\.[a-z0-9]{1,8}$/i.test(extension) ? extension : '';
}

/** A new name keeps the old name's extension (renaming 'a.png' to 'b' gives 'b.png'). */
export function keepExtension(oldTitle: string, newTitle: string): string {
  const extension = extensionOf(oldTitle);
  const trimmed = newTitle.trim();
  if (!extension || trimmed.toLowerCase().endsWith(extension.toLowerCase())) return trimmed;
  return `${trimmed}${extension}`;
}

/** The name of a copy: ' (Copy)' before the extension ('a.png' → 'a (Copy).png'). */
export function copyTitle(title: string): string {
  const extension = extensionOf(title);
  const base = extension ? title.slice(0, -extension.length) : title;
  return `${base} (Copy)${extension}`.slice(0, 255);
}

/** Tags trimmed, empties and duplicates (case-insensitive) dropped, at most the library's maximum. */
export function mergeTags(current: string[], added: string[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const tag of [...current, ...added].map((value) => value.trim())) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    merged.push(tag);
  }
  return merged.slice(0, libraryMaxTags);
}

/**
 * The content library over media's assets: edit, favourite, duplicate (the files are copied, usage reset),
 * archive and restore, delete (rows first, then their files), and usage counting.
 */
export function createLibraryService({ store, mediaStore, storage }: Dependencies) {
  async function duplicate(workspaceId: string, row: AssetRow, createdBy: string): Promise<AssetRow> {
    const extension = row.storageKey.split('.').pop() ?? 'bin';
    const keys: string[] = [];
    try {
      const key = createMediaKey(workspaceId, extension);
      keys.push(key);
      await storage.put(key, (await storage.openRead(row.storageKey)).stream, row.contentType);
      let thumbnailKey: string | null = null;
      if (row.thumbnailKey) {
        thumbnailKey = createMediaKey(workspaceId, row.thumbnailKey.split('.').pop() ?? 'jpg');
        keys.push(thumbnailKey);
        await storage.put(thumbnailKey, await storage.get(row.thumbnailKey), 'image/jpeg');
      }
      return await mediaStore.insert(workspaceId, {
        createdBy,
        type: row.type,
        source: row.source,
        title: copyTitle(row.title),
        description: row.description,
        tags: row.tags,
        storageKey: key,
        contentType: row.contentType,
        size: row.size,
        width: row.width,
        height: row.height,
        durationSeconds: row.durationSeconds,
        thumbnailKey,
        originalUrl: row.originalUrl,
        favorite: row.favorite,
      });
    } catch (error) {
      await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
      throw error;
    }
  }

  return {
    list(...args: Parameters<LibraryStore['list']>) {
      return store.list(...args);
    },

    async get(workspaceId: string, assetId: string): Promise<AssetRow> {
      const row = await mediaStore.find(workspaceId, assetId);
      if (!row) throw notFound();
      return row;
    },

    async update(
      workspaceId: string,
      assetId: string,
      changes: { title?: string; description?: string; tags?: string[]; favorite?: boolean },
    ): Promise<AssetRow> {
      const row = await mediaStore.find(workspaceId, assetId);
      if (!row) throw notFound();
      const updated = await store.update(workspaceId, assetId, {
        ...(changes.title !== undefined
          ? { title: keepExtension(row.title, changes.title).slice(0, 255) }
          : {}),
        ...(changes.description !== undefined ? { description: changes.description.trim() } : {}),
        ...(changes.tags !== undefined ? { tags: mergeTags([], changes.tags) } : {}),
        ...(changes.favorite !== undefined ? { favorite: changes.favorite } : {}),
      });
      if (!updated) throw notFound();
      return updated;
    },

    /** Counts a use of one asset; not found when it is not in the workspace. */
    async recordUse(workspaceId: string, assetId: string, kind: 'views' | 'downloads' | 'shares') {
      const [row] = await store.recordUse(workspaceId, [assetId], kind);
      if (!row) throw notFound();
      return row;
    },

    /** Counts a download of each of the assets. */
    async recordDownloads(workspaceId: string, assetIds: string[]) {
      await store.recordUse(workspaceId, assetIds, 'downloads');
    },

    /** Runs a bulk action on the workspace's assets among `assetIds` (others are skipped as missing). */
    async bulk(
      workspaceId: string,
      userId: string,
      action: 'duplicate' | 'archive' | 'restore' | 'delete' | 'add-tags',
      assetIds: string[],
      tags: string[] = [],
    ): Promise<{ count: number; created: AssetRow[] }> {
      const ids = [...new Set(assetIds)];
      if (action === 'archive' || action === 'restore') {
        return {
          count: await store.setArchived(workspaceId, ids, action === 'archive' ? new Date() : null),
          created: [],
        };
      }
      if (action === 'delete') {
        const removed = await store.remove(workspaceId, ids);
        // The rows are gone first, so nothing points at a missing file; a file whose removal fails is left
        // to the start-up sweep (media.sweep.ts removes files no asset uses).
        await Promise.all(
          removed.flatMap((row) =>
            [row.storageKey, row.thumbnailKey]
              .filter((key): key is string => Boolean(key))
              .map((key) => storage.remove(key).catch(() => undefined)),
          ),
        );
        return { count: removed.length, created: [] };
      }
      const rows = await mediaStore.findMany(workspaceId, ids);
      if (action === 'add-tags') {
        let count = 0;
        for (const row of rows) {
          const merged = mergeTags(row.tags, tags);
          if (merged.length === row.tags.length) continue;
          await store.update(workspaceId, row.id, { tags: merged });
          count += 1;
        }
        return { count, created: [] };
      }
      const created: AssetRow[] = [];
      for (const row of rows) created.push(await duplicate(workspaceId, row, userId));
      return { count: created.length, created };
    },

    /** The rows of `assetIds` in the workspace, in the order asked. */
    async findMany(workspaceId: string, assetIds: string[]): Promise<AssetRow[]> {
      const rows = await mediaStore.findMany(workspaceId, assetIds);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return assetIds.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

/** The library service. */
export type LibraryService = ReturnType<typeof createLibraryService>;
