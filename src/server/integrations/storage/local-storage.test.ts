import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { createLocalStorage } from './local-storage';
import { createMediaKey, isValidMediaKey, type MediaStorage } from './storage';

/** Reads a stream to one buffer. */
async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Every file below `directory`, as paths relative to it. */
async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Deterministic pseudo-content of `size` bytes (not all zeros, so offsets matter). */
function patternBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + (index >> 8)) & 0xff;
  return bytes;
}

let rootDir: string;
let storage: MediaStorage;

beforeEach(async () => {
  rootDir = await mkdtemp(path.join(os.tmpdir(), 'local-storage-'));
  storage = createLocalStorage({ rootDir });
});

afterEach(async () => {
  await rm(rootDir, { recursive: true, force: true });
});

describe('createMediaKey', () => {
  it('builds {workspaceId}/{yyyy}/{mm}/{uuid}.{ext} in UTC with a normalised extension', () => {
    const key = createMediaKey('ws_1-a', '.JPG', new Date('2025-01-31T23:30:00-05:00'));
    expect(key).toMatch(/^ws_1-a\/2025\/02\/[0-9a-f-]{36}\.jpg$/);
    expect(isValidMediaKey(key)).toBe(true);
    expect(createMediaKey('ws', 'png')).not.toBe(createMediaKey('ws', 'png'));
  });

  it('refuses workspace ids and extensions that cannot be part of a key', () => {
    expect(() => createMediaKey('../etc', 'png')).toThrow(/workspace id/);
    expect(() => createMediaKey('ws/other', 'png')).toThrow(/workspace id/);
    expect(() => createMediaKey('ws', 'p/ng')).toThrow(/extension/);
    expect(() => createMediaKey('ws', '')).toThrow(/extension/);
  });
});

describe('createLocalStorage', () => {
  it('stores a buffer under the key path and reads it back', async () => {
    const key = 'ws1/2025/06/photo.png';
    const bytes = patternBytes(5_000);
    await expect(storage.put(key, bytes, 'image/png')).resolves.toEqual({ key, size: 5_000 });
    expect(await readFile(path.join(rootDir, 'ws1', '2025', '06', 'photo.png'))).toEqual(bytes);
    expect(await storage.get(key)).toEqual(bytes);
    expect(await storage.stat(key)).toEqual({ size: 5_000 });
    expect(await listFiles(rootDir)).toEqual([path.join('ws1', '2025', '06', 'photo.png')]);
  });

  it('writes a stream chunk by chunk and reports its size', async () => {
    const chunkCount = 64;
    const chunk = patternBytes(256 * 1024);
    const expectedHash = createHash('sha256');
    for (let index = 0; index < chunkCount; index += 1) expectedHash.update(chunk);
    const source = Readable.from(
      (function* generate() {
        for (let index = 0; index < chunkCount; index += 1) yield chunk;
      })(),
    );
    const result = await storage.put('ws1/2025/06/video.mp4', source, 'video/mp4');
    expect(result.size).toBe(chunkCount * chunk.length);
    const { stream, size } = await storage.openRead('ws1/2025/06/video.mp4');
    expect(size).toBe(chunkCount * chunk.length);
    const actualHash = createHash('sha256');
    for await (const part of stream) actualHash.update(part as Buffer);
    expect(actualHash.digest('hex')).toBe(expectedHash.digest('hex'));
  });

  it('streams byte ranges with inclusive ends, clamped to the file', async () => {
    const bytes = patternBytes(1_000);
    await storage.put('ws1/a.bin', bytes, 'application/octet-stream');
    const middle = await storage.openRead('ws1/a.bin', { start: 100, end: 199 });
    expect(middle.size).toBe(1_000);
    expect(await collect(middle.stream)).toEqual(bytes.subarray(100, 200));
    const tail = await storage.openRead('ws1/a.bin', { start: 990 });
    expect(await collect(tail.stream)).toEqual(bytes.subarray(990));
    const clamped = await storage.openRead('ws1/a.bin', { start: 995, end: 5_000 });
    expect(await collect(clamped.stream)).toEqual(bytes.subarray(995));
    await expect(storage.openRead('ws1/a.bin', { start: 1_000 })).rejects.toMatchObject({
      code: 'bad_request',
    });
    await expect(storage.openRead('ws1/a.bin', { start: 10, end: 5 })).rejects.toMatchObject({
      code: 'bad_request',
    });
  });

  it('replaces an existing file and removes files idempotently', async () => {
    await storage.put('ws1/a.txt', Buffer.from('first version'), 'text/plain');
    await storage.put('ws1/a.txt', Buffer.from('second'), 'text/plain');
    expect((await storage.get('ws1/a.txt')).toString()).toBe('second');
    await storage.remove('ws1/a.txt');
    expect(await storage.stat('ws1/a.txt')).toBeUndefined();
    await expect(storage.remove('ws1/a.txt')).resolves.toBeUndefined();
  });

  it('answers not_found for missing files', async () => {
    await expect(storage.get('ws1/missing.png')).rejects.toMatchObject({ code: 'not_found' });
    await expect(storage.openRead('ws1/missing.png')).rejects.toMatchObject({ code: 'not_found' });
    expect(await storage.stat('ws1/missing.png')).toBeUndefined();
    await mkdir(path.join(rootDir, 'ws1', 'folder'), { recursive: true });
    expect(await storage.stat('ws1/folder')).toBeUndefined();
    await expect(storage.get('ws1/folder')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses every key that could escape the root or name a hidden file', async () => {
    const outside = path.join(path.dirname(rootDir), `${path.basename(rootDir)}-outside.txt`);
    await writeFile(outside, 'secret');
    try {
      const relativeToOutside = path.relative(rootDir, outside);
      const badKeys = [
        '../secret.txt',
        relativeToOutside,
        'ws1/../../secret.txt',
        'ws1/./a.png',
        '..',
        '.',
        '/etc/passwd',
        outside,
        'ws1//a.png',
        'ws1/a.png/',
        'ws1\\..\\a.png',
        'ws1/%2e%2e/a.png',
        'ws1/.hidden',
        'ws1/a b.png',
        'ws1/a.png\0.txt',
        'ws1/é.png',
        '',
        `ws1/${'a'.repeat(600)}`,
      ];
      for (const key of badKeys) {
        expect(isValidMediaKey(key), key).toBe(false);
        await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toBeInstanceOf(AppError);
        await expect(storage.get(key), key).rejects.toMatchObject({ code: 'bad_request' });
        await expect(storage.openRead(key), key).rejects.toMatchObject({ code: 'bad_request' });
        await expect(storage.stat(key), key).rejects.toMatchObject({ code: 'bad_request' });
        await expect(storage.remove(key), key).rejects.toMatchObject({ code: 'bad_request' });
      }
      expect(await readFile(outside, 'utf8')).toBe('secret');
      expect(await listFiles(rootDir)).toEqual([]);
    } finally {
      await rm(outside, { force: true });
    }
  });

  it('never exposes a partial file when a stream fails mid-write', async () => {
    const key = 'ws1/2025/06/broken.mp4';
    await storage.put(key, Buffer.from('previous complete file'), 'video/mp4');
    const failing = Readable.from(
      (function* generate() {
        yield patternBytes(64 * 1024);
        yield patternBytes(64 * 1024);
        throw new Error('connection reset');
      })(),
    );
    await expect(storage.put(key, failing, 'video/mp4')).rejects.toThrow('connection reset');
    expect((await storage.get(key)).toString()).toBe('previous complete file');
    expect(await listFiles(rootDir)).toEqual([path.join('ws1', '2025', '06', 'broken.mp4')]);

    const fresh = 'ws1/2025/06/never-written.mp4';
    const failingAgain = Readable.from(
      (function* generate() {
        yield patternBytes(1024);
        throw new Error('client aborted');
      })(),
    );
    await expect(storage.put(fresh, failingAgain, 'video/mp4')).rejects.toThrow('client aborted');
    expect(await storage.stat(fresh)).toBeUndefined();
    expect(await listFiles(rootDir)).toEqual([path.join('ws1', '2025', '06', 'broken.mp4')]);
  });

  it('lists stored files written before a time, and never what no key can name', async () => {
    const old = new Date('2025-01-01T00:00:00Z');
    const oldKey = 'ws1/2025/01/old.png';
    const newKey = 'ws1/2025/06/new.png';
    await storage.put(oldKey, Buffer.from('old'), 'image/png');
    await storage.put(newKey, Buffer.from('new'), 'image/png');
    await utimes(path.join(rootDir, oldKey), old, old);
    const hidden = path.join(rootDir, 'ws1', '.hidden.png');
    await writeFile(hidden, 'x');
    await utimes(hidden, old, old);

    const listed = [];
    for await (const file of storage.list({ modifiedBefore: new Date('2025-02-01T00:00:00Z') }))
      listed.push(file);
    expect(listed).toEqual([{ key: oldKey, modifiedAt: old }]);
    const everything = [];
    for await (const file of storage.list({ modifiedBefore: new Date(Date.now() + 60_000) })) {
      everything.push(file.key);
    }
    expect(everything.sort()).toEqual([oldKey, newKey]);
  });

  it('removes what interrupted writes left, when old enough, and nothing else', async () => {
    const key = 'ws1/2025/06/kept.png';
    await storage.put(key, Buffer.from('kept'), 'image/png');
    const folder = path.join(rootDir, 'ws1', '2025', '06');
    const leftover = path.join(folder, `.lost.png.${crypto.randomUUID()}.tmp`);
    const recent = path.join(folder, `.writing.png.${crypto.randomUUID()}.tmp`);
    await writeFile(leftover, 'partial');
    await writeFile(recent, 'partial');
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(leftover, old, old);
    await utimes(path.join(rootDir, key), old, old);

    expect(await storage.removeIncompleteWrites(new Date(Date.now() - 24 * 60 * 60 * 1000))).toBe(1);
    expect((await listFiles(rootDir)).sort()).toEqual(
      [path.join('ws1', '2025', '06', 'kept.png'), path.relative(rootDir, recent)].sort(),
    );
  });
});
