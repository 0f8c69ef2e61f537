import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const adminUrl = process.env.TEST_DATABASE_URL;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ready = await fetch(`${baseUrl}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the api process did not become ready');
}

// The scale path: one API process and one worker process on one database, started together: on PostgreSQL
// through DATABASE_URL (when TEST_DATABASE_URL is set), and on the embedded server, where the api process
// runs the server and the worker process connects with the URL it writes to `{DATA_DIR}/database-url`.
describe.each([
  { database: 'PostgreSQL', isEmbedded: false },
  { database: 'the embedded server', isEmbedded: true },
])('split roles on $database', ({ isEmbedded }) => {
  const name = `pf_test_roles_${Date.now()}`;
  const children: ChildProcess[] = [];
  const dataDirs: string[] = [];
  let baseUrl = '';
  const isSkipped = isEmbedded ? Boolean(adminUrl) : !adminUrl;

  const start = (roles: string, port: number, databaseUrl: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), `postforge-${roles}-`));
    dataDirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        ROLES: roles,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        MEDIA_DIR: join(tmpdir(), `${name}-media`),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    children.push(child);
    return dataDir;
  };

  beforeAll(async () => {
    if (isSkipped) return;
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    if (isEmbedded) {
      const apiDataDir = start('api', port, '');
      await waitUntilReady(baseUrl);
      const embeddedUrl = readFileSync(join(apiDataDir, 'database-url'), 'utf8').trim();
      start('worker', await freePort(), embeddedUrl);
      return;
    }
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    start('api', port, url.toString());
    start('worker', await freePort(), url.toString());
    await waitUntilReady(baseUrl);
  }, 90_000);

  afterAll(async () => {
    // The worker first: the api process owns the embedded server.
    for (const child of children.reverse()) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    for (const dir of [...dataDirs, join(tmpdir(), `${name}-media`)])
      rmSync(dir, { recursive: true, force: true });
    if (isSkipped || isEmbedded) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it.skipIf(isSkipped)(
    'runs the video job in the worker process while the api process serves the run',
    async () => {
      const headers = { 'content-type': 'application/json', 'x-postforge-csrf': '1' };
      const registered = await fetch(`${baseUrl}/api/auth/register`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: 'Owner',
          email: 'owner@example.com',
          password: 'a long enough passphrase',
        }),
      });
      expect(registered.status).toBe(201);
      const cookie = registered.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');
      const created = await fetch(`${baseUrl}/api/generation/runs`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify({
          method: 'prompt',
          prompt: 'A sunrise run along the river with our new trail shoes',
          platforms: ['instagram'],
          variations: ['normal'],
          aiImages: false,
          aiVideos: true,
          videoConfig: {
            format: 'normal',
            duration: 5,
            withSpeech: false,
            voiceType: 'neutral',
            // The smallest clip (720p): this test is not about the resolution.
            quality: 'standard',
            aspectRatio: '1:1',
            music: false,
          },
        }),
      });
      expect(created.status).toBe(202);
      const { runId } = (await created.json()) as { runId: string };
      let status = '';
      for (let attempt = 0; attempt < 120 && status !== 'ready'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const run = (await (
          await fetch(`${baseUrl}/api/generation/runs/${runId}`, { headers: { cookie } })
        ).json()) as {
          posts: { videoStatus: string; videoUrl: string | null }[];
        };
        status = run.posts[0]?.videoStatus ?? '';
      }
      expect(status).toBe('ready');
    },
    90_000,
  );
});
