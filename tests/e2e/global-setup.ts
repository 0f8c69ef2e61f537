import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the compiled server created and stopped cleanly: each test server starts on a copy. */
    serverTemplateDir: string;
  }
}

/**
 * Browser tests drive the built app (dist/web) served by the compiled server (dist/server), as `npm start`
 * runs them: `npm test` builds both first; a bare `vitest --project e2e` needs them too.
 *
 * The first start of a data directory creates its PostgreSQL cluster and runs every migration (most of a
 * start's time); the set-up does that once, and each test server starts on a copy (tests/e2e/support/server.ts)
 * as a user's second `npm start` would.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  for (const built of ['dist/web/index.html', 'dist/server/main.js']) {
    if (!existsSync(built)) {
      throw new Error(`${built} is missing: run \`npm run build\` before the browser tests.`);
    }
  }
  const templateDir = mkdtempSync(join(tmpdir(), 'postforge-e2e-template-'));
  await createTemplate(templateDir);
  project.provide('serverTemplateDir', templateDir);
  return () => rmSync(templateDir, { recursive: true, force: true });
}

/** Starts the compiled server on `dataDir` until it is ready, then stops it with SIGTERM (a clean stop). */
async function createTemplate(dataDir: string): Promise<void> {
  let log = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Postforge is ready')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => reject(new Error(`the template server exited during start-up:\n${log}`)));
  });
  const timeout = setTimeout(() => child.kill('SIGKILL'), 120_000);
  try {
    await ready;
  } finally {
    clearTimeout(timeout);
  }
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`the template server did not stop cleanly (exit ${code}):\n${log}`);
}
