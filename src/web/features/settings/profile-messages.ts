import {
  profileImageTypeMessage,
  usernameCharactersMessage,
  usernameRequiredMessage,
  usernameTakenMessage,
  websiteInvalidMessage,
} from '../../../shared/contracts/settings';
import { profileImageTooLargeMessage } from '../../../shared/domain/limits';
import { i18n } from '../../i18n/i18n';

/** The shared profile rules' English messages and their keys in the `settings` catalogue. */
const keysByMessage = {
  [usernameRequiredMessage]: 'settings:profile.errors.usernameRequired',
  [usernameTakenMessage]: 'settings:profile.errors.usernameTaken',
  [usernameCharactersMessage]: 'settings:profile.errors.usernameCharacters',
  [websiteInvalidMessage]: 'settings:profile.errors.website',
  [profileImageTypeMessage]: 'settings:profile.avatar.notImage',
  [profileImageTooLargeMessage]: 'settings:profile.avatar.tooLarge',
} as const;

/**
 * A profile field's message in the interface language: a shared rule's message through the catalogue; a
 * length limit ('too_big') as 'at most N characters'; anything else (a server message, already translated)
 * as it is.
 */
export function translateProfileMessage(
  error: { message?: string; type?: string } | undefined,
  max?: number,
): string | undefined {
  if (!error?.message) return undefined;
  const key = keysByMessage[error.message as keyof typeof keysByMessage];
  if (key) return i18n.t(key);
  if (error.type === 'too_big' && max !== undefined)
    return i18n.t('settings:profile.errors.tooLong', { max });
  return error.message;
}
