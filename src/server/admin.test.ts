import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, readInstance, registerOwner, type TestAccount } from './testing/accounts.factory';
import { createTestApp, type TestApp } from './testing/test-app';
import { runAdminCommand } from './admin';

const newPassword = 'back in without any mail';

describe('npm run admin -- reset-link: an owner without SMTP gets back in', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function run(args: string[], env: Record<string, string> = {}) {
    const lines = { out: [] as string[], error: [] as string[] };
    const code = await runAdminCommand(
      args,
      { out: (line) => lines.out.push(line), error: (line) => lines.error.push(line) },
      { DATABASE_URL: t.container.database.url, PUBLIC_URL: 'https://postforge.example', ...env },
    );
    return { code, ...lines };
  }
  const tokenIn = (lines: string[]) =>
    new URL(lines.find((line) => line.startsWith('https://')) ?? 'https://none').searchParams.get('token') ??
    '';
  const reset = (token: string) =>
    t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: newPassword } });

  it('prints a one-time link that sets a new password, sends no mail and ends earlier links', async () => {
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: owner.email } });
    const outbox = (await readInstance(t, owner.jar)).outbox;
    const mailed = /token=(\S+)/.exec(outbox.find((mail) => mail.to === owner.email)?.text ?? '')?.[1] ?? '';
    expect(mailed.length).toBeGreaterThan(20);

    const { code, out } = await run(['reset-link', 'Owner@Example.com']);
    expect(code).toBe(0);
    expect(out[0]).toBe('One-time password reset link for owner@example.com (valid for 60 minutes):');
    expect(out[1]).toMatch(/^https:\/\/postforge\.example\/reset-password\?token=[\w-]{20,}$/);
    expect((await readInstance(t, owner.jar)).outbox).toHaveLength(outbox.length);

    expect((await reset(decodeURIComponent(mailed))).statusCode).toBe(400);
    const token = tokenIn(out);
    expect((await reset(token)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(400);
    expect((await logIn(t, { email: owner.email, password: newPassword })).response.statusCode).toBe(200);
    owner = { ...owner, password: newPassword };
  });

  it('says so when no account has the address, and explains its usage', async () => {
    const unknown = await run(['reset-link', 'nobody@example.com']);
    expect(unknown).toMatchObject({
      code: 1,
      error: ['No account has the e-mail address nobody@example.com.'],
    });
    const missing = await run(['reset-link']);
    expect(missing.code).toBe(2);
    expect(missing.error[0]).toBe('reset-link needs one e-mail address.');
    const help = await run(['help']);
    expect(help.code).toBe(0);
    expect(help.out.join('\n')).toContain('reset-link EMAIL');
  });

  it('uses the running server of DATA_DIR when the app holds it (the script, as an operator runs it)', async () => {
    // A data directory as a running app leaves it: cluster, lock held by a live process, database-url.
    const dataDir = mkdtempSync(join(tmpdir(), 'postforge-admin-'));
    try {
      mkdirSync(join(dataDir, 'pg'));
      writeFileSync(join(dataDir, 'pg', 'PG_VERSION'), '18\n');
      writeFileSync(join(dataDir, 'postforge.lock'), String(process.pid));
      writeFileSync(join(dataDir, 'database-url'), `${t.container.database.url}\n`);
      const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
        const child = spawn(process.execPath, ['scripts/admin.mjs', 'reset-link', owner.email], {
          env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PUBLIC_URL: 'http://studio.example:8080' },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (code) => done({ code, stdout, stderr }));
      });
      expect(result.code, result.stderr).toBe(0);
      const link = result.stdout.split('\n').find((line) => line.startsWith('http://studio.example:8080/'));
      expect(link).toMatch(/reset-password\?token=/);
      expect((await reset(new URL(link ?? '').searchParams.get('token') ?? '')).statusCode).toBe(200);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a DATA_DIR that holds no database instead of creating one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'postforge-admin-'));
    try {
      await expect(
        runAdminCommand(
          ['reset-link', owner.email],
          { out: () => undefined, error: () => undefined },
          { DATA_DIR: dataDir },
        ),
      ).rejects.toThrow(/There is no Postforge database in/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
