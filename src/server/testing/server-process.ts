import { spawn } from 'node:child_process';
import { freePort } from '../../../bench/support';

/** A real Postforge server (`src/server/main.ts` under tsx) in a child process, reached over loopback HTTP. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>`, also its PUBLIC_URL (a platform that fetches media reaches it there). */
  baseUrl: string;
  /** Signs in and answers the session's Cookie header value. */
  logIn(email: string, password: string): Promise<string>;
  /** A JSON request with the CSRF header and `cookie`; answers the status and the parsed body. */
  request<T>(
    method: string,
    path: string,
    cookie: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
  /** Sends the signal and waits for the process to end. */
  kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  /** The process's last output (stderr and stdout), for a failure's message. */
  output(): string;
}

const csrf = { 'x-postforge-csrf': '1' };

/**
 * Spawns the server with the test's environment plus `env` (DATABASE_URL, DATA_DIR, ...) on a free loopback
 * port and waits (at most `timeoutMs`) until /readyz answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const kill = async (signal: 'SIGKILL' | 'SIGTERM') => {
    if (isRunning()) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await fetch(`${baseUrl}/readyz`).catch(() => undefined);
    if (ready?.ok) break;
    if (!isRunning() || Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`the server process did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const request: ServerProcess['request'] = async (method, path, cookie, body) => {
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...csrf,
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    return { status: answer.status, body: (text ? JSON.parse(text) : undefined) as never };
  };
  return {
    baseUrl,
    async logIn(email, password) {
      const answer = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { ...csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${await answer.text()}`);
      return answer.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');
    },
    request,
    kill,
    output: () => log,
  };
}
