import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';

/** The Drizzle schema object. */
export type Schema = typeof schema;
/** A Drizzle database on either driver. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database with its driver handle (PGlite or a pg Pool) and a close that flushes to disk. */
export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; pglite: PGlite; ping(): Promise<void>; close(): Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; ping(): Promise<void>; close(): Promise<void> };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Advisory lock key that serialises migrations across processes ('pfmg' as an int). */
const migrationLockKey = 0x70666d67;

/**
 * Opens the database: PostgreSQL through node-postgres when `databaseUrl` is set, else PGlite in
 * `{dataDir}/db` (locked against a second process; `memory://` for tests). Applies migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    // Several processes may start at once on one PostgreSQL: an advisory lock lets one migrate at a time.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
      lockClient.release();
    }
    return {
      kind: 'postgres',
      db,
      pool,
      async ping() {
        await pool.query('select 1');
      },
      async close() {
        await pool.end();
      },
    };
  }
  const dataPath = options.inMemory ? undefined : resolve(options.dataDir, 'db');
  const lock = dataPath ? lockDataDir(join(resolve(options.dataDir), 'db.lock')) : undefined;
  try {
    const pglite = await PGlite.create(dataPath ?? 'memory://', { extensions: { pg_trgm } });
    const client = drizzlePglite(pglite, { schema });
    await migratePglite(client, { migrationsFolder });
    let isClosed = false;
    return {
      kind: 'pglite',
      db: client as unknown as Database,
      pglite,
      async ping() {
        await pglite.query('select 1');
      },
      async close() {
        if (isClosed) return;
        isClosed = true;
        try {
          if (dataPath) await pglite.query('CHECKPOINT');
          await pglite.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
