import type { Asset } from '../../../shared/contracts/media';
import type { AssetRow } from './media.store';

/** Same-origin URL of an asset's file. */
export const assetUrl = (assetId: string) => `/media/${assetId}`;
/** Same-origin URL of an asset's thumbnail (videos: the JPEG still 1 s in). */
export const assetThumbnailUrl = (assetId: string) => `/media/${assetId}/thumbnail`;

/** Maps an asset row to the API shape (no storage keys leave the server). */
export function presentAsset(row: AssetRow): Asset {
  return {
    id: row.id,
    type: row.type,
    source: row.source,
    title: row.title,
    description: row.description,
    tags: row.tags,
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    url: assetUrl(row.id),
    thumbnailUrl: row.thumbnailKey ? assetThumbnailUrl(row.id) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
