import type { LibraryAsset } from '../../../shared/contracts/library';
import { presentAsset } from '../media/media.presenter';
import type { AssetRow } from '../media/media.store';

/** Maps an asset row to the library's API shape (no storage keys leave the server). */
export function presentLibraryAsset(row: AssetRow): LibraryAsset {
  return {
    ...presentAsset(row),
    favorite: row.favorite,
    archived: row.archivedAt !== null,
    projectId: row.projectId,
    modifiedAt: row.modifiedAt.toISOString(),
    usage: {
      views: row.views,
      downloads: row.downloads,
      shares: row.shares,
      lastAccessed: row.lastAccessedAt?.toISOString() ?? null,
    },
  };
}
