import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretKey, parseSecretKey } from './secret-box';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('secret box', () => {
  it('seals with a fresh nonce and opens only with the same key', () => {
    const box = createSecretBox(Buffer.alloc(32, 7));
    const first = box.seal('sk-secret-value-1234');
    const second = box.seal('sk-secret-value-1234');
    expect(first).not.toBe(second);
    expect(first).not.toContain('sk-secret');
    expect(box.open(first)).toBe('sk-secret-value-1234');
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(first)).toThrow();
    const altered = `${first.slice(0, -2)}${first.endsWith('A') ? 'B' : 'A'}${first.slice(-1)}`;
    expect(() => box.open(altered)).toThrow();
  });

  it('reads SECRET_KEY as hex or base64 of 32 bytes and refuses other lengths', () => {
    expect(parseSecretKey('ab'.repeat(32))).toHaveLength(32);
    expect(parseSecretKey(Buffer.alloc(32, 1).toString('base64'))).toHaveLength(32);
    expect(() => parseSecretKey('too-short')).toThrow(/SECRET_KEY must be 32 bytes/u);
  });

  it('generates the key file once with mode 0600 and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-box-'));
    dirs.push(dir);
    const key = loadSecretKey({ dataDir: dir });
    const path = join(dir, 'secret.key');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(loadSecretKey({ dataDir: dir }).equals(key)).toBe(true);
    expect(readFileSync(path, 'utf8').trim()).toBe(key.toString('hex'));
    expect(loadSecretKey({ dataDir: dir, secretKey: 'cd'.repeat(32) }).equals(key)).toBe(false);
  });
});
