import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config/config';
import { createContainer, type Container } from '../container';
import type { PublishDestination } from '../modules/posts/posts.destinations';
import type { PlatformAdapter } from '../integrations/platforms/types';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { openTestDatabase } from './test-database';

export { openTestDatabase };

/** A test app: the real container and Fastify app on a fresh database, queue started, no web build served. */
export interface TestApp {
  app: FastifyInstance;
  container: Container;
  config: Config;
  dataDir: string;
  /** Sends a request with the CSRF header and the cookies of `cookies` (a cookie jar string). */
  request(options: Omit<InjectOptions, 'cookies'> & { cookies?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Builds a TestApp; `env` overrides configuration variables. `clock` replaces the time source; `sleep`
 * replaces the waits between video status checks (e.g. a zero-delay sleep to run polling fast); `logger`
 * (e.g. `createLogger` with a capturing destination) is given to the container and the HTTP app; `database`
 * runs it on a database the test opened itself; `databaseUrl` runs the app on an existing database (another
 * app's, to test a restart) that `close` leaves in place. By default the app gets its own clone of the
 * template, dropped by `close`.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    clock?: () => Date;
    sleep?: (ms: number) => Promise<void>;
    logger?: Logger;
    /** An open database to run on (closed by `close`) instead of a fresh clone of the template. */
    database?: DatabaseHandle;
    databaseUrl?: string;
    /** Destinations every post also goes to (a loopback fake platform). */
    publishDestinations?: readonly PublishDestination[];
    /** Platform adapters instead of the real ones (an X adapter with a short timeout, say). */
    platformAdapters?: readonly PlatformAdapter[];
  } = {},
): Promise<TestApp> {
  const { logger, databaseUrl, ...containerOptions } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'postforge-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const database =
    containerOptions.database ??
    (databaseUrl ? await openDatabase({ databaseUrl, dataDir }) : await openTestDatabase());
  const container = await createContainer(config, {
    ...containerOptions,
    database,
    ...(logger ? { logger } : {}),
  });
  await container.queue.start(container.jobs, true);
  const app = await buildApp(container, { webRoot: false, ...(logger ? { loggerInstance: logger } : {}) });
  await app.ready();
  return {
    app,
    container,
    config,
    dataDir,
    request({ cookies, headers, ...rest }) {
      return app.inject({
        ...rest,
        headers: { 'x-postforge-csrf': '1', ...(cookies ? { cookie: cookies } : {}), ...headers },
      });
    },
    async close() {
      await app.close();
      await container.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Turns a response's Set-Cookie headers into a Cookie header value (name=value pairs). */
export function cookiesFrom(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0] ?? '', pair] as const),
  );
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  for (const cookie of list) {
    const pair = cookie.split(';')[0] ?? '';
    const name = pair.split('=')[0] ?? '';
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie) || pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}
