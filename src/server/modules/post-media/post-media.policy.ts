import { canWriteWorkspace, definePolicy, sessionAction } from '../../http/authorize';

/** The refusal of a media change or an export to a viewer. */
export const viewerPostMediaMessage = 'Viewers cannot edit the posts of this workspace.';

/**
 * Owners and editors change a post's media and export posts (an export marks them exported). Which post a
 * caller reaches is the workspace-scoped query's business: another workspace's is a 404.
 */
export const postMediaPolicy = definePolicy('postmedia', {
  chooseMedia: sessionAction(canWriteWorkspace, viewerPostMediaMessage),
  generateImage: sessionAction(canWriteWorkspace, viewerPostMediaMessage),
  exportPost: sessionAction(canWriteWorkspace, viewerPostMediaMessage),
  exportRun: sessionAction(canWriteWorkspace, viewerPostMediaMessage),
  markExported: sessionAction(canWriteWorkspace, viewerPostMediaMessage),
});
