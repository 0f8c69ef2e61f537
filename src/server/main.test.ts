import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('process roles', () => {
  it('refuses to split roles on the embedded database, with a message that says how', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'postforge-roles-'));
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: {
          ...process.env,
          ROLES: 'api',
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          PORT: '0',
          LOG_LEVEL: 'silent',
        },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('ROLES must include both api and worker on the embedded database');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses an unknown role', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, ROLES: 'api,scheduler', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('ROLES');
  });
});
