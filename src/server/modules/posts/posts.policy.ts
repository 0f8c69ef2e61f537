import { allowEveryone, canWriteWorkspace, definePolicy, sessionAction } from '../../http/authorize';

/** The refusal of a post record change to a viewer. */
export const viewerPostRecordMessage = 'Viewers cannot save or publish posts in this workspace.';

/**
 * Owners and editors save generated posts as drafts (and, next, publish and schedule them); every member reads
 * the workspace's stored posts. Another workspace's post is a 404 from the scoped queries.
 */
export const postsPolicy = definePolicy('posts', {
  saveDraft: sessionAction(canWriteWorkspace, viewerPostRecordMessage),
  publishPost: sessionAction(canWriteWorkspace, viewerPostRecordMessage),
  retryPublish: sessionAction(canWriteWorkspace, viewerPostRecordMessage),
  listPosts: sessionAction(allowEveryone),
  getPost: sessionAction(allowEveryone),
});
