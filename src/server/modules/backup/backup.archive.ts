import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { Header, Pack, ReadEntry, extract } from 'tar';
import { z } from 'zod';
import { isValidMediaKey } from '../../integrations/storage/storage';

/** What the archive's `format` field says, and the newest layout this code reads and writes. */
export const backupFormat = 'postforge-backup';
export const backupFormatVersion = 1;

const migrationSchema = z.object({
  tag: z.string().nullable(),
  createdAt: z.number().int(),
  hash: z.string().min(1),
});

const tableSchema = z.object({
  schema: z.string().min(1),
  name: z.string().min(1),
  columns: z.array(z.string().min(1)).min(1),
  /** Rows in the data file. */
  rows: z.number().int().min(0),
  /** Size of the data file, bytes. */
  bytes: z.number().int().min(0),
  /** The data file inside the archive: `COPY … TO STDOUT` text format, one line per row. */
  file: z.string().regex(/^data\/[A-Za-z0-9_.-]+$/),
});

const manifestSchema = z.object({
  format: z.literal(backupFormat),
  formatVersion: z.number().int().min(1),
  appVersion: z.string(),
  createdAt: z.string(),
  /** The migrations the backed-up database had applied, oldest first. */
  migrations: z.array(migrationSchema),
  /** Every table in the archive, with the columns of its data file in order. */
  tables: z.array(tableSchema),
});

/** `manifest.json`, the first entry of a backup archive. */
export type BackupManifest = z.infer<typeof manifestSchema>;
/** One table of a {@link BackupManifest}. */
export type BackupTable = z.infer<typeof tableSchema>;

/** A file to put into the archive: its path inside the archive and where to read it. */
export interface ArchiveFile {
  archivePath: string;
  sourcePath: string;
  /**
   * A media file: it may disappear while the archive is written (the app deletes it), and is then
   * skipped; it keeps its permissions (data files are stored private, 0600).
   */
  isMedia?: boolean;
}

/** A file of the media folder: its media key (path relative to the folder, `/`-separated) and size. */
export interface MediaFile {
  key: string;
  path: string;
  bytes: number;
}

/**
 * The media files under `root`, sorted by key. Only names a media key can have are listed: the hidden
 * `.name.uuid.tmp` files of writes in progress (or left by a crash) are not media. A missing folder has none.
 */
export async function listMediaFiles(root: string): Promise<MediaFile[]> {
  let names: string[];
  try {
    names = await readdir(root, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: MediaFile[] = [];
  for (const name of names.sort()) {
    const key = name.split(sep).join('/');
    if (!isValidMediaKey(key)) continue;
    const path = join(root, name);
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile()) files.push({ key, path, bytes: info.size });
  }
  return files;
}

/** Streams one file into `pack` as a regular file entry; false when an optional file is gone. */
async function addFile(pack: Pack, file: ArchiveFile, failed: Promise<never>): Promise<boolean> {
  let handle;
  try {
    handle = await open(file.sourcePath, 'r');
  } catch (error) {
    if (file.isMedia && (error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  try {
    // Once open, the file's bytes stay readable even if the app replaces or deletes it meanwhile.
    const info = await handle.stat();
    const entry = new ReadEntry(
      new Header({
        path: file.archivePath,
        type: 'File',
        size: info.size,
        mode: file.isMedia ? info.mode & 0o777 : 0o600,
        mtime: info.mtime,
      }),
    );
    pack.add(entry);
    if (info.size > 0) {
      const source = handle.createReadStream({ start: 0, end: info.size - 1, autoClose: false });
      for await (const chunk of source as AsyncIterable<Buffer>) {
        if (!entry.write(chunk)) {
          await Promise.race([new Promise((resolve) => entry.once('drain', resolve)), failed]);
        }
      }
    }
    entry.end();
    return true;
  } finally {
    await handle.close();
  }
}

/**
 * Writes a gzip-compressed tar archive of `files` (in that order) to `output`, mode 0600 (it holds
 * password hashes and session tokens). The archive appears at `output` only once complete. Answers the
 * paths of the media files that were gone and left out.
 */
export async function writeArchive(output: string, files: ArchiveFile[]): Promise<{ skipped: string[] }> {
  const partial = `${output}.partial`;
  const target = createWriteStream(partial, { mode: 0o600 });
  const pack = new Pack({ gzip: true, portable: true });
  const failed = new Promise<never>((_, reject) => {
    pack.on('error', reject);
    target.on('error', reject);
  });
  failed.catch(() => undefined);
  const closed = new Promise<void>((resolve) => target.on('close', resolve));
  pack.pipe(target);
  const skipped: string[] = [];
  try {
    for (const file of files) {
      if (!(await addFile(pack, file, failed))) skipped.push(file.archivePath);
    }
    pack.end();
    await Promise.race([closed, failed]);
    await rename(partial, output);
    return { skipped };
  } catch (error) {
    target.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Extracts a backup archive into the empty folder `into`. Only `manifest.json`, `data/` and `media/` are
 * written, regular files and folders only (links and devices are skipped), never outside `into`; a damaged
 * or truncated archive throws.
 */
export async function extractArchive(file: string, into: string): Promise<void> {
  try {
    await extractEntries(file, into);
  } catch (error) {
    throw new Error(
      `${file} is not a readable backup archive (${error instanceof Error ? error.message : String(error)}).`,
      { cause: error },
    );
  }
}

async function extractEntries(file: string, into: string): Promise<void> {
  await extract({
    file,
    cwd: into,
    strict: true,
    preserveOwner: false,
    filter: (path, entry) =>
      /^(manifest\.json$|data\/|media\/)/.test(path) &&
      'type' in entry &&
      (entry.type === 'File' || entry.type === 'Directory'),
  });
}

/**
 * Reads and checks `manifest.json` of an extracted archive: a Postforge backup of a layout this code
 * reads, whose data files are all present. Throws a message saying what is wrong.
 */
export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(folder, 'manifest.json'), 'utf8');
  } catch {
    throw new Error('This file is not a Postforge backup (no manifest.json in the archive).');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('The backup manifest is not valid JSON.');
  }
  const format = (raw as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== backupFormat) throw new Error('This file is not a Postforge backup.');
  if (typeof format.formatVersion === 'number' && format.formatVersion > backupFormatVersion) {
    throw new Error(
      `This backup was made by a newer version of Postforge (archive format ${format.formatVersion}; this version reads ${backupFormatVersion}). Upgrade Postforge, then restore.`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`The backup manifest is damaged: ${parsed.error.message}`);
  for (const table of parsed.data.tables) {
    const info = await stat(join(folder, table.file)).catch(() => undefined);
    if (!info?.isFile()) throw new Error(`The backup is incomplete: ${table.file} is missing.`);
  }
  return parsed.data;
}

async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

/** True when the two files hold the same bytes. */
export async function isSameContent(first: string, second: string): Promise<boolean> {
  const [a, b] = await Promise.all([stat(first), stat(second)]);
  if (a.size !== b.size) return false;
  const [hashA, hashB] = await Promise.all([hashFile(first), hashFile(second)]);
  return hashA === hashB;
}
