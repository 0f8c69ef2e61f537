import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('process roles', () => {
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
