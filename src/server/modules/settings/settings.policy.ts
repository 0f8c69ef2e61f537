import { allowEveryone, canWriteWorkspace, definePolicy, sessionAction } from '../../http/authorize';

/** The refusal of a profile image upload to a viewer of the current workspace (the image is its asset). */
export const viewerAvatarMessage = 'Viewers cannot upload to this workspace.';

/**
 * Settings belong to the signed-in user: each route reads or writes the caller's own profile and
 * preferences only (every query takes the caller's user id). The profile image is stored as an asset of
 * the caller's workspace, so uploading it needs write access there.
 */
export const settingsPolicy = definePolicy('settings', {
  readProfile: sessionAction(allowEveryone),
  saveProfile: sessionAction(allowEveryone),
  uploadAvatar: sessionAction(canWriteWorkspace, viewerAvatarMessage),
  removeAvatar: sessionAction(allowEveryone),
  readNotificationPreferences: sessionAction(allowEveryone),
  saveNotificationPreferences: sessionAction(allowEveryone),
});
