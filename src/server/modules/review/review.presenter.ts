import type { PostVersion } from '../../../shared/contracts/review';
import { assetUrl } from '../media/media.presenter';
import type { VersionWithAuthor } from './review.store';

/** Maps a version row (with its author's name) to the API shape: media as same-origin URLs. */
export function presentVersion(row: VersionWithAuthor): PostVersion {
  return {
    id: row.id,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.authorName,
    content: row.content,
    hashtags: row.hashtags,
    imagePrompt: row.imagePrompt,
    image: row.imageAssetId ? assetUrl(row.imageAssetId) : null,
    videoUrl: row.videoAssetId ? assetUrl(row.videoAssetId) : null,
  };
}
