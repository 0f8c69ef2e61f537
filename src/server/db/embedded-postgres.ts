import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import {
  ensureReachable,
  findBinaries,
  findServerAccount,
  type Binaries,
  type EmbeddedPostgresLogger,
} from './embedded-postgres-host';
import {
  findFreePort,
  runToEnd,
  stopOrphan,
  stopTimeoutMs,
  tailOf,
  waitForExit,
} from './embedded-postgres-process';

export type { EmbeddedPostgresLogger } from './embedded-postgres-host';

/** A PostgreSQL server this process started and owns (the embedded default). */
export interface EmbeddedPostgres {
  /** Connection string of the application database (loopback, password auth). */
  url: string;
  /** Connection string of the maintenance database `postgres` (to create or drop databases). */
  adminUrl: string;
  port: number;
  /** Process id of the postmaster. */
  pid: number;
  /** Fast shutdown (sessions aborted, checkpoint written), then releases the data directory. Idempotent. */
  stop(): Promise<void>;
}

/** The cluster's superuser and the application database (created on first start). */
const superuser = 'postforge';
const databaseName = 'postforge';
/** How long the server may take to become ready (crash recovery after a kill can take a while). */
const readyTimeoutMs = 60_000;

function readPassword(passwordFile: string): string {
  return readFileSync(passwordFile, 'utf8').trim();
}

/** Creates the cluster: initdb with a random password (kept in `passwordFile`, mode 0600), UTF-8, C.UTF-8. */
async function initialiseCluster(options: {
  binaries: Binaries;
  clusterDir: string;
  passwordFile: string;
  account: { uid: number; gid: number } | undefined;
}): Promise<void> {
  const { binaries, clusterDir, passwordFile, account } = options;
  if (existsSync(clusterDir) && readdirSync(clusterDir).length > 0) {
    throw new Error(
      `${clusterDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION). Move it away and start again.`,
    );
  }
  const password = existsSync(passwordFile)
    ? readPassword(passwordFile)
    : randomBytes(24).toString('base64url');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  // initdb reads the password from a file the server account can read: a private temporary copy.
  const initPasswordFile = join(tmpdir(), `postforge-initdb-${randomBytes(8).toString('hex')}`);
  writeFileSync(initPasswordFile, `${password}\n`, { mode: 0o600 });
  if (account) chownSync(initPasswordFile, account.uid, account.gid);
  try {
    const result = await runToEnd(
      binaries.initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${superuser}`,
        '--auth=scram-sha-256',
        `--pwfile=${initPasswordFile}`,
        '--encoding=UTF8',
        // Unicode-aware lower()/upper() with byte-order sorting, the same on every machine.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--lc-messages=C',
      ],
      account,
    );
    if (result.code !== 0) {
      rmSync(clusterDir, { recursive: true, force: true });
      throw new Error(
        `Could not create the embedded database (initdb exited ${result.code}):\n${result.output}`,
      );
    }
  } finally {
    rmSync(initPasswordFile, { force: true });
  }
}

/** Starts the postmaster and waits until postmaster.pid says it accepts connections. */
async function startServer(options: {
  binaries: Binaries;
  clusterDir: string;
  logFile: string;
  port: number;
  account: { uid: number; gid: number } | undefined;
}): Promise<ChildProcess> {
  const { binaries, clusterDir, logFile, port, account } = options;
  const logFd = openSync(logFile, 'a', 0o600);
  let child: ChildProcess;
  try {
    child = spawn(
      binaries.postgres,
      [
        '-D',
        clusterDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=60',
        '-c',
        'shared_buffers=64MB',
      ],
      {
        ...(account ?? {}),
        cwd: tmpdir(),
        // Its own process group: a Ctrl-C in the terminal reaches the app, which closes its connections
        // first and then stops the server.
        detached: true,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
        stdio: ['ignore', logFd, logFd],
      },
    );
  } finally {
    closeSync(logFd);
  }
  const pidFile = join(clusterDir, 'postmaster.pid');
  const deadline = Date.now() + readyTimeoutMs;
  let spawnError: Error | undefined;
  child.once('error', (error) => (spawnError = error));
  while (Date.now() < deadline) {
    if (spawnError) throw spawnError;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The embedded database server stopped during start-up:\n${tailOf(logFile)}`);
    }
    try {
      const lines = readFileSync(pidFile, 'utf8').split('\n');
      if (Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready') return child;
    } catch {
      // not written yet
    }
    await new Promise((done) => setTimeout(done, 10));
  }
  child.kill('SIGQUIT');
  throw new Error(`The embedded database server did not become ready within 60 s:\n${tailOf(logFile)}`);
}

/** Creates the application database on first start. */
async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (!rowCount) await client.query(`CREATE DATABASE ${databaseName}`);
  } finally {
    await client.end();
  }
}

/**
 * The files of the embedded server in a data directory: the lock the running app holds, the cluster, its
 * password and log, and the connection string of the running server (present only while it runs).
 */
export function embeddedPaths(dataDir: string) {
  return {
    lockFile: join(dataDir, 'postforge.lock'),
    clusterDir: join(dataDir, 'pg'),
    passwordFile: join(dataDir, 'pg.password'),
    logFile: join(dataDir, 'pg.log'),
    urlFile: join(dataDir, 'database-url'),
  };
}

/**
 * Runs the embedded PostgreSQL server of a data directory: the cluster in `{dataDir}/pg` (created on first
 * start), its password in `{dataDir}/pg.password` (0600), its log in `{dataDir}/pg.log`, listening on
 * 127.0.0.1 only, on `port` or a free one. The connection string is written to `{dataDir}/database-url`
 * (0600) so a second process (e.g. `ROLES=worker`) can use it as DATABASE_URL.
 *
 * Refuses a data directory another live Postforge process holds; stops a server an earlier process left
 * behind after a `kill -9` (PostgreSQL's own crash recovery then replays its log). As root, the server runs
 * as the system user `postgres` (created when missing).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  log: EmbeddedPostgresLogger;
}): Promise<EmbeddedPostgres> {
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { lockFile, clusterDir, passwordFile, logFile, urlFile } = embeddedPaths(dataDir);
  const lock: DataDirLock = lockDataDir(lockFile);
  let child: ChildProcess | undefined;
  try {
    const binaries = await findBinaries();
    const account = findServerAccount(options.log);
    if (account) ensureReachable(clusterDir, account, options.log);
    await stopOrphan(clusterDir, options.log);
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
      options.log.info({ clusterDir }, 'creating the embedded database');
      await initialiseCluster({ binaries, clusterDir, passwordFile, account });
    }
    const password = readPassword(passwordFile);
    let port = options.port ?? (await findFreePort());
    for (let attempt = 1; ; attempt += 1) {
      try {
        child = await startServer({ binaries, clusterDir, logFile, port, account });
        break;
      } catch (error) {
        const reason = tailOf(logFile, 5);
        if (attempt < 40 && /pre-existing shared memory block/i.test(reason)) {
          // The processes of a server that was killed are still exiting: wait for them.
          await new Promise((done) => setTimeout(done, 250));
        } else if (!options.port && attempt < 3 && /could not bind|Address already in use/i.test(reason)) {
          // Another program took the free port between our check and the server's bind.
          port = await findFreePort();
        } else {
          throw error;
        }
      }
    }
    const serverUrl = (database: string) =>
      `postgres://${superuser}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    const adminUrl = serverUrl('postgres');
    await ensureDatabase(adminUrl);
    const url = serverUrl(databaseName);
    writeFileSync(urlFile, `${url}\n`, { mode: 0o600 });

    const server = child;
    const pid = server.pid ?? 0;
    const exited = new Promise<void>((done) => {
      if (server.exitCode !== null || server.signalCode !== null) done();
      else server.once('exit', () => done());
    });
    const waitForServerExit = (timeoutMs: number) =>
      Promise.race([
        exited.then(() => true),
        new Promise<boolean>((done) => setTimeout(() => done(false), timeoutMs).unref()),
      ]);
    // Any exit of this process (an uncaught error included) asks the server for a fast shutdown; only a
    // SIGKILL leaves it running, and the next start stops it.
    const stopOnExit = () => {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGINT');
    };
    process.once('exit', stopOnExit);
    let stopping: Promise<void> | undefined;
    return {
      url,
      adminUrl,
      port,
      pid,
      stop() {
        stopping ??= (async () => {
          process.removeListener('exit', stopOnExit);
          if (server.exitCode === null && server.signalCode === null) {
            server.kill('SIGINT');
            if (!(await waitForServerExit(stopTimeoutMs))) {
              server.kill('SIGQUIT');
              await waitForServerExit(5_000);
            }
          }
          rmSync(urlFile, { force: true });
          lock.release();
        })();
        return stopping;
      },
    };
  } catch (error) {
    if (child?.pid && child.exitCode === null) {
      child.kill('SIGQUIT');
      await waitForExit(child.pid, 5_000);
    }
    lock.release();
    throw error;
  }
}
