import { allowEveryone, canWriteWorkspace, definePolicy, sessionAction } from '../../http/authorize';

/** The refusal of an upload to a viewer. */
export const viewerUploadMessage = 'Viewers cannot upload to this workspace.';

/**
 * Owners and editors add files to their workspace's library; every member may read them. Which files a caller
 * reads is the workspace-scoped query's business: another workspace's asset is a 404, never a 403.
 */
export const mediaPolicy = definePolicy('media', {
  upload: sessionAction(canWriteWorkspace, viewerUploadMessage),
  readFile: sessionAction(allowEveryone),
  readThumbnail: sessionAction(allowEveryone),
  listLibrary: sessionAction(allowEveryone),
  readAsset: sessionAction(allowEveryone),
});
