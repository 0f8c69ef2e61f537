import type { PostRecord } from '../../../shared/contracts/posts';
import { assetThumbnailUrl, assetUrl } from '../media/media.presenter';
import type { PostRecordWithResults } from './posts.results-store';

/** A stored post row as the API answers it. */
export function presentPostRecord(row: PostRecordWithResults): PostRecord {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    status: row.status,
    platforms: row.platforms,
    destinations: row.destinations,
    hashtags: row.hashtags,
    thumbnail: row.thumbnailAssetId ? assetUrl(row.thumbnailAssetId) : null,
    video: {
      url: row.videoAssetId ? assetUrl(row.videoAssetId) : null,
      poster: row.videoAssetId ? assetThumbnailUrl(row.videoAssetId) : null,
      status: row.videoStatus,
      progress: row.videoProgress,
      message: row.videoMessage,
      isOffline: row.isVideoOffline,
    },
    engagement: { expected: row.expectedEngagement },
    variation: row.variation,
    originalPrompt: row.originalPrompt,
    boostSettings: row.boostSettings ?? null,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    timeZone: row.timeZone,
    failureMessage: row.failureMessage,
    stats: { views: row.views, likes: row.likes, shares: row.shares, comments: row.comments },
    ...(row.publications ? { publications: row.publications } : {}),
    generatedPostId: row.generatedPostId,
    createdAt: row.createdAt.toISOString(),
    lastModified: row.lastModified.toISOString(),
    executedAt: row.executedAt?.toISOString() ?? null,
  };
}
