import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { create as createTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { openDatabase } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';
import { registerOwner, logIn, signedInEmail, type TestAccount } from '../../testing/accounts.factory';
import { renderPng, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createEmptyTestDatabase } from '../../testing/test-database';
import { extractArchive, listMediaFiles, type BackupManifest } from './backup.archive';
import { listBackupTables, qualifiedName } from './backup.catalog';
import { createBackup } from './backup.dump';
import { restoreBackup } from './backup.restore';

/** Every row of every backed-up table, as text, sorted: two databases with equal snapshots compare equal. */
async function readAllRows(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const snapshot: Record<string, string[]> = {};
    for (const table of await listBackupTables(client)) {
      const { rows } = await client.query<{ row: string }>(
        `SELECT t::text AS row FROM ${qualifiedName(table)} t ORDER BY 1`,
      );
      snapshot[`${table.schema}.${table.name}`] = rows.map((row) => row.row);
    }
    return snapshot;
  } finally {
    await client.end();
  }
}

/** The media folder as key → bytes. */
async function readMedia(root: string): Promise<Map<string, Buffer>> {
  const files = await listMediaFiles(root);
  return new Map(files.map((file) => [file.key, readFileSync(file.path)]));
}

/** Copies `archive` to `output` with its manifest changed by `edit`. */
async function rewriteManifest(
  archive: string,
  output: string,
  edit: (manifest: BackupManifest) => BackupManifest,
): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'postforge-rewrite-'));
  try {
    await extractArchive(archive, folder);
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
    writeFileSync(join(folder, 'manifest.json'), JSON.stringify(edit(manifest)));
    await createTar({ gzip: true, file: output, cwd: folder }, ['manifest.json', 'data', 'media']);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('backup: npm run backup / npm run restore', () => {
  let source: TestApp;
  let owner: TestAccount;
  let workDir: string;
  let archive: string;
  const dropLater: (() => Promise<void>)[] = [];

  /** A configuration for the commands: an empty database (or `url`) and a fresh DATA_DIR with its media. */
  async function emptyTarget(url?: string) {
    const dataDir = mkdtempSync(join(workDir, 'target-'));
    let databaseUrl = url;
    if (!databaseUrl) {
      const empty = await createEmptyTestDatabase();
      dropLater.push(empty.drop);
      databaseUrl = empty.url;
    }
    return {
      config: loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }),
      dataDir,
      url: databaseUrl,
    };
  }

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'postforge-backup-test-'));
    source = await createTestApp();
    owner = await registerOwner(source);
    await uploadAsset(source, owner.jar, {
      data: await renderPng(90, 60),
      filename: 'logo.png',
      contentType: 'image/png',
    });
    const joined = await source.request({
      method: 'POST',
      url: '/api/waitlist',
      payload: { email: 'waiting@example.com', wantsUpdates: true },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const invited = await source.request({
      method: 'POST',
      url: '/api/admin/invitations',
      cookies: owner.jar,
      payload: { email: 'friend@example.com' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    archive = join(workDir, 'backup.tar.gz');
    const sourceConfig = loadConfig({
      DATABASE_URL: source.container.database.url,
      DATA_DIR: source.dataDir,
    });
    const summary = await createBackup(sourceConfig, { output: archive });
    expect(summary.source).toBe('database-url');
    expect(summary.mediaFiles).toBeGreaterThan(0);
    // Private (password hashes, sessions), and no staging or partial files left next to it.
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(readdirSync(workDir)).toEqual(['backup.tar.gz']);
  });

  afterAll(async () => {
    await source.close();
    for (const drop of dropLater) await drop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('brings an empty database and media folder back to the snapshot, row for row and byte for byte', async () => {
    const manifest = JSON.parse(
      readFileSync(join(await extractTo(archive), 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    expect(manifest.migrations.map((migration) => migration.tag)).toContain('0001_initial');
    expect(manifest.tables.map((table) => `${table.schema}.${table.name}`)).toEqual(
      expect.arrayContaining(['public.users', 'public.assets', 'drizzle.__drizzle_migrations']),
    );
    expect(manifest.tables.some((table) => table.schema === 'pgboss')).toBe(false);
    expect(manifest.tables.find((table) => table.name === 'waitlist_entries')?.rows).toBe(1);

    const target = await emptyTarget();
    const summary = await restoreBackup(target.config, archive);
    expect(summary.newerMigrations).toBe(0);

    expect(await readAllRows(target.url)).toEqual(await readAllRows(source.container.database.url));
    const sourceMedia = await readMedia(join(source.dataDir, 'media'));
    expect(sourceMedia.size).toBeGreaterThan(0);
    expect(await readMedia(join(target.dataDir, 'media'))).toEqual(sourceMedia);

    // The restored instance works: the owner signs in with the same password, sequences continue.
    const restored = await createTestApp(
      { DATA_DIR: target.dataDir },
      { database: await openDatabase({ databaseUrl: target.url, dataDir: target.dataDir }) },
    );
    try {
      const { response, jar } = await logIn(restored, { email: owner.email, password: owner.password });
      expect(response.statusCode, response.body).toBe(200);
      expect(await signedInEmail(restored, jar)).toBe(owner.email);
      const asset = await uploadAsset(restored, jar, {
        data: await renderPng(30, 30),
        filename: 'second.png',
        contentType: 'image/png',
      });
      expect(asset.id).toBeTruthy();
    } finally {
      await restored.close();
    }
  });

  it('restores into an instance that was started once (settings row, no users)', async () => {
    const target = await emptyTarget();
    const once = await createTestApp(
      { DATA_DIR: target.dataDir },
      { database: await openDatabase({ databaseUrl: target.url, dataDir: target.dataDir }) },
    );
    await once.close();
    await restoreBackup(target.config, archive);
    const rows = await readAllRows(target.url);
    expect(rows['public.instance_settings']).toEqual(
      (await readAllRows(source.container.database.url))['public.instance_settings'],
    );
    expect(rows['public.users']).toHaveLength(1);
  });

  it('refuses a target that already has a user account', async () => {
    const target = await emptyTarget(source.container.database.url);
    await expect(restoreBackup(target.config, archive)).rejects.toThrow(/already has 1 user account\(s\)/);
  });

  it('refuses a backup made by a newer version, before touching the database', async () => {
    const newer = join(workDir, 'newer.tar.gz');
    await rewriteManifest(archive, newer, (manifest) => ({
      ...manifest,
      appVersion: '9.0.0',
      migrations: [
        ...manifest.migrations,
        { tag: '0099_future', createdAt: 4102444800000, hash: 'f'.repeat(64) },
      ],
    }));
    const target = await emptyTarget();
    await expect(restoreBackup(target.config, newer)).rejects.toThrow(
      /made by a newer version of Postforge \(9\.0\.0\): its migration 0099_future is not in this version/,
    );
    expect(await readAllRows(target.url)).toEqual({});
  });

  it('refuses a target migrated past the backup', async () => {
    const older = join(workDir, 'older.tar.gz');
    await rewriteManifest(archive, older, (manifest) => ({
      ...manifest,
      migrations: manifest.migrations.slice(0, -1),
    }));
    const target = await emptyTarget();
    const migrated = await openDatabase({ databaseUrl: target.url, dataDir: target.dataDir });
    await migrated.close();
    await expect(restoreBackup(target.config, older)).rejects.toThrow(
      /set up by a newer version of Postforge/,
    );
  });

  it('refuses to overwrite a different media file', async () => {
    const target = await emptyTarget();
    const [first] = await listMediaFiles(join(source.dataDir, 'media'));
    if (!first) throw new Error('no media in the source');
    const clash = join(target.dataDir, 'media', first.key);
    mkdirSync(join(clash, '..'), { recursive: true });
    writeFileSync(clash, 'something else');
    await expect(restoreBackup(target.config, archive)).rejects.toThrow(/different file\(s\)/);
    expect(readFileSync(clash, 'utf8')).toBe('something else');
    expect(await readAllRows(target.url)).toEqual({});
  });

  it('refuses a file that is not a backup archive', async () => {
    const target = await emptyTarget();
    const notAnArchive = join(workDir, 'notes.tar.gz');
    writeFileSync(notAnArchive, 'these are not the files you are looking for');
    await expect(restoreBackup(target.config, notAnArchive)).rejects.toThrow(
      /is not a readable backup archive/,
    );
  });

  it('refuses while Postforge holds the data directory', async () => {
    const target = await emptyTarget();
    const lock = lockDataDir(join(target.dataDir, 'postforge.lock'));
    try {
      await expect(restoreBackup(target.config, archive)).rejects.toThrow(/Stop Postforge first/);
    } finally {
      lock.release();
    }
  });

  it("backs up a running app's database through DATA_DIR's lock and database-url", async () => {
    const dataDir = mkdtempSync(join(workDir, 'running-'));
    const lock = lockDataDir(join(dataDir, 'postforge.lock'));
    try {
      writeFileSync(join(dataDir, 'database-url'), `${source.container.database.url}\n`);
      const output = join(workDir, 'running.tar.gz');
      const summary = await createBackup(loadConfig({ DATA_DIR: dataDir }), { output });
      expect(summary.source).toBe('running-app');
      expect(summary.manifest.tables.find((table) => table.name === 'users')?.rows).toBe(1);
    } finally {
      lock.release();
    }
  });

  /** Extracts `file` into a new folder under the work folder; answers the folder. */
  async function extractTo(file: string): Promise<string> {
    const folder = mkdtempSync(join(workDir, 'extract-'));
    await extractArchive(file, folder);
    return folder;
  }
});
