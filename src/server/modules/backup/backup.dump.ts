import { existsSync, readFileSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { resolveMediaDir, type Config } from '../../config/config';
import { migrationLockKey, openDatabase, type DatabaseHandle } from '../../db/client';
import { findLockHolder } from '../../db/data-dir-lock';
import { embeddedPaths } from '../../db/embedded-postgres';
import {
  backupFormat,
  backupFormatVersion,
  listMediaFiles,
  writeArchive,
  type ArchiveFile,
  type BackupManifest,
  type BackupTable,
} from './backup.archive';
import { columnList, listBackupTables, qualifiedName, setPortableFormats } from './backup.catalog';
import { readAppliedMigrations, readCodeMigrations } from './backup.migrations';

/** What a backup wrote: the archive and what it holds. */
export interface BackupSummary {
  file: string;
  /** Size of the archive, bytes. */
  bytes: number;
  /** Where the data came from: the running app's server, a server this command started, or DATABASE_URL. */
  source: 'running-app' | 'embedded' | 'database-url';
  manifest: BackupManifest;
  mediaFiles: number;
  mediaBytes: number;
}

/** The default archive name, `postforge-backup-YYYYMMDD-HHMMSS.tar.gz` (local time). */
export function defaultBackupName(now: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const date = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}`;
  const time = `${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
  return `postforge-backup-${date}-${time}.tar.gz`;
}

/** The `version` of the package.json of Postforge, found above this file (source or compiled). */
export function readAppVersion(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (json.name === 'postforge' && json.version) return json.version;
  }
  return 'unknown';
}

/**
 * Opens the database to back up, without migrating it: DATABASE_URL when set; else the server of the app
 * running on DATA_DIR (its lock is held by a live process: the URL is in `$DATA_DIR/database-url`); else
 * the embedded server of DATA_DIR, started here and stopped by `close`.
 */
export async function openBackupSource(
  config: Config,
): Promise<{ database: DatabaseHandle; source: BackupSummary['source'] }> {
  const common = { dataDir: config.DATA_DIR, maxConnections: 2, migrations: 'skip' as const };
  if (config.DATABASE_URL) {
    return {
      database: await openDatabase({ ...common, databaseUrl: config.DATABASE_URL }),
      source: 'database-url',
    };
  }
  const paths = embeddedPaths(resolve(config.DATA_DIR));
  const holder = findLockHolder(paths.lockFile);
  if (holder !== undefined) {
    const url = await readFile(paths.urlFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    if (!url.trim()) {
      throw new Error(`Postforge (pid ${holder}) is starting on ${config.DATA_DIR}: try again in a moment.`);
    }
    return { database: await openDatabase({ ...common, databaseUrl: url.trim() }), source: 'running-app' };
  }
  if (!existsSync(join(paths.clusterDir, 'PG_VERSION'))) {
    throw new Error(
      `There is no Postforge database in ${resolve(config.DATA_DIR)} (no pg folder). Set DATA_DIR to the data directory of the instance, or DATABASE_URL.`,
    );
  }
  return {
    database: await openDatabase({ ...common, embeddedPort: config.EMBEDDED_DATABASE_PORT }),
    source: 'embedded',
  };
}

/**
 * Dumps every backed-up table into `folder` (one COPY text file each) inside one REPEATABLE READ READ
 * ONLY transaction, so all tables show the same moment even while the app writes. A migration running
 * at the same time is waited for (its advisory lock is taken shared, before the snapshot).
 */
async function dumpTables(
  pool: pg.Pool,
  folder: string,
): Promise<Pick<BackupManifest, 'migrations' | 'tables'>> {
  await mkdir(join(folder, 'data'));
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock_shared($1)', [migrationLockKey]);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await setPortableFormats(client);
    const migrations = await readAppliedMigrations(client, await readCodeMigrations());
    const tables: BackupTable[] = [];
    for (const [index, shape] of (await listBackupTables(client)).entries()) {
      const file = `data/${String(index + 1).padStart(3, '0')}-${`${shape.schema}.${shape.name}`.replace(/[^A-Za-z0-9_.-]/g, '_')}.copy`;
      const path = join(folder, file);
      const copy = client.query(
        copyTo(`COPY (SELECT ${columnList(shape)} FROM ${qualifiedName(shape)}) TO STDOUT`),
      );
      await pipeline(copy, createWriteStream(path, { mode: 0o600 }));
      tables.push({ ...shape, rows: copy.rowCount, bytes: (await stat(path)).size, file });
    }
    await client.query('COMMIT');
    return { migrations, tables };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.query('SELECT pg_advisory_unlock_shared($1)', [migrationLockKey]).catch(() => undefined);
    client.release();
  }
}

/**
 * `npm run backup`: writes one archive (`output`, default {@link defaultBackupName} in the current folder)
 * with `manifest.json`, a data file per table and the media folder under `media/`. The tables are one
 * consistent snapshot; media files are read after it (files the app adds meanwhile are included, files it
 * deletes meanwhile are skipped). pg-boss's queue is not included.
 */
export async function createBackup(
  config: Config,
  options: { output?: string; now?: Date } = {},
): Promise<BackupSummary> {
  const now = options.now ?? new Date();
  const output = resolve(options.output ?? defaultBackupName(now));
  if (existsSync(output)) throw new Error(`${output} already exists: choose another --output.`);
  const staging = await mkdtemp(join(dirname(output), '.postforge-backup-'));
  try {
    const { database, source } = await openBackupSource(config);
    let dumped: Pick<BackupManifest, 'migrations' | 'tables'>;
    try {
      dumped = await dumpTables(database.pool, staging);
    } finally {
      await database.close();
    }
    const manifest: BackupManifest = {
      format: backupFormat,
      formatVersion: backupFormatVersion,
      appVersion: readAppVersion(),
      createdAt: now.toISOString(),
      ...dumped,
    };
    await writeFile(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    const media = await listMediaFiles(resolveMediaDir(config));
    const files: ArchiveFile[] = [
      { archivePath: 'manifest.json', sourcePath: join(staging, 'manifest.json') },
      ...manifest.tables.map((table) => ({ archivePath: table.file, sourcePath: join(staging, table.file) })),
      ...media.map((file) => ({ archivePath: `media/${file.key}`, sourcePath: file.path, isMedia: true })),
    ];
    const { skipped } = await writeArchive(output, files);
    const kept = media.filter((file) => !skipped.includes(`media/${file.key}`));
    return {
      file: output,
      bytes: (await stat(output)).size,
      source,
      manifest,
      mediaFiles: kept.length,
      mediaBytes: kept.reduce((sum, file) => sum + file.bytes, 0),
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
