import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { ensureGone, findDescendants, listProcesses } from './process-memory';

/** A free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Median of numbers (mean of the two middle values for an even count; 0 for none). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Per key, the median over the runs and every run's value in run order (keys missing from a run are skipped). */
export function medianOf(records: Record<string, number>[]): {
  medians: Record<string, number>;
  runs: Record<string, number[]>;
} {
  const runs: Record<string, number[]> = {};
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) (runs[key] ??= []).push(value);
  }
  const medians = Object.fromEntries(Object.entries(runs).map(([key, values]) => [key, median(values)]));
  return { medians, runs };
}

/**
 * The error a pino JSON log line reports (level ≥ 50: error, fatal) as `msg: type: message`, whitespace
 * collapsed, control characters escaped, uuids masked (so equal errors group), long messages cut in the middle (a failed query keeps its
 * cause, which comes last); undefined for other lines. Says which bad requests the server answered with a 5xx.
 */
export function readLoggedError(line: string): string | undefined {
  if (!line.startsWith('{')) return undefined;
  let entry: { level?: number; msg?: string; err?: { type?: string; message?: string } };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    return undefined;
  }
  if ((entry.level ?? 0) < 50) return undefined;
  if (!entry.err?.message) return entry.msg ?? 'error';
  const printable = Array.from(entry.err.message.replace(/\s+/g, ' '), (character) =>
    character.charCodeAt(0) < 32 ? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}` : character,
  ).join('');
  const message = printable.replace(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi,
    '<uuid>',
  );
  const short = message.length > 200 ? `${message.slice(0, 90)} … ${message.slice(-100)}` : message;
  return `${entry.msg ?? 'error'}: ${entry.err.type ?? 'Error'}: ${short}`;
}

/** How a stop went: time to exit and whether processes the app had started outlived it. */
export interface StopReport {
  stopMs: number;
  /** Descendants still running after the app exited and a 5 s grace period (should be 0). */
  leftBehind: number;
  /** Descendants that survived SIGTERM and SIGKILL from the bench. */
  stillRunning: number;
}

/** A server started by timeStartup. */
export interface StartedServer {
  pid: number;
  baseUrl: string;
  readyMs: number;
  firstResponseMs: number;
  /** Error lines the server logged so far, counted by message. */
  loggedErrors: Map<string, number>;
  stop(): Promise<StopReport>;
}

const running = new Set<() => Promise<unknown>>();
let isStopHookInstalled = false;

/** On Ctrl-C or SIGTERM of the bench itself, the servers it started are stopped before it exits. */
function installStopHook(): void {
  if (isStopHookInstalled) return;
  isStopHookInstalled = true;
  const stopAll = () =>
    void Promise.allSettled([...running].map((stop) => stop())).then(() => process.exit(130));
  process.once('SIGINT', stopAll);
  process.once('SIGTERM', stopAll);
}

/**
 * Spawns `npm start`'s entry (scripts/start.mjs, which builds the web app first when dist/web is stale) and
 * measures the time from spawn until /readyz answers 200. stop() sends SIGTERM, waits for the exit (SIGKILL
 * after 30 s), then makes sure every process the app had started is gone too.
 */
export async function timeStartup(
  env: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<StartedServer> {
  installStopHook();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = child.pid ?? 0;
  const loggedErrors = new Map<string, number>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    const message = readLoggedError(line);
    if (message) loggedErrors.set(message, (loggedErrors.get(message) ?? 0) + 1);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  let stopping: Promise<StopReport> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      const stopStartedAt = performance.now();
      const descendants = findDescendants(listProcesses(), pid);
      if (!hasExited()) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
      const stopMs = Math.round(performance.now() - stopStartedAt);
      running.delete(stop);
      return { stopMs, ...(await ensureGone(descendants)) };
    })();
    return stopping;
  };
  running.add(stop);

  const deadline = startedAt + (options.timeoutMs ?? 60_000);
  let firstResponseMs = 0;
  for (;;) {
    if (hasExited()) {
      await stop();
      throw new Error(`server exited during start-up (code ${child.exitCode ?? child.signalCode})`);
    }
    if (performance.now() > deadline) {
      await stop();
      throw new Error('server not ready before the start-up timeout');
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (!firstResponseMs) firstResponseMs = performance.now() - startedAt;
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    pid,
    baseUrl,
    readyMs: Math.round(performance.now() - startedAt),
    firstResponseMs: Math.round(firstResponseMs),
    loggedErrors,
    stop,
  };
}
