/**
 * The real Postforge server (what src/server/main.ts starts), with one extra publish destination: an HTTP
 * platform at FAKE_PLATFORM_URL (the loopback fake of social-platform.fake.ts) with FAKE_PLATFORM_TOKEN. For the
 * SIGKILL test and the publishing benchmark only; the product has no such destination. Run with
 * `node --import tsx tests/fakes/publishing-app.ts`; ROLES, DATABASE_URL, DATA_DIR, PORT as for the app;
 * PUBLISHING_APP_WEB=1 serves the built web app too.
 */
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config/config';
import { createContainer } from '../../src/server/container';
import { createLogger } from '../../src/server/logging/logger';
import { createHttpDestination } from '../../src/server/modules/posts/posts.http-destination';

/** The destination id of the fake platform (attempt rows and idempotency keys carry it). */
export const fakePlatformDestinationId = 'fake-platform';

async function main(): Promise<void> {
  const baseUrl = process.env.FAKE_PLATFORM_URL;
  const token = process.env.FAKE_PLATFORM_TOKEN;
  if (!baseUrl || !token) throw new Error('FAKE_PLATFORM_URL and FAKE_PLATFORM_TOKEN are required');
  const config = loadConfig();
  const logger = await createLogger(config);
  const container = await createContainer(config, {
    logger,
    publishDestinations: [
      createHttpDestination({
        id: fakePlatformDestinationId,
        baseUrl,
        token,
        timeoutMs: Number(process.env.FAKE_PLATFORM_TIMEOUT_MS ?? 5000),
      }),
    ],
  });
  await container.queue.start(container.jobs, config.ROLES.includes('worker'));
  // PUBLISHING_APP_WEB=1 also serves the built web app (dist/web), for browser tests.
  const webRoot = process.env.PUBLISHING_APP_WEB === '1' ? undefined : false;
  const app = await buildApp(container, { loggerInstance: logger, webRoot });
  const shutdown = async () => {
    await app.close();
    await container.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  if (config.ROLES.includes('api')) await app.listen({ host: config.HOST, port: config.PORT });
  // The harness waits for this line (a worker-only process has no HTTP port).
  console.log(JSON.stringify({ msg: 'publishing app ready', pid: process.pid }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
