import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EmbeddedPostgresLogger } from './embedded-postgres-host';

/* Processes of the embedded server: liveness, orphans, ports, child runs and log tails. */

/** How long a fast shutdown may take before harder signals. */
export const stopTimeoutMs = 30_000;

/** Whether a process with this id exists (EPERM: it does, under another account). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Waits until the process is gone; false when it is still alive after the timeout. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((done) => setTimeout(done, 25));
  }
  return !isAlive(pid);
}

/** The postmaster pid recorded in the cluster's postmaster.pid, when that process is a live PostgreSQL. */
export function findRunningPostmaster(clusterDir: string): number | undefined {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  try {
    const command = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    if (command !== 'postgres') return undefined;
  } catch {
    // No /proc (macOS): trust postmaster.pid, as PostgreSQL itself does.
  }
  return pid;
}

/**
 * Stops a server left running by an earlier app process that died without stopping it (e.g. `kill -9`).
 * We hold the data directory's lock, so no live app owns it.
 */
export async function stopOrphan(clusterDir: string, log: EmbeddedPostgresLogger): Promise<void> {
  const pid = findRunningPostmaster(clusterDir);
  if (!pid) return;
  log.warn({ pid }, 'stopping the database server left running by an earlier Postforge process');
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, stopTimeoutMs)) return;
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, 5_000)) return;
  process.kill(pid, 'SIGKILL');
  await waitForExit(pid, 5_000);
}

/** A TCP port free on loopback now (the server binds it right after). */
export async function findFreePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a command (as the server account when given) and collects its output. */
export function runToEnd(
  command: string,
  args: string[],
  account: { uid: number; gid: number } | undefined,
): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      ...(account ?? {}),
      cwd: tmpdir(),
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('close', (code) => done({ code, output }));
  });
}

/** Reads the last lines of the server log, for error messages. */
export function tailOf(logFile: string, lines = 15): string {
  try {
    return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
