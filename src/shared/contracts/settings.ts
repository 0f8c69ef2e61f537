import { z } from 'zod';
import { platformIds } from '../domain/platforms';
import { defineContract } from './contract';
import { safeText } from './fields';

/** Spec 1 §5: the alert of a save without a username. */
export const usernameRequiredMessage = 'Username is required. Please enter a username before saving.';
/** A username another account holds (compared without case). */
export const usernameTakenMessage = 'This username is already taken. Please choose another one.';
/** The characters a username may have. */
export const usernameCharactersMessage =
  'A username may only contain letters, numbers, dots, hyphens and underscores.';
/** Spec 1 §5 (the URL rule): a website that is not an http(s) address. */
export const websiteInvalidMessage = 'Please enter a valid URL (must start with http:// or https://)';
/** Spec 1 §5: the alert of a failed save. */
export const settingsSaveFailedMessage = 'Failed to save settings. Please try again.';
/** Spec 1 §5: a profile image that is not an image. */
export const profileImageTypeMessage = 'Please select an image file';

/** Limits of the profile fields (spec 1 §3: the bio at most 500 characters). */
export const profileLimits = {
  username: 40,
  displayName: 80,
  bio: 500,
  interests: 500,
  website: 2048,
  socialHandle: 100,
  city: 100,
} as const;

const usernamePattern = /^[\p{L}\p{N}._-]+$/u;

/** True for an http or https address a browser can open. */
export function isWebsiteUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The six social handles, by platform id. */
export const socialHandlesSchema = z.object(
  Object.fromEntries(platformIds.map((id) => [id, safeText(profileLimits.socialHandle).trim()])) as Record<
    (typeof platformIds)[number],
    z.ZodString
  >,
);

/**
 * The editable profile (the form and PUT /api/settings/profile share it): username required and of
 * letters, digits, dots, hyphens and underscores; bio at most 500; website empty or an http(s) URL.
 */
export const profileInputSchema = z.object({
  displayName: safeText(profileLimits.displayName).trim(),
  username: safeText(profileLimits.username)
    .trim()
    .min(1, usernameRequiredMessage)
    .regex(usernamePattern, usernameCharactersMessage),
  bio: safeText(profileLimits.bio),
  interests: safeText(profileLimits.interests).trim(),
  website: safeText(profileLimits.website)
    .trim()
    .refine((value) => value === '' || isWebsiteUrl(value), websiteInvalidMessage),
  socialHandles: socialHandlesSchema,
  city: safeText(profileLimits.city).trim(),
});

/** What the profile form sends. */
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** The profile as the browser sees it; `username` is '' before the first save. */
export const profileSchema = profileInputSchema.extend({
  username: z.string(),
  website: z.string(),
  email: z.string(),
  /** Same-origin URL of the square avatar, or null. */
  avatarUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

/** A user's profile. */
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/settings/profile: the caller's profile (defaults before the first save), e-mail read-only. */
export const getProfileContract = defineContract({
  method: 'GET',
  path: '/api/settings/profile',
  summary: "The caller's profile",
  tags: ['settings'],
  response: z.object({ profile: profileSchema }),
});

/** PUT /api/settings/profile: saves the caller's profile; 409 when the username is taken. */
export const updateProfileContract = defineContract({
  method: 'PUT',
  path: '/api/settings/profile',
  summary: "Save the caller's profile",
  tags: ['settings'],
  body: profileInputSchema,
  response: z.object({ profile: profileSchema }),
});

/**
 * POST /api/settings/profile/avatar (multipart/form-data: `file`): an image under 5MB, validated by the
 * upload validator, cropped to a square and stored as an asset of the caller's workspace; it becomes the
 * profile's avatar at once.
 */
export const uploadAvatarContract = defineContract({
  method: 'POST',
  path: '/api/settings/profile/avatar',
  summary: 'Upload the profile image',
  tags: ['settings'],
  form: z.object({
    file: z.file().describe('An image (JPEG, PNG, WebP, GIF, AVIF), at most 5MB'),
  }),
  response: z.object({ profile: profileSchema }),
  status: 201,
});

/** DELETE /api/settings/profile/avatar: removes the profile image (the asset stays in the library). */
export const removeAvatarContract = defineContract({
  method: 'DELETE',
  path: '/api/settings/profile/avatar',
  summary: 'Remove the profile image',
  tags: ['settings'],
  response: z.object({ profile: profileSchema }),
});

/** The three notification checkboxes (spec 1: on, on, off by default). */
export const notificationPreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  generationCompleteAlerts: z.boolean(),
  platformConnectionAlerts: z.boolean(),
});

/** Notification preferences. */
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** GET /api/settings/notifications: the caller's notification preferences. */
export const getNotificationPreferencesContract = defineContract({
  method: 'GET',
  path: '/api/settings/notifications',
  summary: "The caller's notification preferences",
  tags: ['settings'],
  response: notificationPreferencesSchema,
});

/** PUT /api/settings/notifications: saves some or all of them (auto-saved on each change). */
export const updateNotificationPreferencesContract = defineContract({
  method: 'PUT',
  path: '/api/settings/notifications',
  summary: "Save the caller's notification preferences",
  tags: ['settings'],
  body: notificationPreferencesSchema.partial().strict(),
  response: notificationPreferencesSchema,
});
