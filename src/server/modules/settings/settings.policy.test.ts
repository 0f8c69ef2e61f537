import { describe, expect, it } from 'vitest';
import { decideAll, everySignedInCaller, writersOnly } from '../../testing/policy-roster';
import { notificationsPolicy } from '../notifications/notifications.policy';
import { settingsPolicy, viewerAvatarMessage } from './settings.policy';

describe('settings and notifications policies', () => {
  it("lets every signed-in user manage their own settings; the profile image needs workspace write", () => {
    expect(decideAll(settingsPolicy)).toEqual({
      readProfile: everySignedInCaller,
      saveProfile: everySignedInCaller,
      uploadAvatar: writersOnly(viewerAvatarMessage),
      removeAvatar: everySignedInCaller,
      readNotificationPreferences: everySignedInCaller,
      saveNotificationPreferences: everySignedInCaller,
    });
  });

  it('lets every signed-in user read and mark their own notifications', () => {
    expect(decideAll(notificationsPolicy)).toEqual({
      list: everySignedInCaller,
      markRead: everySignedInCaller,
      markAllRead: everySignedInCaller,
    });
  });
});
