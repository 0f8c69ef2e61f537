import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { resolvePublicUrl, type Config } from './config/config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createMailer } from './integrations/email/mailer';
import { createJobQueue, type JobDefinition } from './jobs/queue';
import { createAuth } from './modules/accounts/accounts.auth';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAccountsStore, createSessionsStore } from './modules/accounts/accounts.store';
import { createDashboardStore } from './modules/dashboard/dashboard.store';
import { createInstanceService } from './modules/instance/instance.service';

/** Everything the app needs, wired with plain factories (no DI framework). */
export async function createContainer(
  config: Config,
  options: { database?: DatabaseHandle; clock?: () => Date } = {},
) {
  const clock = options.clock ?? (() => new Date());
  const publicUrl = resolvePublicUrl(config);
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  const { db } = database;

  const accountsStore = createAccountsStore(db);
  const settings = await accountsStore.ensureInstanceSettings(randomBytes(32).toString('base64url'));
  const mailer = createMailer({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const auth = createAuth({
    db,
    secret: config.AUTH_SECRET ?? settings.authSecret,
    publicUrl,
    async onResetRequested(user, token) {
      const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to: user.email,
        subject: 'Reset your Postforge password',
        text: `Hello ${user.name},\n\nSomeone asked to reset the password of your Postforge account. If it was you, set a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
      });
    },
  });
  const accounts = createAccountsService({
    auth,
    store: accountsStore,
    sessionsStore: createSessionsStore(db),
    clock,
    idleMinutes: config.SESSION_IDLE_MINUTES,
  });
  const instance = createInstanceService({ store: accountsStore, mailer, publicUrl, clock });
  const dashboardStore = createDashboardStore(db);

  let queueError: Error | undefined;
  const queue = createJobQueue(database, {
    onError(error) {
      queueError = error;
    },
  });
  const jobs: JobDefinition<z.ZodType>[] = [];

  return {
    config,
    publicUrl,
    clock,
    database,
    queue,
    jobs,
    mailer,
    accounts,
    instance,
    dashboardStore,
    /** The last error pg-boss reported, for diagnostics. */
    lastQueueError: () => queueError,
    async close() {
      await queue.stop();
      await database.close();
    },
  };
}

/** The wired application. */
export type Container = Awaited<ReturnType<typeof createContainer>>;
