import { isGenerationPlatform } from '../../../shared/domain/platforms';
import { postRecordTitle } from '../../../shared/domain/post-records';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import type { PostsStore } from './posts.store';

/** The message of a stored or generated post that is not in the caller's workspace (or does not exist). */
export const postRecordNotFoundMessage = 'This post does not exist.';
/** The message of a generated post that was saved already. */
export const alreadySavedMessage = 'This post was saved already.';

const notFound = () => new AppError('not_found', postRecordNotFoundMessage);

/**
 * Whether a generated post's video was made by the offline renderer: its fallback clip after a provider
 * failure, or a clip of a run whose video provider was the offline one (the run summary says so). The stored
 * post keeps the label (history's Offline badge). An uploaded or recorded video is the user's own.
 */
export function isOfflineVideo(found: {
  post: { mediaType: string; videoAssetId: string | null; videoStatus: string; isUploadedVideo: boolean };
  runSummary: unknown;
}): boolean {
  const { post } = found;
  if (post.mediaType !== 'video' || !post.videoAssetId || post.isUploadedVideo) return false;
  if (post.videoStatus === 'fallback') return true;
  const summary = found.runSummary as { videoProvider?: { isOffline?: unknown } } | null;
  return summary?.videoProvider?.isOffline === true;
}

/** Stored posts: drafts saved from the review (publishing and scheduling come next). */
export function createPostsService(deps: { store: PostsStore; clock?: () => Date }) {
  const { store } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    /**
     * Saves a generated post of the caller's workspace as a draft: its content, hashtags, image (or video
     * still), engagement, variation and the run's prompt. The generated post leaves the review list.
     */
    async saveDraft(auth: AuthContext, generatedPostId: string) {
      const found = await store.findGenerated(auth.workspaceId, generatedPostId);
      if (!found) throw notFound();
      const { post, prompt } = found;
      if (post.savedAsPostId) throw new AppError('conflict', alreadySavedMessage);
      if (!isGenerationPlatform(post.platform)) throw notFound();
      const now = clock();
      const row = await store.insertFromGenerated(auth.workspaceId, post.id, {
        authorId: auth.userId,
        title: postRecordTitle(post.platform, 'draft'),
        content: post.content,
        status: 'draft',
        platforms: [post.platform],
        hashtags: post.hashtags,
        thumbnailAssetId: post.imageAssetId,
        videoAssetId: post.mediaType === 'video' ? post.videoAssetId : null,
        isVideoOffline: isOfflineVideo(found),
        expectedEngagement: post.engagement,
        variation: post.variation,
        originalPrompt: prompt,
        createdAt: now,
        lastModified: now,
      });
      if (!row) throw new AppError('conflict', alreadySavedMessage);
      return row;
    },
    /** The workspace's posts, a published one with the community feed's counts in its stats. */
    async listPosts(auth: AuthContext) {
      return store.withFeedStats(auth.workspaceId, await store.listPosts(auth.workspaceId));
    },
    async getPost(auth: AuthContext, postId: string) {
      const row = await store.findPost(auth.workspaceId, postId);
      if (!row) throw notFound();
      const [withStats] = await store.withFeedStats(auth.workspaceId, [row]);
      return withStats ?? row;
    },
  };
}

/** The posts service. */
export type PostsService = ReturnType<typeof createPostsService>;
