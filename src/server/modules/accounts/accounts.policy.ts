import { allowEveryone, definePolicy, publicAction, sessionAction } from '../../http/authorize';

/**
 * Who may use the account endpoints. Signing up, in and out and resetting a password are open to every
 * visitor (rate limits guard them); preferences and the password change belong to any signed-in user.
 */
export const accountsPolicy = definePolicy('accounts', {
  readSession: publicAction(allowEveryone),
  readRegistrationMode: publicAction(allowEveryone),
  logIn: publicAction(allowEveryone),
  register: publicAction(allowEveryone),
  logOut: publicAction(allowEveryone),
  requestPasswordReset: publicAction(allowEveryone),
  resetPassword: publicAction(allowEveryone),
  joinWaitlist: publicAction(allowEveryone),
  savePreferences: sessionAction(allowEveryone),
  readCookieConsent: sessionAction(allowEveryone),
  saveCookieConsent: sessionAction(allowEveryone),
  changePassword: sessionAction(allowEveryone),
});
