import { createAccountPasswords } from './accounts.passwords';
import { createAccountPreferences } from './accounts.preferences';
import { createAccountRegistration } from './accounts.registration';
import type { AccountsDependencies } from './accounts.rules';
import { createAccountSessions } from './accounts.sessions';

/**
 * Account rules, one file per use case: registration modes, registration and the waitlist
 * (accounts.registration.ts); sessions, login and logout (accounts.sessions.ts); password reset and change
 * (accounts.passwords.ts); the preferences that follow the account (accounts.preferences.ts). Messages and
 * shared checks: accounts.rules.ts.
 */
export function createAccountsService(deps: AccountsDependencies) {
  const sessions = createAccountSessions(deps);
  return {
    resolveAuth: sessions.resolveAuth,
    describe: sessions.describe,
    login: sessions.login,
    isKnownLoginAddress: sessions.isKnownLoginAddress,
    logout: sessions.logout,
    ...createAccountRegistration(deps, sessions),
    ...createAccountPasswords(deps),
    ...createAccountPreferences(deps),
  };
}

/** The accounts service. */
export type AccountsService = ReturnType<typeof createAccountsService>;
