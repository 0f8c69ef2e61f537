import { randomUUID } from 'node:crypto';
import { AppError } from '../../http/app-error';

/** A byte range of a stored file, both ends inclusive (as in HTTP `Range`); `end` defaults to the last byte. */
export interface StorageRange {
  start: number;
  end?: number;
}

/**
 * Where media files live: the local disk by default, S3-compatible storage on the scale path. Keys are
 * relative paths made by {@link createMediaKey} (`{workspaceId}/{yyyy}/{mm}/{uuid}.{ext}`); every method
 * refuses a key that {@link isValidMediaKey} rejects. Content types are kept by the caller (the assets
 * row); an implementation may also record them (S3 object metadata).
 */
export interface MediaStorage {
  /**
   * Stores `data` under `key`, replacing any file already there. Readers never see a partial file: the
   * bytes appear at `key` all at once or not at all. Streams are written as they arrive (never buffered
   * whole). Resolves with the number of bytes stored.
   */
  put(
    key: string,
    data: Buffer | NodeJS.ReadableStream,
    contentType: string,
  ): Promise<{ key: string; size: number }>;
  /** The whole file in memory: for small files only (images, stills). Throws `not_found` when missing. */
  get(key: string): Promise<Buffer>;
  /**
   * A stream of the file, or of `range` of it (inclusive ends, clamped to the file), with the file's total
   * `size` in bytes (for `Content-Range`). Throws `not_found` when missing and `bad_request` when the range
   * starts past the end. The caller must consume or destroy the stream.
   */
  openRead(key: string, range?: StorageRange): Promise<{ stream: NodeJS.ReadableStream; size: number }>;
  /** The file's size in bytes, or undefined when there is no file at `key`. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Deletes the file; deleting a missing file is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Every stored file last written before `modifiedBefore`, in no particular order, as the store sees it
   * while iterating (files added or removed meanwhile may or may not appear). For the orphan sweep.
   */
  list(options: { modifiedBefore: Date }): AsyncIterable<StoredFile>;
  /**
   * Deletes what interrupted writes left behind (a crash between the first byte and the final rename)
   * before `before`; resolves with how many were deleted. Never touches a stored file.
   */
  removeIncompleteWrites(before: Date): Promise<number>;
}

/** A stored file as {@link MediaStorage.list} yields it. */
export interface StoredFile {
  key: string;
  /** When it was last written. */
  modifiedAt: Date;
}

/** Longest key accepted, characters. */
const MAX_KEY_LENGTH = 512;

/** One path segment: safe characters only, never starting with a dot (no `.`, `..`, hidden or temp files). */
const KEY_SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9_.-]*';
const KEY_PATTERN = new RegExp(`^${KEY_SEGMENT}(?:/${KEY_SEGMENT})*$`);
const WORKSPACE_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const EXTENSION_PATTERN = /^[a-z0-9]{1,10}$/;

/**
 * True when `key` is a relative path that cannot leave the storage root: only `[A-Za-z0-9/_.-]`, no empty
 * segment, no leading or trailing slash, no segment starting with a dot (so no `..`), at most 512 characters.
 */
export function isValidMediaKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}

/** Throws `bad_request` unless {@link isValidMediaKey} accepts `key`. */
export function assertValidMediaKey(key: string): void {
  if (!isValidMediaKey(key)) throw new AppError('bad_request', 'Invalid media key.');
}

/**
 * A new, unique storage key `{workspaceId}/{yyyy}/{mm}/{uuid}.{ext}` (year and month in UTC of `now`).
 * `extension` may carry a leading dot and any case (`.JPG` → `jpg`). Throws when the workspace id or the
 * extension holds characters a key cannot.
 */
export function createMediaKey(workspaceId: string, extension: string, now: Date = new Date()): string {
  const normalisedExtension = extension.replace(/^\./, '').toLowerCase();
  if (!WORKSPACE_ID_PATTERN.test(workspaceId))
    throw new Error(`Invalid workspace id for a media key: ${workspaceId}`);
  if (!EXTENSION_PATTERN.test(normalisedExtension))
    throw new Error(`Invalid media file extension: ${extension}`);
  const year = String(now.getUTCFullYear()).padStart(4, '0');
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${workspaceId}/${year}/${month}/${randomUUID()}.${normalisedExtension}`;
}
