/**
 * The start-up sweep: whatever a crash or a failed removal left behind goes, once it is older than a day
 * (nothing that old is still being written: an upload, a validation or a render takes minutes at most):
 * - stored files that no asset row names, as its file or its thumbnail (asked per workspace, the first
 *   segment of every key);
 * - what interrupted storage writes left (see MediaStorage.removeIncompleteWrites);
 * - files under the app's temporary folder ($DATA_DIR/tmp: uploads being received, validation copies, video
 *   renders), and the folders they leave empty.
 * It runs in the background after start-up (see `start`), so it never delays readiness.
 */
import { readdir, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from '../../integrations/storage/storage';
import type { MediaStore } from './media.store';

/** Age past which a file no one uses is removed: one day. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** Keys checked against the database in one query. */
const KEYS_PER_QUERY = 500;

/** What one sweep removed. */
export interface MediaSweepResult {
  /** Stored files without an asset row. */
  orphans: number;
  /** Leftovers of interrupted storage writes. */
  incompleteWrites: number;
  /** Files under the temporary folder. */
  temporaryFiles: number;
}

interface Dependencies {
  storage: MediaStorage;
  store: Pick<MediaStore, 'findUsedKeys'>;
  /** The app's temporary folder ($DATA_DIR/tmp); it and its top-level folders are kept, even when empty. */
  workDir: string;
  clock: () => Date;
  log: { info?(details: object, message: string): void; warn(details: object, message: string): void };
  /** Age past which an unused file is removed, ms; default {@link ORPHAN_MIN_AGE_MS}. */
  minAgeMs?: number;
}

/** True for a Node.js file-system error with the given code. */
function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/**
 * Removes files older than `before` below `directory`, then the folders left empty and old, except the
 * top-level ones (`uploads`, `video`: another request may be about to write into them); answers how many
 * files went. A missing folder, or an entry removed meanwhile, is no error.
 */
async function removeOldFiles(
  directory: string,
  before: Date,
  signal: AbortSignal,
  isTopLevel = true,
): Promise<number> {
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if (hasErrorCode(error, 'ENOENT')) return 0;
    throw error;
  }
  let removed = 0;
  for (const entry of entries) {
    signal.throwIfAborted();
    const entryPath = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      // Dated before its old files go (removing them makes it look recent).
      const info = await stat(entryPath).catch(() => undefined);
      removed += await removeOldFiles(entryPath, before, signal, false);
      // Not empty (ENOTEMPTY: something recent is inside) or recently used: kept.
      if (!isTopLevel && info && info.mtime < before) await rmdir(entryPath).catch(() => undefined);
      continue;
    }
    const info = await stat(entryPath).catch(() => undefined);
    if (!info || info.mtime >= before) continue;
    await rm(entryPath, { force: true });
    removed += 1;
  }
  return removed;
}

/** The sweep of stored files without rows and of stale temporary files; see the file comment. */
export function createMediaSweep({ storage, store, workDir, clock, log, minAgeMs }: Dependencies) {
  const controller = new AbortController();
  let running: Promise<void> | undefined;

  /** Removes the stored files of `workspaceId` among `keys` that no asset uses; answers how many. */
  async function removeUnused(workspaceId: string, keys: string[]): Promise<number> {
    const used = await store.findUsedKeys(workspaceId, keys);
    const unused = keys.filter((key) => !used.has(key));
    for (const key of unused) await storage.remove(key);
    return unused.length;
  }

  /** Runs one sweep now (`signal` stops it between files) and answers what it removed. */
  async function sweep(signal: AbortSignal = controller.signal): Promise<MediaSweepResult> {
    const before = new Date(clock().getTime() - (minAgeMs ?? ORPHAN_MIN_AGE_MS));
    let orphans = 0;
    const pending = new Map<string, string[]>();
    for await (const file of storage.list({ modifiedBefore: before })) {
      signal.throwIfAborted();
      const [workspaceId, ...rest] = file.key.split('/');
      if (!workspaceId || rest.length === 0) continue; // not a key createMediaKey makes: not ours to judge
      const keys = pending.get(workspaceId) ?? [];
      keys.push(file.key);
      pending.set(workspaceId, keys);
      if (keys.length >= KEYS_PER_QUERY) {
        orphans += await removeUnused(workspaceId, keys);
        pending.delete(workspaceId);
      }
    }
    for (const [workspaceId, keys] of pending) {
      signal.throwIfAborted();
      orphans += await removeUnused(workspaceId, keys);
    }
    const incompleteWrites = await storage.removeIncompleteWrites(before);
    const temporaryFiles = await removeOldFiles(workDir, before, signal);
    return { orphans, incompleteWrites, temporaryFiles };
  }

  return {
    sweep,

    /**
     * Starts one sweep in the background (once per process; later calls do nothing) and returns at once.
     * The outcome is logged; a failure is a warning, never a crash.
     */
    start(): void {
      running ??= sweep().then(
        (result) => {
          if (result.orphans + result.incompleteWrites + result.temporaryFiles > 0)
            log.info?.({ ...result }, 'removed media files no one uses');
        },
        (error: unknown) => {
          if (!controller.signal.aborted) log.warn({ err: error }, 'media sweep failed');
        },
      );
    },

    /** Stops a running sweep (between two files) and waits for it; call before closing the database. */
    async stop(): Promise<void> {
      controller.abort();
      await running;
    },
  };
}

/** The media sweep. */
export type MediaSweep = ReturnType<typeof createMediaSweep>;
