import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../../db/client';

/**
 * One migration as drizzle records it (`drizzle.__drizzle_migrations`: `created_at` is the journal's `when`
 * in epoch milliseconds, `hash` the SHA-256 of the SQL file) plus its journal tag (null when this code's
 * journal does not know it).
 */
export interface MigrationRecord {
  tag: string | null;
  createdAt: number;
  hash: string;
}

interface JournalEntry {
  tag: string;
  when: number;
}

interface Journal {
  entries: JournalEntry[];
}

async function readJournal(folder: string): Promise<Journal> {
  return JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The migrations this code ships, in journal order, hashed the way drizzle's migrator hashes them. */
export async function readCodeMigrations(folder = migrationsFolder): Promise<MigrationRecord[]> {
  const journal = await readJournal(folder);
  const files = readMigrationFiles({ migrationsFolder: folder });
  return files.map((file, index) => ({
    tag: journal.entries[index]?.tag ?? null,
    createdAt: file.folderMillis,
    hash: file.hash,
  }));
}

/**
 * The migrations the database of `client` has applied, oldest first, tagged from `known` (this code's
 * migrations). Empty when drizzle's table does not exist yet (a database nothing was migrated into).
 */
export async function readAppliedMigrations(
  client: pg.ClientBase,
  known: MigrationRecord[],
): Promise<MigrationRecord[]> {
  const { rows: exists } = await client.query<{ table: string | null }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS table`,
  );
  if (!exists[0]?.table) return [];
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
  return rows.map((row) => {
    const createdAt = Number(row.created_at);
    return {
      tag: known.find((entry) => entry.createdAt === createdAt)?.tag ?? null,
      createdAt,
      hash: row.hash,
    };
  });
}

/** The first migration where two lists part: `missing` when `list` lacks it, `different` otherwise. */
export interface MigrationMismatch {
  /** Its journal tag, or its `created_at` when no journal here knows it. */
  name: string;
  reason: 'missing' | 'different';
}

/**
 * The first migration of `prefix` that `list` does not have at the same place (same `createdAt` and
 * `hash`), or undefined when `prefix` is the start of `list`.
 */
export function findPrefixMismatch(
  prefix: MigrationRecord[],
  list: MigrationRecord[],
): MigrationMismatch | undefined {
  for (const [index, entry] of prefix.entries()) {
    const other = list[index];
    if (other?.createdAt === entry.createdAt && other.hash === entry.hash) continue;
    const isKnown = list.some((candidate) => candidate.createdAt === entry.createdAt);
    return { name: entry.tag ?? `created at ${entry.createdAt}`, reason: isKnown ? 'different' : 'missing' };
  }
  return undefined;
}

/**
 * Writes into `into` a migrations folder whose journal lists only the first `count` migrations of `folder`
 * (their SQL files copied), so drizzle's migrator brings a database up to exactly that level.
 */
export async function writePartialMigrationsFolder(
  count: number,
  into: string,
  folder = migrationsFolder,
): Promise<string> {
  const journal = await readJournal(folder);
  const entries = journal.entries.slice(0, count);
  await mkdir(join(into, 'meta'), { recursive: true });
  await writeFile(join(into, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }, null, 2));
  for (const entry of entries)
    await copyFile(join(folder, `${entry.tag}.sql`), join(into, `${entry.tag}.sql`));
  return into;
}
