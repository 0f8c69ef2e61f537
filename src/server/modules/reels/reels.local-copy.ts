import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { MediaStorage } from '../../integrations/storage/storage';

/**
 * Runs `work` with a temporary local copy of the stored file `key` (ffmpeg seeks in a file, storage may be
 * remote), removed afterwards whatever happens.
 */
export async function withLocalCopy<T>(
  storage: MediaStorage,
  key: string,
  workDir: string,
  work: (path: string) => Promise<T>,
): Promise<T> {
  await mkdir(workDir, { recursive: true });
  const path = join(workDir, `${crypto.randomUUID()}.source`);
  try {
    const { stream } = await storage.openRead(key);
    await pipeline(stream as Readable, createWriteStream(path));
    return await work(path);
  } finally {
    await rm(path, { force: true });
  }
}
