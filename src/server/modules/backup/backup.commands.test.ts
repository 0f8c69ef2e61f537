import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPng } from '../../testing/generation.factory';

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The environment of a command on `dataDir` with the embedded default (no DATABASE_URL, no MEDIA_DIR). */
function embeddedEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, MEDIA_DIR: _media, ...env } = process.env;
  return { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extra };
}

/** Starts the app on `dataDir` like `npm start` does and waits until it answers. */
async function startApp(
  dataDir: string,
): Promise<{ child: ChildProcess; baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repositoryRoot,
    env: embeddedEnv(dataDir, { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    expect(await exited).toBe(0);
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited during start-up:\n${output}`);
    const isReady = await fetch(`${baseUrl}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (isReady) return { child, baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await stop();
  throw new Error(`the app did not become ready:\n${output}`);
}

/** Runs `npm run <script> -- ...args` in the repository; answers its exit code and output. */
function runScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: repositoryRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

function jsonRequest(baseUrl: string, path: string, body: unknown, cookie?: string) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-postforge-csrf': '1',
      origin: baseUrl,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

// The commands on the embedded default (a stopped data directory, then a new one); the CI run against
// PostgreSQL 15 (TEST_DATABASE_URL) skips it like the other embedded lifecycle tests.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'backup: the npm commands on the embedded default',
  () => {
    let workDir: string;

    beforeAll(() => {
      workDir = mkdtempSync(join(tmpdir(), 'postforge-backup-commands-'));
    });
    afterAll(() => {
      rmSync(workDir, { recursive: true, force: true });
    });

    it('backs up a stopped data directory and restores it into a new one the app then runs on', async () => {
      const original = join(workDir, 'original');
      const credentials = { email: 'owner@example.com', password: 'a long enough passphrase' };
      const picture = await renderPng(40, 40);
      let assetUrl: string;
      let storedBytes: Buffer;
      const first = await startApp(original);
      try {
        const registered = await jsonRequest(first.baseUrl, '/api/auth/register', {
          name: 'Owner',
          ...credentials,
        });
        expect(registered.status).toBe(201);
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'logo.png');
        const uploaded = await fetch(`${first.baseUrl}/api/media/uploads`, {
          method: 'POST',
          headers: { 'x-postforge-csrf': '1', origin: first.baseUrl, cookie: cookieOf(registered) },
          body: form,
        });
        expect(uploaded.status).toBe(201);
        assetUrl = ((await uploaded.json()) as { asset: { url: string } }).asset.url;
        const stored = await fetch(`${first.baseUrl}${assetUrl}`, {
          headers: { cookie: cookieOf(registered) },
        });
        expect(stored.status).toBe(200);
        storedBytes = Buffer.from(await stored.arrayBuffer());
      } finally {
        await first.stop();
      }

      const archive = join(workDir, 'site.tar.gz');
      const backup = await runScript('backup', ['--output', archive], embeddedEnv(original));
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain(`Backup written: ${archive}`);
      expect(backup.output).toMatch(/users\s+1 rows/);
      expect(backup.output).toMatch(/media\s+[1-9]\d* files/);
      // The command stopped the server it started.
      expect(existsSync(join(original, 'database-url'))).toBe(false);

      const copy = join(workDir, 'copy');
      const restore = await runScript('restore', [archive], embeddedEnv(copy));
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toMatch(/users\s+1 rows/);

      const second = await startApp(copy);
      try {
        const login = await jsonRequest(second.baseUrl, '/api/auth/login', {
          ...credentials,
          rememberMe: false,
        });
        expect(login.status).toBe(200);
        const file = await fetch(`${second.baseUrl}${assetUrl}`, { headers: { cookie: cookieOf(login) } });
        expect(file.status).toBe(200);
        expect(Buffer.from(await file.arrayBuffer())).toEqual(storedBytes);
      } finally {
        await second.stop();
      }
    }, 180_000);
  },
);
