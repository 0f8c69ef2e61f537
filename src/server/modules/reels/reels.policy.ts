import { allowEveryone, canWriteWorkspace, definePolicy, sessionAction } from '../../http/authorize';

/** The refusal of an edit to a viewer. */
export const viewerEditMessage = 'Viewers cannot edit the posts of this workspace.';

/**
 * Owners and editors edit a post's video (and preview the edit: it spends the server's ffmpeg time); every
 * member follows an edit's progress. Which post or edit a caller reaches is the workspace-scoped query's
 * business: another workspace's is a 404.
 */
export const reelsPolicy = definePolicy('reels', {
  startEdit: sessionAction(canWriteWorkspace, viewerEditMessage),
  previewEdit: sessionAction(canWriteWorkspace, viewerEditMessage),
  readEdit: sessionAction(allowEveryone),
});
