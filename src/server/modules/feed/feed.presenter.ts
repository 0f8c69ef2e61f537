import type { FeedAuthor, FeedComment, FeedPost } from '../../../shared/contracts/feed';
import { feedLinkAccountAgeDays } from '../../../shared/domain/feed';
import type { FeedCommentRow } from './feed-comments.store';
import type { AuthorRow, FeedPostRow } from './feed.store';

/** The public URL of a feed asset (a published post's media or an author's avatar). */
export function feedMediaUrl(assetId: string): string {
  return `/feed-media/${assetId}`;
}

/** The public URL of a feed video's still image. */
export function feedThumbnailUrl(assetId: string): string {
  return `/feed-media/${assetId}/thumbnail`;
}

/** A user as the feed shows them. */
export function presentAuthor(row: AuthorRow): FeedAuthor {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    avatarUrl: row.avatar_asset_id ? feedMediaUrl(row.avatar_asset_id) : null,
    verified: row.verified,
  };
}

/** A feed post for the caller: `canDelete` for its author and the instance owner. */
export function presentFeedPost(
  row: FeedPostRow,
  viewer: { userId: string; isInstanceOwner: boolean } | undefined,
): FeedPost {
  const isVideo = row.media_type === 'video';
  const hasMedia = row.media_asset_id !== null && (row.media_type === 'image' || isVideo);
  return {
    id: row.id,
    content: row.content,
    hashtags: row.hashtags,
    platform: row.platform,
    variation: row.variation,
    mediaUrl: hasMedia && row.media_asset_id ? feedMediaUrl(row.media_asset_id) : null,
    mediaType: hasMedia ? (isVideo ? 'video' : 'image') : null,
    thumbnailUrl:
      hasMedia && row.media_asset_id
        ? isVideo
          ? row.has_thumbnail
            ? feedThumbnailUrl(row.media_asset_id)
            : null
          : feedMediaUrl(row.media_asset_id)
        : null,
    author: presentAuthor({
      id: row.author_id ?? '',
      name: row.author_name ?? '',
      username: row.author_username,
      avatar_asset_id: row.author_avatar_id,
      verified: row.author_verified,
    }),
    createdAt: new Date(row.published_at).toISOString(),
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    views: row.views,
    prompt: row.prompt,
    isLiked: row.is_liked,
    isBookmarked: row.is_bookmarked,
    isFollowingAuthor: row.is_following_author,
    canDelete: !!viewer && (viewer.isInstanceOwner || viewer.userId === row.author_id),
  };
}

/** A comment for the caller; links of an account younger than the limit are shown as text. */
export function presentFeedComment(
  row: FeedCommentRow,
  viewer: { userId: string; isInstanceOwner: boolean } | undefined,
  now: Date,
): FeedComment {
  const accountAgeMs = now.getTime() - new Date(row.author_created_at).getTime();
  return {
    id: row.id,
    parentId: row.parent_id,
    author: presentAuthor({
      id: row.author_id,
      name: row.author_name,
      username: row.author_username,
      avatar_asset_id: row.author_avatar_id,
      verified: row.author_verified,
    }),
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
    likes: row.likes,
    isLiked: row.is_liked,
    canDelete: !!viewer && (viewer.isInstanceOwner || viewer.userId === row.author_id),
    linksAsText: accountAgeMs < feedLinkAccountAgeDays * 86_400_000,
  };
}
