import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type EmbeddedPostgresLogger,
} from './embedded-postgres';
import { projectRootUrl } from '../paths';

/** The Drizzle schema object. */
export type Schema = typeof schema;
/** The Drizzle database. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database: Drizzle over a node-postgres pool, and the embedded server when this process runs it. */
export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /** The connection string in use (contains the password: never log it). */
  url: string;
  /** The server this process started (the embedded default); undefined with DATABASE_URL. */
  embedded: EmbeddedPostgres | undefined;
  ping(): Promise<void>;
  /** Closes the pool, then stops the embedded server if this process runs it. Idempotent. */
  close(): Promise<void>;
}

/** Where the committed migrations live. */
export const migrationsFolder = fileURLToPath(new URL('src/server/db/migrations', projectRootUrl));
/**
 * Advisory lock key that serialises migrations across processes ('pfmg' as an int). A backup holds it
 * shared while it reads, so no migration changes the tables under it.
 */
export const migrationLockKey = 0x70666d67;

const quietLogger: EmbeddedPostgresLogger = { info: () => undefined, warn: () => undefined };

/**
 * Applies the committed migrations to the database at `url`, one process at a time (several processes may
 * start together on one server: an advisory lock lets one migrate while the others wait).
 */
export async function migrateDatabase(pool: pg.Pool, folder = migrationsFolder): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    await migrate(drizzle(pool, { schema }), { migrationsFolder: folder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    lockClient.release();
  }
}

/**
 * Opens the database and applies migrations (unless told to skip them): the PostgreSQL server at `databaseUrl` when set, else the
 * embedded server of `dataDir` (started here, stopped by `close`).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  embeddedPort?: number | undefined;
  log?: EmbeddedPostgresLogger;
  /** Most connections this process opens (default 10). */
  maxConnections?: number;
  /** Shown in pg_stat_activity (lets a tool tell its own connections from others). */
  applicationName?: string;
  /** 'skip' opens the database as it is (backup and restore choose their migration level themselves). */
  migrations?: 'apply' | 'skip';
}): Promise<DatabaseHandle> {
  const embedded = options.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: options.dataDir,
        ...(options.embeddedPort ? { port: options.embeddedPort } : {}),
        log: options.log ?? quietLogger,
      });
  const url = options.databaseUrl ?? embedded?.url ?? '';
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
  });
  // An idle connection the server ends (a restart, an admin's pg_terminate_backend) must not crash the app.
  pool.on('error', (error) =>
    (options.log ?? quietLogger).warn({ err: error }, 'idle database connection lost'),
  );
  try {
    if (options.migrations !== 'skip') await migrateDatabase(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    pool,
    url,
    embedded,
    async ping() {
      await pool.query('select 1');
    },
    close() {
      closing ??= (async () => {
        try {
          await pool.end();
        } finally {
          await embedded?.stop();
        }
      })();
      return closing;
    },
  };
}
