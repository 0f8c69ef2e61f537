import {
  profileImageTypeMessage,
  usernameTakenMessage,
  type NotificationPreferences,
  type Profile,
  type ProfileInput,
} from '../../../shared/contracts/settings';
import { profileImageMaxBytes, profileImageTooLargeMessage } from '../../../shared/domain/limits';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import { assetUrl } from '../media/media.presenter';
import type { MediaService, RenderedImage } from '../media/media.service';
import { profileImageTag } from '../media/media.store';
import type { UploadInput } from '../media/upload-validator';
import { emptySocialHandles, type ProfileRow, type SettingsStore } from './settings.store';

/** Side of the stored square profile image, px (smaller images keep their shorter side). */
export const avatarSide = 512;

/** The unique index that refuses a username another user holds (case-insensitive). */
const usernameIndex = 'user_profiles_username_lower_idx';

function usernameTaken(): AppError {
  return new AppError('conflict', usernameTakenMessage, { username: usernameTakenMessage });
}

function isUsernameConflict(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const details = cause as { code?: string; constraint?: string };
  return details?.code === '23505' && details.constraint === usernameIndex;
}

/** Crops an image to a centred square of at most {@link avatarSide} px, as WebP. */
export async function cropToSquare(image: Buffer): Promise<RenderedImage> {
  // sharp loads with the first profile image, not at start-up (the build checks it).
  const { default: sharp } = await import('sharp');
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const side = Math.max(1, Math.min(width, height, avatarSide));
  const data = await sharp(image, { animated: false })
    .resize(side, side, { fit: 'cover', position: 'centre' })
    .webp({ quality: 88 })
    .toBuffer();
  return { data, contentType: 'image/webp', width: side, height: side };
}

/** Profile and notification settings of the signed-in user (Settings > Profile, Notifications). */
export function createSettingsService(deps: { store: SettingsStore; media: MediaService }) {
  const { store } = deps;

  async function present(userId: string, row: ProfileRow | undefined): Promise<Profile> {
    const account = await store.findAccount(userId);
    if (!account) throw new AppError('not_found', 'This account does not exist.');
    return {
      displayName: row?.username ? row.displayName : row?.displayName || account.name,
      username: row?.username ?? '',
      bio: row?.bio ?? '',
      interests: row?.interests ?? '',
      website: row?.website ?? '',
      socialHandles: { ...emptySocialHandles, ...row?.socialHandles },
      city: row?.city ?? '',
      email: account.email,
      avatarUrl: row?.avatarAssetId ? assetUrl(row.avatarAssetId) : null,
      updatedAt: row?.username ? row.updatedAt.toISOString() : null,
    };
  }

  return {
    async getProfile(auth: AuthContext): Promise<Profile> {
      return present(auth.userId, await store.findProfile(auth.userId));
    },

    /** Saves the profile; a username another account holds (any case) is refused with 409. */
    async saveProfile(auth: AuthContext, input: ProfileInput): Promise<Profile> {
      if (await store.isUsernameTaken(input.username, auth.userId)) throw usernameTaken();
      try {
        return await present(auth.userId, await store.saveProfile(auth.userId, input));
      } catch (error) {
        if (isUsernameConflict(error)) throw usernameTaken();
        throw error;
      }
    },

    /**
     * Stores an uploaded profile image: the upload validator (images only, at most 5MB, the spec's messages),
     * then a centred square crop, as an asset of the caller's workspace; it becomes the avatar at once.
     */
    async uploadAvatar(
      auth: AuthContext,
      input: UploadInput,
      file: { declaredType?: string; filename?: string },
    ): Promise<Profile> {
      const asset = await deps.media.storeTransformedImage(
        input,
        {
          workspaceId: auth.workspaceId,
          createdBy: auth.userId,
          source: 'uploaded',
          title: 'Profile image',
          description: 'Profile image',
          tags: [profileImageTag],
        },
        {
          maxBytes: profileImageMaxBytes,
          declaredType: file.declaredType,
          filename: file.filename,
          messages: { type: profileImageTypeMessage, size: profileImageTooLargeMessage },
        },
        cropToSquare,
      );
      return present(auth.userId, await store.setAvatar(auth.userId, asset.id));
    },

    async removeAvatar(auth: AuthContext): Promise<Profile> {
      return present(auth.userId, await store.setAvatar(auth.userId, null));
    },

    async getNotificationPreferences(auth: AuthContext): Promise<NotificationPreferences> {
      return store.findNotificationPreferences(auth.userId);
    },

    async saveNotificationPreferences(
      auth: AuthContext,
      changes: Partial<NotificationPreferences>,
    ): Promise<NotificationPreferences> {
      return store.saveNotificationPreferences(auth.userId, changes);
    },
  };
}

/** The settings service. */
export type SettingsService = ReturnType<typeof createSettingsService>;
