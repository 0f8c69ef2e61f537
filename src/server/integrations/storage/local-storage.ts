import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../http/app-error';
import { assertValidMediaKey, isValidMediaKey, type MediaStorage, type StorageRange } from './storage';

/** Options of {@link createLocalStorage}. */
export interface LocalStorageOptions {
  /** Folder holding every media file (the app passes `./data/media`); created on first write. */
  rootDir: string;
}

/** True for a Node.js file-system error with the given code (ENOENT, EISDIR, ...). */
function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/** The `not_found` error every read of a missing key throws. */
function notFound(): AppError {
  return new AppError('not_found', 'Media file not found.');
}

/** Name of the hidden file a write goes to before its rename: `.{name}.{uuid}.tmp`. */
const TEMPORARY_NAME = /^\..+\.[0-9a-f-]{36}\.tmp$/;

/** Every regular file below `directory` (absolute paths with their modification time); none when missing. */
async function* walkFiles(directory: string): AsyncGenerator<{ filePath: string; modifiedAt: Date }> {
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if (hasErrorCode(error, 'ENOENT')) return;
    throw error;
  }
  for (const entry of entries) {
    const filePath = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walkFiles(filePath);
    else if (entry.isFile()) {
      const info = await stat(filePath).catch(() => undefined); // removed meanwhile
      if (info) yield { filePath, modifiedAt: info.mtime };
    }
  }
}

/** A pass-through stream that counts the bytes flowing through it. */
function createByteCounter(): { counter: Transform; bytes: () => number } {
  let total = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      callback(null, chunk);
    },
  });
  return { counter, bytes: () => total };
}

/**
 * {@link MediaStorage} on the local disk under `rootDir`, a key being the file's relative path. Writes go
 * to a hidden temporary file in the target folder (`.name.uuid.tmp`, same file system), are flushed to
 * disk, then renamed over the key in one step, so a failed or interrupted write leaves nothing at the key
 * (a crash may leave a `.tmp` file, which no key can name). Streams are piped, never buffered whole.
 */
export function createLocalStorage({ rootDir }: LocalStorageOptions): MediaStorage {
  const root = path.resolve(rootDir);

  /** The absolute path of `key`, after checking the key and that the path stays under the root. */
  function resolveKey(key: string): string {
    assertValidMediaKey(key);
    const filePath = path.resolve(root, key);
    if (!filePath.startsWith(root + path.sep)) throw new AppError('bad_request', 'Invalid media key.');
    return filePath;
  }

  return {
    async put(key, data) {
      const filePath = resolveKey(key);
      const directory = path.dirname(filePath);
      await mkdir(directory, { recursive: true });
      const temporaryPath = path.join(directory, `.${path.basename(filePath)}.${randomUUID()}.tmp`);
      try {
        const { counter, bytes } = createByteCounter();
        const source = Buffer.isBuffer(data) ? [data] : data;
        await pipeline(source, counter, createWriteStream(temporaryPath, { flags: 'wx', flush: true }));
        await rename(temporaryPath, filePath);
        return { key, size: bytes() };
      } catch (error) {
        await rm(temporaryPath, { force: true });
        throw error;
      }
    },

    async get(key) {
      const filePath = resolveKey(key);
      try {
        return await readFile(filePath);
      } catch (error) {
        if (hasErrorCode(error, 'ENOENT') || hasErrorCode(error, 'EISDIR')) throw notFound();
        throw error;
      }
    },

    async openRead(key, range?: StorageRange) {
      const filePath = resolveKey(key);
      const handle = await open(filePath, 'r').catch((error: unknown) => {
        throw hasErrorCode(error, 'ENOENT') ? notFound() : error;
      });
      try {
        const info = await handle.stat();
        if (!info.isFile()) throw notFound();
        const size = info.size;
        if (!range) return { stream: handle.createReadStream(), size };
        const start = range.start;
        const end = Math.min(range.end ?? size - 1, size - 1);
        if (!Number.isSafeInteger(start) || start < 0 || start >= size || end < start) {
          throw new AppError('bad_request', 'The requested range is outside the file.');
        }
        return { stream: handle.createReadStream({ start, end }), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async stat(key) {
      const filePath = resolveKey(key);
      try {
        const info = await stat(filePath);
        return info.isFile() ? { size: info.size } : undefined;
      } catch (error) {
        if (hasErrorCode(error, 'ENOENT')) return undefined;
        throw error;
      }
    },

    async remove(key) {
      const filePath = resolveKey(key);
      try {
        await rm(filePath, { force: true });
      } catch (error) {
        // A folder at the key is not a media file: nothing of ours to delete.
        if (!hasErrorCode(error, 'EISDIR') && !hasErrorCode(error, 'ERR_FS_EISDIR')) throw error;
      }
    },

    async *list({ modifiedBefore }) {
      for await (const { filePath, modifiedAt } of walkFiles(root)) {
        const key = path.relative(root, filePath).split(path.sep).join('/');
        if (modifiedAt < modifiedBefore && isValidMediaKey(key)) yield { key, modifiedAt };
      }
    },

    async removeIncompleteWrites(before) {
      let removed = 0;
      for await (const { filePath, modifiedAt } of walkFiles(root)) {
        if (modifiedAt >= before || !TEMPORARY_NAME.test(path.basename(filePath))) continue;
        await rm(filePath, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
