import { describe, expect, it } from 'vitest';
import { decideAll, everyCaller, everySignedInCaller } from '../../testing/policy-roster';
import { accountsPolicy } from './accounts.policy';

describe('accounts policy', () => {
  it('opens sign-up, sign-in, sign-out and resets to everyone; preferences, cookie choice and password need a session', () => {
    expect(decideAll(accountsPolicy)).toEqual({
      readSession: everyCaller,
      readRegistrationMode: everyCaller,
      logIn: everyCaller,
      register: everyCaller,
      logOut: everyCaller,
      requestPasswordReset: everyCaller,
      resetPassword: everyCaller,
      joinWaitlist: everyCaller,
      savePreferences: everySignedInCaller,
      readCookieConsent: everySignedInCaller,
      saveCookieConsent: everySignedInCaller,
      changePassword: everySignedInCaller,
    });
  });
});
