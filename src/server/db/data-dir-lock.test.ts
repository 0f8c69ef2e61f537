import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const clientModule = pathToFileURL(fileURLToPath(new URL('./client.ts', import.meta.url))).href;

/** Runs openDatabase on `dataDir` in a second Node process; answers its exit code, output and duration. */
function openInAnotherProcess(script: string, dataDir: string) {
  return new Promise<{ code: number | null; output: string; elapsedMs: number }>((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output, elapsedMs: Date.now() - started }));
  });
}

describe('db: the data directory lock (one process runs the embedded server)', () => {
  let workDir: string;
  let script: string;

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'postforge-lock-'));
    script = join(workDir, 'open-database.mts');
    writeFileSync(
      script,
      [
        `import { openDatabase } from ${JSON.stringify(clientModule)};`,
        `const dataDir = process.argv[2] ?? '';`,
        `try {`,
        `  const handle = await openDatabase({ dataDir });`,
        `  await handle.close();`,
        `  console.log('opened');`,
        `} catch (error) {`,
        `  console.error(error instanceof Error ? error.message : String(error));`,
        `  process.exitCode = 3;`,
        `}`,
      ].join('\n'),
    );
  });
  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  it('refuses a second process at once while the first holds the directory, then lets it in after close', async () => {
    const dataDir = join(workDir, 'data');
    const first = await openDatabase({ dataDir });
    try {
      expect(readFileSync(join(dataDir, 'postforge.lock'), 'utf8')).toBe(String(process.pid));
      const refused = await openInAnotherProcess(script, dataDir);
      expect(refused.code, refused.output).toBe(3);
      expect(refused.output).toContain('already in use by another Postforge process');
      expect(refused.output).toContain(`pid ${process.pid}`);
      expect(refused.elapsedMs).toBeLessThan(20_000);
      await first.db.execute('select 1');
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'postforge.lock'))).toBe(false);

    const second = await openInAnotherProcess(script, dataDir);
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain('opened');
    expect(existsSync(join(dataDir, 'postforge.lock'))).toBe(false);
  }, 60_000);

  it('refuses a second lock on the same directory in one process until the first is released', () => {
    const lockPath = join(workDir, 'same-process', 'postforge.lock');
    const lock = lockDataDir(lockPath);
    expect(() => lockDataDir(lockPath)).toThrow(/already in use/);
    lock.release();
    lock.release();
    const again = lockDataDir(lockPath);
    again.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    const finished = spawnSync(process.execPath, ['-e', '0']);
    expect(finished.status).toBe(0);
    const lockPath = join(workDir, 'stale', 'postforge.lock');
    const lock = lockDataDir(lockPath);
    lock.release();
    writeFileSync(lockPath, String(finished.pid));
    const taken = lockDataDir(lockPath);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    taken.release();
  });
});
