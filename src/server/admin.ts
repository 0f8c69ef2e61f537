import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isEmailShaped, normalizeEmail } from '../shared/domain/email';
import { loadConfig, resolvePublicUrl, type Config } from './config/config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { buildResetLink, createAuthLoader, resetLinkSeconds } from './modules/accounts/accounts.auth';
import { createAccountsStore } from './modules/accounts/accounts.store';

/** Where a command writes: `out` for its result, `error` for problems. */
export interface AdminOutput {
  out(line: string): void;
  error(line: string): void;
}

const usage = [
  'Usage: npm run admin -- <command>',
  '',
  'Commands:',
  '  reset-link EMAIL   Print a one-time link that sets a new password for the account of EMAIL (for an owner',
  '                     without SMTP who cannot log in). It works once, for one hour; earlier links stop working.',
  '  help               Show this text.',
  '',
  'Reads the same settings as the server (DATABASE_URL, DATA_DIR, PUBLIC_URL, ...). With the embedded database',
  'it works whether the server is running (it uses the running database) or not (it starts it for a moment).',
];

/**
 * Opens the app's database for a command: DATABASE_URL when set; else the embedded server of DATA_DIR,
 * started here when no app holds the directory, or the running app's server (its URL is in
 * `$DATA_DIR/database-url`) when one does. Refuses a DATA_DIR without a database rather than creating one.
 */
export async function openAdminDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL)
    return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, maxConnections: 2 });
  const dataDir = resolve(config.DATA_DIR);
  if (!existsSync(join(dataDir, 'pg', 'PG_VERSION')))
    throw new Error(
      `There is no Postforge database in ${dataDir}. Set DATA_DIR (or DATABASE_URL) as the server has it.`,
    );
  try {
    return await openDatabase({ dataDir, embeddedPort: config.EMBEDDED_DATABASE_PORT, maxConnections: 2 });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const url = readFileSync(join(dataDir, 'database-url'), 'utf8').trim();
    return openDatabase({ databaseUrl: url, dataDir, maxConnections: 2 });
  }
}

/**
 * Creates a password reset link for an account without sending any e-mail (the way back in for an owner
 * without SMTP). Like a requested link, it ends the account's earlier links. Answers undefined when no
 * account has this address.
 */
export async function createResetLink(
  database: DatabaseHandle,
  config: Config,
  rawEmail: string,
): Promise<string | undefined> {
  const email = normalizeEmail(rawEmail);
  const store = createAccountsStore(database.db);
  const settings = await store.findInstanceSettings();
  if (!settings || !(await store.findUserByEmail(email))) return undefined;
  const publicUrl = resolvePublicUrl(config);
  let token: string | undefined;
  const auth = await createAuthLoader({
    db: database.db,
    secret: config.AUTH_SECRET ?? settings.authSecret,
    publicUrl,
    resetLinks: store,
    async onResetRequested(_user, created) {
      token = created;
    },
  })();
  await auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } });
  return token === undefined ? undefined : buildResetLink(publicUrl, token);
}

/** Runs `npm run admin -- <args>` with the settings of `env` (the process environment by default); answers the exit code. */
export async function runAdminCommand(
  args: readonly string[],
  output: AdminOutput,
  env?: Record<string, string | undefined>,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help') {
    for (const line of usage) output.out(line);
    return command === undefined ? 2 : 0;
  }
  if (command !== 'reset-link' || rest.length !== 1 || !isEmailShaped(normalizeEmail(rest[0] ?? ''))) {
    output.error(
      command === 'reset-link' ? 'reset-link needs one e-mail address.' : `Unknown command: ${command}`,
    );
    for (const line of usage) output.error(line);
    return 2;
  }
  const config = env ? loadConfig(env) : loadConfig();
  const database = await openAdminDatabase(config);
  try {
    const link = await createResetLink(database, config, rest[0] ?? '');
    if (!link) {
      output.error(`No account has the e-mail address ${normalizeEmail(rest[0] ?? '')}.`);
      return 1;
    }
    output.out(
      `One-time password reset link for ${normalizeEmail(rest[0] ?? '')} (valid for ${resetLinkSeconds / 60} minutes):`,
    );
    output.out(link);
    return 0;
  } finally {
    await database.close();
  }
}
