import { allowEveryone, canWriteWorkspace, definePolicy, sessionAction } from '../../http/authorize';

/** The refusal of a post change to a viewer. */
export const viewerEditPostMessage = 'Viewers cannot change posts in this workspace.';

/**
 * Owners and editors change generated posts (edit, restore a version, regenerate the text or the image,
 * shorten); every member reads a post's versions. Another workspace's post is a 404 from the scoped queries.
 */
export const reviewPolicy = definePolicy('review', {
  editPost: sessionAction(canWriteWorkspace, viewerEditPostMessage),
  listVersions: sessionAction(allowEveryone),
  restoreVersion: sessionAction(canWriteWorkspace, viewerEditPostMessage),
  regeneratePost: sessionAction(canWriteWorkspace, viewerEditPostMessage),
  regenerateImage: sessionAction(canWriteWorkspace, viewerEditPostMessage),
  shortenPost: sessionAction(canWriteWorkspace, viewerEditPostMessage),
});
