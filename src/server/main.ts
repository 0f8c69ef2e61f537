import { buildApp } from './app';
import { loadConfig } from './config/config';
import { createContainer } from './container';
import { createLogger } from './logging/logger';

/**
 * Process entry. ROLES=api,worker (default) serves HTTP and runs jobs; on PostgreSQL, processes may take
 * one role each. On SIGINT/SIGTERM: stop accepting requests, stop the queue, close the database
 * (and stop the embedded server).
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const hasApi = config.ROLES.includes('api');
  const hasWorker = config.ROLES.includes('worker');
  const logger = await createLogger(config);
  const container = await createContainer(config, { logger });
  await container.queue.start(container.jobs, hasWorker);
  const app = await buildApp(container, { loggerInstance: logger });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await container.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  if (hasApi) {
    await app.listen({ host: config.HOST, port: config.PORT });
    container.mediaSweep.start(); // in the background: readiness never waits for it
    app.log.info(
      {
        url: container.publicUrl,
        database: container.database.embedded ? 'embedded' : 'external',
        roles: config.ROLES,
        startupMs: Math.round(performance.now() - startedAt),
      },
      'Postforge is ready',
    );
  } else {
    container.mediaSweep.start();
    app.log.info({ roles: config.ROLES }, 'Postforge worker is running');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
