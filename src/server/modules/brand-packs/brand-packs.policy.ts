import { allowEveryone, canWriteWorkspace, definePolicy, sessionAction } from '../../http/authorize';

/** The refusal of a brand pack change to a viewer of the workspace. */
export const viewerBrandPackMessage = 'Viewers cannot change the brand packs of this workspace.';

/**
 * Brand packs: every member reads and exports them (and their files); owners and editors create, edit, delete, activate them
 * and change their files (the active
 * pack shapes every member's generation); viewers change nothing. Another workspace's pack is a 404 from the
 * scoped queries, never a 403.
 */
export const brandPacksPolicy = definePolicy('brands', {
  list: sessionAction(allowEveryone),
  export: sessionAction(allowEveryone),
  create: sessionAction(canWriteWorkspace, viewerBrandPackMessage),
  update: sessionAction(canWriteWorkspace, viewerBrandPackMessage),
  delete: sessionAction(canWriteWorkspace, viewerBrandPackMessage),
  activate: sessionAction(canWriteWorkspace, viewerBrandPackMessage),
  listFiles: sessionAction(allowEveryone),
  readFont: sessionAction(allowEveryone),
  uploadFont: sessionAction(canWriteWorkspace, viewerBrandPackMessage),
  removeFont: sessionAction(canWriteWorkspace, viewerBrandPackMessage),
  addImage: sessionAction(canWriteWorkspace, viewerBrandPackMessage),
  removeImage: sessionAction(canWriteWorkspace, viewerBrandPackMessage),
});
