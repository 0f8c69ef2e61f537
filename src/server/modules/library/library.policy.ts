import { allowEveryone, canWriteWorkspace, definePolicy, sessionAction } from '../../http/authorize';

/** The refusal of a library change to a viewer. */
export const viewerLibraryMessage = 'Viewers cannot change the content library of this workspace.';

/**
 * Every member reads, views and downloads the workspace's library (a view or download is counted for anyone);
 * owners and editors change it. Another workspace's asset is a 404 from the scoped queries, never a 403.
 */
export const libraryPolicy = definePolicy('library', {
  list: sessionAction(allowEveryone),
  read: sessionAction(allowEveryone),
  recordView: sessionAction(allowEveryone),
  download: sessionAction(allowEveryone),
  downloadZip: sessionAction(allowEveryone),
  // An export only reads (and counts a download), like a zip download.
  export: sessionAction(allowEveryone),
  update: sessionAction(canWriteWorkspace, viewerLibraryMessage),
  bulk: sessionAction(canWriteWorkspace, viewerLibraryMessage),
  edit: sessionAction(canWriteWorkspace, viewerLibraryMessage),
});
