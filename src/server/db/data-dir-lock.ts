import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** A held lock; `release` removes the lock file (idempotent). */
export interface DataDirLock {
  release(): void;
}

/** The data directory is held by another live Postforge process (`holderPid`). */
export class DataDirInUseError extends Error {
  readonly holderPid: number;
  constructor(message: string, holderPid: number) {
    super(message);
    this.name = 'DataDirInUseError';
    this.holderPid = holderPid;
  }
}

/** Lock files this process holds (a second lock on one of them is refused like another process's). */
const heldHere = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // After a reboot the pid may belong to an unrelated program: only a Node process counts as a holder.
  try {
    return /node/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * The pid of the Postforge process holding the lock file at `lockPath` (this process included), or
 * undefined when the file is missing or was left by a process that is gone. Lets tools that must not run
 * beside the app (restore) or that talk to its server (backup) tell whether the app is running.
 */
export function findLockHolder(lockPath: string): number | undefined {
  let holder: number;
  try {
    holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!Number.isInteger(holder)) return undefined;
  const isHeld = heldHere.has(resolve(lockPath)) || (holder !== process.pid && isProcessAlive(holder));
  return isHeld ? holder : undefined;
}

/**
 * Takes an exclusive lock on a data directory: one Postforge process runs its embedded database.
 * The lock file holds the owner's pid; a lock left by a dead process (or our own pid, after a container
 * restart) is taken over. Throws DataDirInUseError, naming the directory and the pid holding it.
 */
export function lockDataDir(lockPath: string): DataDirLock {
  mkdirSync(dirname(lockPath), { recursive: true });
  const path = resolve(lockPath);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let isReleased = false;
      heldHere.add(path);
      return {
        release() {
          if (isReleased) return;
          isReleased = true;
          heldHere.delete(path);
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = findLockHolder(lockPath);
      if (holder !== undefined) {
        throw new DataDirInUseError(
          `The data directory ${dirname(lockPath)} is already in use by another Postforge process (pid ${holder}). ` +
            'Stop that process or give this one its own DATA_DIR. To add a process to the running one, start it with ' +
            `DATABASE_URL="$(cat ${dirname(lockPath)}/database-url)".`,
          holder,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory (${lockPath}).`);
}
