import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/multipart';
import { cleanFileName } from '../../../shared/domain/file-names';
import {
  getNotificationPreferencesContract,
  getProfileContract,
  removeAvatarContract,
  updateNotificationPreferencesContract,
  updateProfileContract,
  uploadAvatarContract,
} from '../../../shared/contracts/settings';
import { profileImageMaxBytes, profileImageTooLargeMessage } from '../../../shared/domain/limits';
import { AppError } from '../../http/app-error';
import { bindRoute } from '../../http/contract-binding';
import { settingsPolicy } from './settings.policy';
import type { SettingsService } from './settings.service';

/** Settings > Profile and Notifications of the signed-in user. */
export function registerSettingsRoutes(
  app: FastifyInstance,
  deps: { settings: SettingsService; uploadDir: string },
): void {
  const { settings } = deps;

  bindRoute(app, getProfileContract, settingsPolicy.readProfile, async ({ auth }) => ({
    profile: await settings.getProfile(auth),
  }));

  bindRoute(app, updateProfileContract, settingsPolicy.saveProfile, async ({ auth, body }) => ({
    profile: await settings.saveProfile(auth, body),
  }));

  bindRoute(app, uploadAvatarContract, settingsPolicy.uploadAvatar, async ({ auth, request }) => {
    if (!request.isMultipart()) throw new AppError('bad_request', 'Send the file as multipart/form-data.');
    await mkdir(deps.uploadDir, { recursive: true });
    const temporary = join(deps.uploadDir, `${crypto.randomUUID()}.upload`);
    let filename: string | undefined;
    let declaredType: string | undefined;
    let isTruncated = false;
    try {
      // A file over 5MB is cut short by the parser (`truncated`) and refused with the spec's message.
      const parts = request.parts({ limits: { fileSize: profileImageMaxBytes, files: 1, fields: 0 } });
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        filename = cleanFileName(part.filename, 'image');
        declaredType = part.mimetype;
        await pipeline(part.file, createWriteStream(temporary));
        isTruncated = part.file.truncated;
      }
      if (isTruncated) throw new AppError('payload_too_large', profileImageTooLargeMessage);
      if (!declaredType) throw new AppError('bad_request', 'No file was sent.');
      return { profile: await settings.uploadAvatar(auth, { path: temporary }, { declaredType, filename }) };
    } finally {
      await rm(temporary, { force: true });
    }
  });

  bindRoute(app, removeAvatarContract, settingsPolicy.removeAvatar, async ({ auth }) => ({
    profile: await settings.removeAvatar(auth),
  }));

  bindRoute(
    app,
    getNotificationPreferencesContract,
    settingsPolicy.readNotificationPreferences,
    async ({ auth }) => settings.getNotificationPreferences(auth),
  );

  bindRoute(
    app,
    updateNotificationPreferencesContract,
    settingsPolicy.saveNotificationPreferences,
    async ({ auth, body }) => settings.saveNotificationPreferences(auth, body),
  );
}
