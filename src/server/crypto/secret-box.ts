/**
 * Encryption at rest for secrets the app stores (AI provider keys; platform OAuth tokens reuse it):
 * AES-256-GCM from node:crypto with a random 12-byte nonce per secret. The key is `SECRET_KEY` (32 bytes as
 * 64 hex characters or base64), else 32 random bytes generated once into `$DATA_DIR/secret.key` (mode 0600).
 * Losing that file makes the stored secrets unreadable (they must be entered again), never readable by others.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const keyLength = 32;
const nonceLength = 12;
const tagLength = 16;
const version = 'v1';

/** Seals and opens secrets with one key. */
export interface SecretBox {
  /** The secret encrypted and authenticated: 'v1.' + base64url(nonce | tag | ciphertext). */
  seal(plain: string): string;
  /** The plain secret; throws when the text was not sealed with this key or was altered. */
  open(sealed: string): string;
}

/** A box for a 32-byte key. */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== keyLength) throw new Error(`The secret key must be ${keyLength} bytes`);
  return {
    seal(plain) {
      const nonce = randomBytes(nonceLength);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${version}.${Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
    },
    open(sealed) {
      const [prefix, payload] = sealed.split('.');
      if (prefix !== version || payload === undefined) throw new Error('Not a sealed secret');
      const bytes = Buffer.from(payload, 'base64url');
      if (bytes.length < nonceLength + tagLength) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, nonceLength));
      decipher.setAuthTag(bytes.subarray(nonceLength, nonceLength + tagLength));
      return Buffer.concat([
        decipher.update(bytes.subarray(nonceLength + tagLength)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** Reads SECRET_KEY: 64 hex characters or base64 (standard or url-safe) of exactly 32 bytes. */
export function parseSecretKey(value: string): Buffer {
  const trimmed = value.trim();
  const bytes = /^[0-9a-f]{64}$/iu.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (bytes.length !== keyLength) {
    throw new Error('SECRET_KEY must be 32 bytes: 64 hex characters or base64 (e.g. `openssl rand -hex 32`)');
  }
  return bytes;
}

/**
 * The app's key: SECRET_KEY when set, else the one in `<dataDir>/secret.key`, created (32 random bytes,
 * mode 0600, never overwritten) on the first start.
 */
export function loadSecretKey(options: { secretKey?: string; dataDir: string }): Buffer {
  if (options.secretKey) return parseSecretKey(options.secretKey);
  const path = join(options.dataDir, 'secret.key');
  try {
    return parseSecretKey(readFileSync(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(options.dataDir, { recursive: true });
  try {
    writeFileSync(path, `${randomBytes(keyLength).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(path, 0o600);
  } catch (error) {
    // Another process of the same data directory wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseSecretKey(readFileSync(path, 'utf8'));
}
