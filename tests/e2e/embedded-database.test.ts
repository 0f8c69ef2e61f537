import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface AppProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the compiled app on `dataDir` like `npm start` (no DATABASE_URL: the embedded server). */
async function startApp(dataDir: string, options: { waitForReady?: boolean } = {}): Promise<AppProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const app = { child, baseUrl, output: () => output, exited };
  if (options.waitForReady === false) return app;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited during start-up:\n${output}`);
    const isReady = await fetch(`${baseUrl}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (isReady) return app;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the app did not become ready:\n${output}`);
}

function postmasterPid(dataDir: string): number {
  return Number.parseInt(
    readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
    10,
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Joins the waitlist with `email`; true when the server acknowledged (committed) it. */
async function joinWaitlist(baseUrl: string, email: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-postforge-csrf': '1', origin: baseUrl },
      body: JSON.stringify({ email, wantsUpdates: false }),
    });
    return response.status === 201;
  } catch {
    return false;
  }
}

// The embedded default's lifecycle, on the compiled server users run (`npm test` builds it before this step).
describe('the embedded PostgreSQL server', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'postforge-embedded-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates its cluster and password on first start, and refuses a second app on the same data directory', async () => {
    const first = await startApp(dataDir);
    try {
      expect(existsSync(join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
      expect(statSync(join(dataDir, 'pg.password')).mode & 0o777).toBe(0o600);
      expect(statSync(join(dataDir, 'database-url')).mode & 0o777).toBe(0o600);
      const url = new URL(readFileSync(join(dataDir, 'database-url'), 'utf8').trim());
      expect(url.hostname).toBe('127.0.0.1');

      const startedAt = Date.now();
      const second = await startApp(dataDir, { waitForReady: false });
      expect(await second.exited).toBe(1);
      expect(Date.now() - startedAt).toBeLessThan(15_000);
      expect(second.output()).toContain('is already in use by another Postforge process');
      expect(second.output()).toContain(`pid ${first.child.pid}`);
      // The first one is untouched.
      expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    }
    // A clean stop leaves no server behind.
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dataDir, 'database-url'))).toBe(false);
  }, 90_000);

  it('keeps every committed write through 20 kills with SIGKILL in the middle of writes', async () => {
    const acknowledged: string[] = [];
    for (let round = 0; round < 20; round += 1) {
      const app = await startApp(dataDir);
      // Everything acknowledged before this start is still there.
      const client = new pg.Client({
        connectionString: readFileSync(join(dataDir, 'database-url'), 'utf8').trim(),
      });
      await client.connect();
      const { rows } = await client.query<{ email: string }>('SELECT email FROM waitlist_entries');
      await client.end();
      const stored = new Set(rows.map((row) => row.email));
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);

      // Writes in flight (8 at a time) when the app is killed.
      let isKilled = false;
      const writers = Array.from({ length: 8 }, async (_, writer) => {
        for (let index = 0; !isKilled; index += 1) {
          const email = `round${round}-writer${writer}-${index}@example.com`;
          if (await joinWaitlist(app.baseUrl, email)) acknowledged.push(email);
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 150 + (round % 5) * 40));
      const serverPid = postmasterPid(dataDir);
      isKilled = true;
      app.child.kill('SIGKILL');
      // Every other round the database server dies too (a power cut): PostgreSQL's crash recovery replays
      // its log. In the other rounds it is left running, and the next start stops the orphan.
      if (round % 2 === 1) process.kill(serverPid, 'SIGKILL');
      await app.exited;
      await Promise.all(writers);
      if (round % 2 === 0) expect(isAlive(serverPid)).toBe(true);
    }
    expect(acknowledged.length).toBeGreaterThan(20);

    const last = await startApp(dataDir);
    const client = new pg.Client({
      connectionString: readFileSync(join(dataDir, 'database-url'), 'utf8').trim(),
    });
    await client.connect();
    const { rows } = await client.query<{ email: string }>('SELECT email FROM waitlist_entries');
    await client.end();
    const stored = new Set(rows.map((row) => row.email));
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    const serverPid = postmasterPid(dataDir);
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);
    expect(isAlive(serverPid)).toBe(false);
  }, 600_000);
});
