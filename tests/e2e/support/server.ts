import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/** A running Postforge process for browser tests: its own port and data directory (embedded PostgreSQL). */
export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Servers still running when the test worker ends: a test file whose beforeAll failed after starting one
 * (say, Chromium would not launch) never reaches its afterAll, and the server would outlive the run with its
 * database. They get SIGTERM, which stops their embedded PostgreSQL too. Vitest ends a worker with SIGTERM,
 * which skips 'exit' handlers: the worker stops them on that signal as well, then exits.
 */
const runningChildren = new Set<ChildProcess>();
const stopRunningChildren = () => {
  for (const child of runningChildren) child.kill('SIGTERM');
};
process.once('exit', stopRunningChildren);
process.once('SIGTERM', () => {
  stopRunningChildren();
  process.exit(143);
});

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the compiled server (`dist/server/main.js`, what `npm start` runs; `npm run build` makes it) on a
 * copy of the template data directory (tests/e2e/global-setup.ts) and waits for /readyz.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'postforge-e2e-'));
  // A copy of the set-up's stopped data directory (cluster created, migrations run); `cp -a` keeps the
  // owner the embedded server runs as (root machines run it as `postgres`).
  execFileSync('cp', ['-a', `${inject('serverTemplateDir')}/.`, dataDir]);
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  runningChildren.add(child);
  child.once('exit', () => runningChildren.delete(child));
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGTERM');
    throw new Error(`server did not become ready:\n${log}`);
  }
  return {
    baseUrl,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
