import { describe, expect, it } from 'vitest';
import { formatBytes } from './backup.command';
import { defaultBackupName } from './backup.dump';
import { findPrefixMismatch, type MigrationRecord } from './backup.migrations';

const migration = (tag: string, createdAt: number, hash = `${tag}-hash`): MigrationRecord => ({
  tag,
  createdAt,
  hash,
});
const code = [migration('0000_a', 1), migration('0001_b', 2), migration('0002_c', 3)];

describe('backup: rules', () => {
  it('accepts a backup whose migrations are the start of this version’s, and names the first that is not', () => {
    expect(findPrefixMismatch([], code)).toBeUndefined();
    expect(findPrefixMismatch(code.slice(0, 2), code)).toBeUndefined();
    expect(findPrefixMismatch(code, code)).toBeUndefined();
    expect(findPrefixMismatch([...code, migration('0003_d', 4)], code)).toEqual({
      name: '0003_d',
      reason: 'missing',
    });
    expect(findPrefixMismatch([code[0]!, migration('0001_b', 2, 'edited')], code)).toEqual({
      name: '0001_b',
      reason: 'different',
    });
    expect(findPrefixMismatch([code[0]!, code[2]!], code)).toEqual({ name: '0002_c', reason: 'different' });
  });

  it('names archives by local date and time, and prints sizes for people', () => {
    expect(defaultBackupName(new Date(2026, 0, 5, 7, 8, 9))).toBe('postforge-backup-20260105-070809.tar.gz');
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(4300)).toBe('4.2 KB');
    expect(formatBytes(17 * 1024 * 1024)).toBe('17.0 MB');
  });
});
