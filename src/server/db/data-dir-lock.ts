import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** A held lock; `release` removes the lock file (idempotent). */
export interface DataDirLock {
  release(): void;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on a PGlite data directory (PGlite itself does not refuse a second opener).
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 * Throws a message that names the directory and the pid holding it.
 */
export function lockDataDir(lockPath: string): DataDirLock {
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let isReleased = false;
      return {
        release() {
          if (isReleased) return;
          isReleased = true;
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && isProcessAlive(holder)) {
        throw new Error(
          `The database directory is already in use by another Postforge process (pid ${holder}). ` +
            `Stop that process, or set DATABASE_URL to a PostgreSQL server to run several processes. Lock: ${lockPath}`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the database directory (${lockPath}).`);
}
