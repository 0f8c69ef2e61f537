import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';

/** What the unit project's global set-up provides: a server to create databases on, and a migrated template. */
export interface TestDatabaseServer {
  /** Connection string of a maintenance database on the test server (may create and drop databases). */
  adminUrl: string;
  /** Name of the migrated template database every test file's database is cloned from. */
  template: string;
  /** Prefix of every database this run creates (so teardown can drop leftovers). */
  prefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseServer;
  }
}

/** The connection string of `database` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A fresh database for one test file, cloned from the migrated template (`CREATE DATABASE … TEMPLATE …`, a
 * few tens of milliseconds), on the embedded server the test run started or on TEST_DATABASE_URL. `close`
 * drops it.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const { adminUrl, template, prefix } = inject('testDatabase');
  const name = `${prefix}${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: '' });
  // Bound now: a lazy `handle.close` lookup would find the replacement below and call itself forever.
  const closeDatabase = handle.close.bind(handle);
  handle.close = async () => {
    await closeDatabase();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    try {
      // pool.end() resolves before its connections are gone; a forced drop while they are still closing makes
      // the server send them a FATAL error nobody listens to any more. Wait for them first (at most ~5 s).
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await cleanup.query<{ open: number }>(
          'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if ((rows[0]?.open ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await cleanup.end();
    }
  };
  return handle;
}

/**
 * A new database with nothing in it (not cloned from the migrated template: no tables, no migrations), on
 * the test server; `drop` removes it (its connections must be closed first).
 */
export async function createEmptyTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { adminUrl, prefix } = inject('testDatabase');
  const name = `${prefix}${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(adminUrl, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
