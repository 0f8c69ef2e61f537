import { randomBytes } from 'node:crypto';
import type { Config } from './config/config';
import type { Database } from './db/client';
import { createTransactionScope } from './db/transaction-scope';
import type { ServiceLogger } from './container';
import type { Mailer } from './integrations/email/mailer';
import type { MediaStorage } from './integrations/storage/storage';
import { createAccountExport } from './modules/account-security/account-export';
import { createAccountSecurityService } from './modules/account-security/account-security.service';
import { createAccountSecurityStore } from './modules/account-security/account-security.store';
import { buildResetLink, createAuthLoader } from './modules/accounts/accounts.auth';
import { composeResetEmail, findRecipientLocale } from './modules/accounts/accounts.emails';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAccountsStore, createSessionsStore } from './modules/accounts/accounts.store';
import { createInstanceService } from './modules/instance/instance.service';

/**
 * Accounts in the container: the instance's settings (its generated auth secret on a first start), the auth
 * engine (loaded on first use; reset links e-mailed in the account's language), the accounts service, the
 * owner's instance settings and invitations, and the signed-in user's own security screen and data export.
 */
export async function createAccountsWiring(deps: {
  config: Pick<Config, 'AUTH_SECRET' | 'SESSION_IDLE_MINUTES'>;
  db: Database;
  mailer: Mailer;
  storage: MediaStorage;
  publicUrl: string;
  clock: () => Date;
  log: ServiceLogger;
}) {
  const { config, db, mailer, storage, publicUrl, clock, log } = deps;
  // Account writes that belong together (a registration: user, credential, session, workspace, ownership,
  // invitation) share one transaction across our stores and better-auth's adapter.
  const accountsScope = createTransactionScope(db);

  const accountsStore = createAccountsStore(accountsScope.db);
  const settings = await accountsStore.ensureInstanceSettings(randomBytes(32).toString('base64url'));
  const authSecret = config.AUTH_SECRET ?? settings.authSecret;
  const loadAuth = createAuthLoader({
    db: accountsScope.db,
    secret: authSecret,
    publicUrl,
    resetLinks: accountsStore,
    async onResetRequested(user, token) {
      const locale = await findRecipientLocale(accountsStore, user.id);
      await mailer.send(composeResetEmail(locale, user, buildResetLink(publicUrl, token)));
    },
  });
  const accounts = createAccountsService({
    loadAuth,
    store: accountsStore,
    sessionsStore: createSessionsStore(accountsScope.db),
    inTransaction: accountsScope.run,
    clock,
    idleMinutes: config.SESSION_IDLE_MINUTES,
    addressKey: authSecret,
  });
  const instance = createInstanceService({ store: accountsStore, mailer, publicUrl, clock });
  const accountSecurityStore = createAccountSecurityStore(db);
  const accountSecurity = createAccountSecurityService({
    store: accountSecurityStore,
    accountsStore,
    loadAuth,
    mailer,
    storage,
    publicUrl,
    clock,
    idleMinutes: config.SESSION_IDLE_MINUTES,
    log,
  });
  const buildAccountExport = createAccountExport({ store: accountSecurityStore, storage, clock, log });
  return { accountsStore, authSecret, accounts, instance, accountSecurity, buildAccountExport };
}
