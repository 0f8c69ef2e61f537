import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { resolveMediaDir, type Config } from '../../config/config';
import { migrateDatabase, openDatabase } from '../../db/client';
import { findLockHolder } from '../../db/data-dir-lock';
import { embeddedPaths } from '../../db/embedded-postgres';
import {
  extractArchive,
  isSameContent,
  listMediaFiles,
  readManifest,
  type BackupManifest,
  type MediaFile,
} from './backup.archive';
import {
  columnList,
  countOtherSessions,
  countUsers,
  listBackupTables,
  qualifiedName,
  resetSequences,
  setPortableFormats,
  sortByForeignKeys,
} from './backup.catalog';
import {
  findPrefixMismatch,
  readAppliedMigrations,
  readCodeMigrations,
  writePartialMigrationsFolder,
  type MigrationRecord,
} from './backup.migrations';

/** What a restore brought back. */
export interface RestoreSummary {
  manifest: BackupManifest;
  /** The embedded server of DATA_DIR (started and stopped here) or the server of DATABASE_URL. */
  target: 'embedded' | 'database-url';
  /** Tables in the order they were loaded, with their row counts. */
  tables: { schema: string; name: string; rows: number }[];
  /** Migrations of this version the backup did not have, applied after loading. */
  newerMigrations: number;
  mediaFiles: number;
  mediaBytes: number;
  /** Media files MEDIA_DIR already held with the same bytes (left as they were). */
  mediaAlreadyPresent: number;
}

/** The name our connections show in pg_stat_activity, so the check for other sessions skips them. */
const applicationName = 'postforge-restore';

/** Refuses a backup whose migrations are not the start of this version's (made by a newer version). */
function checkBackupMigrations(manifest: BackupManifest, code: MigrationRecord[]): void {
  const mismatch = findPrefixMismatch(manifest.migrations, code);
  if (!mismatch) return;
  throw new Error(
    mismatch.reason === 'missing'
      ? `This backup was made by a newer version of Postforge (${manifest.appVersion}): its migration ${mismatch.name} is not in this version. Upgrade Postforge, then restore.`
      : `The backup's migration ${mismatch.name} differs from this version's: restore it with the version that made it (${manifest.appVersion}).`,
  );
}

/** Refuses media files MEDIA_DIR already holds under the same key with other bytes (nothing is overwritten). */
async function checkMediaConflicts(media: MediaFile[], mediaDir: string): Promise<void> {
  const conflicts: string[] = [];
  for (const file of media) {
    const existing = join(mediaDir, file.key);
    if (existsSync(existing) && !(await isSameContent(file.path, existing))) conflicts.push(file.key);
  }
  if (conflicts.length > 0) {
    throw new Error(
      `${mediaDir} already holds ${conflicts.length} different file(s) under the names of the backup's media (${conflicts.slice(0, 5).join(', ')}${conflicts.length > 5 ? ', …' : ''}). Move them away or set MEDIA_DIR to an empty folder, then restore.`,
    );
  }
}

/**
 * Refuses a target that is not empty: one with a user account (a fresh instance that was started once has
 * its settings row but no users, and counts as empty), one migrated past the backup's level, or one other
 * sessions use (an app on DATABASE_URL).
 */
async function checkTargetIsEmpty(
  pool: pg.Pool,
  manifest: BackupManifest,
  code: MigrationRecord[],
): Promise<void> {
  const client = await pool.connect();
  try {
    const users = await countUsers(client);
    if (users > 0) {
      throw new Error(
        `The target database already has ${users} user account(s). A restore only fills an empty instance: use a new DATA_DIR (or a new, empty database for DATABASE_URL).`,
      );
    }
    const applied = await readAppliedMigrations(client, code);
    const mismatch = findPrefixMismatch(applied, manifest.migrations);
    if (mismatch) {
      throw new Error(
        `The target database was set up by a newer version of Postforge than the backup (it has migration ${mismatch.name}, the backup does not). Restore into a new DATA_DIR (or a new, empty database for DATABASE_URL).`,
      );
    }
    const others = await countOtherSessions(client, applicationName);
    if (others > 0) {
      throw new Error(
        `${others} other connection(s) to the target database are open. Stop Postforge first (and anything else using this database), then restore.`,
      );
    }
  } finally {
    client.release();
  }
}

/**
 * In one transaction: empties every backed-up table and COPYs the archive's rows back, parents before
 * children (foreign keys), with the archive's column lists; then sets each sequence to its column's
 * largest value. Any mismatch (a missing table or column, a row count that differs) rolls it all back.
 */
async function loadTables(
  pool: pg.Pool,
  manifest: BackupManifest,
  folder: string,
): Promise<RestoreSummary['tables']> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await setPortableFormats(client);
    const target = new Map((await listBackupTables(client)).map((table) => [qualifiedName(table), table]));
    for (const table of manifest.tables) {
      const columns = target.get(qualifiedName(table))?.columns;
      if (!columns) throw new Error(`The target database has no table ${qualifiedName(table)}.`);
      if (columns.length !== table.columns.length || !table.columns.every((name) => columns.includes(name))) {
        throw new Error(`The columns of ${qualifiedName(table)} differ from the backup's.`);
      }
      target.delete(qualifiedName(table));
    }
    if (target.size > 0) {
      throw new Error(
        `The target database has tables the backup does not know: ${[...target.keys()].join(', ')}.`,
      );
    }
    const ordered = await sortByForeignKeys(client, manifest.tables);
    await client.query(`TRUNCATE ${ordered.map(qualifiedName).join(', ')}`);
    for (const table of ordered) {
      const copy = client.query(copyFrom(`COPY ${qualifiedName(table)} (${columnList(table)}) FROM STDIN`));
      await pipeline(createReadStream(join(folder, table.file)), copy);
      if (copy.rowCount !== table.rows) {
        throw new Error(
          `${table.file} holds ${copy.rowCount} rows, the manifest says ${table.rows}: the backup is damaged.`,
        );
      }
    }
    await resetSequences(client, ordered);
    await client.query('COMMIT');
    return ordered.map(({ schema, name, rows }) => ({ schema, name, rows }));
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Moves the extracted media files into MEDIA_DIR; files already there with the same bytes stay. */
async function placeMediaFiles(media: MediaFile[], mediaDir: string): Promise<number> {
  let alreadyPresent = 0;
  for (const file of media) {
    const destination = join(mediaDir, file.key);
    if (existsSync(destination)) {
      if (!(await isSameContent(file.path, destination))) {
        throw new Error(`${destination} appeared during the restore with other bytes than the backup's.`);
      }
      alreadyPresent += 1;
      continue;
    }
    await mkdir(dirname(destination), { recursive: true });
    try {
      await rename(file.path, destination);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(file.path, destination);
    }
  }
  return alreadyPresent;
}

/**
 * `npm run restore -- FILE`: brings an empty instance (DATA_DIR's embedded database, or DATABASE_URL) back
 * to the archive `file`. Refuses while Postforge runs on DATA_DIR, a backup from a newer version, a target
 * with users or newer migrations, and media files that would overwrite different ones. Then: migrations up
 * to the backup's level, the tables in one transaction, this version's remaining migrations, the media.
 */
export async function restoreBackup(config: Config, file: string): Promise<RestoreSummary> {
  const dataDir = resolve(config.DATA_DIR);
  const holder = findLockHolder(embeddedPaths(dataDir).lockFile);
  if (holder !== undefined) {
    throw new Error(
      `Postforge is running on ${dataDir} (pid ${holder}). Stop Postforge first, then restore.`,
    );
  }
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  const staging = join(dataDir, 'tmp', `restore-${randomUUID()}`);
  const extracted = join(staging, 'archive');
  await mkdir(extracted, { recursive: true });
  try {
    await extractArchive(resolve(file), extracted);
    const manifest = await readManifest(extracted);
    const code = await readCodeMigrations();
    checkBackupMigrations(manifest, code);
    const media = await listMediaFiles(join(extracted, 'media'));
    const mediaDir = resolveMediaDir(config);
    await checkMediaConflicts(media, mediaDir);

    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir,
      embeddedPort: config.EMBEDDED_DATABASE_PORT,
      migrations: 'skip',
      applicationName,
      maxConnections: 4,
    });
    let tables: RestoreSummary['tables'];
    try {
      await checkTargetIsEmpty(database.pool, manifest, code);
      const partial = join(staging, 'migrations');
      await migrateDatabase(
        database.pool,
        await writePartialMigrationsFolder(manifest.migrations.length, partial),
      );
      tables = await loadTables(database.pool, manifest, extracted);
      await migrateDatabase(database.pool);
    } finally {
      await database.close();
    }
    let mediaAlreadyPresent: number;
    try {
      mediaAlreadyPresent = await placeMediaFiles(media, mediaDir);
    } catch (error) {
      throw new Error(
        `The database was restored, but copying the media files into ${mediaDir} failed (${error instanceof Error ? error.message : String(error)}). ` +
          `Copy the missing files from the archive's media/ folder (tar -xzf ${file} -C ${mediaDir} --strip-components=1 --keep-old-files media), then start Postforge.`,
        { cause: error },
      );
    }
    return {
      manifest,
      target: config.DATABASE_URL ? 'database-url' : 'embedded',
      tables,
      newerMigrations: code.length - manifest.migrations.length,
      mediaFiles: media.length,
      mediaBytes: media.reduce((sum, entry) => sum + entry.bytes, 0),
      mediaAlreadyPresent,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
