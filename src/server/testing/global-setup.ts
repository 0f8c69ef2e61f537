import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';
import { createJobQueue } from '../jobs/queue';
import { databaseUrl } from './test-database';

const quiet = { info: () => undefined, warn: () => undefined };

/**
 * Global set-up of the unit project: a PostgreSQL server (TEST_DATABASE_URL, else an embedded server in a
 * temporary directory) and a template database migrated once, with pg-boss's schema, that each test file
 * clones. Teardown drops every database of this run and stops the embedded server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'postforge-test-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir, log: quiet });
    adminUrl = embedded.adminUrl;
  }
  const prefix = `pf_t${Date.now().toString(36)}${process.pid.toString(36)}_`;
  const template = `${prefix}template`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();

  const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, template), max: 4 });
  try {
    await migrateDatabase(pool);
    const queue = createJobQueue(pool, { onError: () => undefined });
    await queue.start([], false);
    await queue.stop();
  } finally {
    await pool.end();
  }
  project.provide('testDatabase', { adminUrl, template, prefix });

  const serverUrl = adminUrl;
  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    try {
      const { rows } = await cleanup.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${prefix}%`],
      );
      for (const { datname } of rows) await cleanup.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await cleanup.end();
    }
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
