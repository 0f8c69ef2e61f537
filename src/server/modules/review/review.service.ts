import type { z } from 'zod';
import type { editPostSchema } from '../../../shared/contracts/review';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import type { PostChanges, PostRow } from '../generation/generation.store';
import type { PostVersionReason, PostVersionRow, ReviewStore } from './review.store';

/** The message of a post that is not in the caller's workspace (or does not exist). */
export const postNotFoundMessage = 'This post does not exist.';
/** The message of a version that is not one of the post's. */
export const versionNotFoundMessage = 'This version does not exist.';

const postNotFound = () => new AppError('not_found', postNotFoundMessage);

/** The post fields a restore sets from a version: its five kept fields, and the media states that go with them. */
export function restoreChanges(row: PostRow, version: PostVersionRow): PostChanges {
  const changes: PostChanges = {
    content: version.content,
    hashtags: version.hashtags,
    imagePrompt: version.imagePrompt,
    imageAssetId: version.imageAssetId,
    videoAssetId: version.videoAssetId,
  };
  if (version.imageAssetId !== row.imageAssetId)
    changes.imageStatus = version.imageAssetId ? 'ready' : 'none';
  if (version.videoAssetId !== row.videoAssetId && version.videoAssetId) changes.videoStatus = 'ready';
  return changes;
}

/**
 * Changes of generated posts on the review screen. Every change goes through `updatePost`, which keeps the
 * post's previous state as a version (content, hashtags, image prompt, image and video) with who and why.
 */
export function createReviewService(deps: { store: ReviewStore }) {
  const { store } = deps;

  /**
   * Changes a post of `workspaceId` and records its previous state as a version with `reason` and the user who
   * made the change (`by`; null for work outside a request). A change that changes nothing records nothing.
   * A post of another workspace (or none) is a 404.
   */
  async function updatePost(
    workspaceId: string,
    postId: string,
    patch: PostChanges,
    reason: PostVersionReason,
    by: string | null = null,
  ): Promise<PostRow> {
    const result = await store.changePost(workspaceId, postId, patch, reason, by);
    if (!result) throw postNotFound();
    return result.post;
  }

  return {
    updatePost,
    /** Edits a post's content, hashtags or image prompt in place (the review's autosave). */
    async editPost(auth: AuthContext, postId: string, body: z.output<typeof editPostSchema>) {
      const patch: PostChanges = {};
      if (body.content !== undefined) patch.content = body.content;
      if (body.hashtags !== undefined) patch.hashtags = [...new Set(body.hashtags)];
      if (body.imagePrompt !== undefined) patch.imagePrompt = body.imagePrompt;
      return updatePost(auth.workspaceId, postId, patch, 'edit', auth.userId);
    },
    /** A post's versions, newest first (404 for a post that is not the workspace's). */
    async listVersions(workspaceId: string, postId: string) {
      if (!(await store.findPost(workspaceId, postId))) throw postNotFound();
      return store.listVersions(workspaceId, postId);
    },
    /** Brings back a version of a post; the state it replaces becomes a version of its own ('restore'). */
    async restoreVersion(workspaceId: string, postId: string, versionId: string, by: string | null) {
      const version = await store.findVersion(workspaceId, postId, versionId);
      if (!version) throw new AppError('not_found', versionNotFoundMessage);
      const result = await store.changePost(
        workspaceId,
        postId,
        (current) => restoreChanges(current, version),
        'restore',
        by,
      );
      if (!result) throw postNotFound();
      return result.post;
    },
  };
}

/** The review service. */
export type ReviewService = ReturnType<typeof createReviewService>;
