/**
 * Drives real Postforge processes that publish to the loopback fake platform (publishing-app.ts): starts and
 * SIGKILLs them, schedules posts straight in their database (rows plus `posts.publish` jobs, as the publish
 * service does) and counts what reached the fake. Shared by the SIGKILL test and `npm run bench -- publishing`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { inArray } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { posts } from '../../src/server/db/schema';
import { createJobQueue, type JobQueue } from '../../src/server/jobs/queue';
import { createPublishJob } from '../../src/server/modules/posts/posts.publish-job';
import { createPublishStore } from '../../src/server/modules/posts/posts.publish-store';
import { createPostsStore } from '../../src/server/modules/posts/posts.store';
import type { FakeSocialPlatform } from './social-platform.fake';
import { fakePlatformDestinationId } from './publishing-app';

/** One running app process. */
export interface PublishingProcess {
  pid: number;
  output(): string;
  hasExited(): boolean;
  /** Sends the signal and waits for the exit. */
  kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * Starts tests/fakes/publishing-app.ts (the real server with the fake platform as a destination) and waits for
 * its ready line. Without `databaseUrl` it runs the embedded PostgreSQL of `dataDir`.
 */
export async function startPublishingProcess(options: {
  dataDir: string;
  fake: FakeSocialPlatform;
  databaseUrl?: string;
  roles?: 'api,worker' | 'worker';
  port: number;
  timeoutMs?: number;
  /** More environment (e.g. NODE_ENV, PUBLISHING_APP_WEB, an AI provider's address for browser tests). */
  env?: Record<string, string>;
}): Promise<PublishingProcess> {
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fakes/publishing-app.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      ROLES: options.roles ?? 'api,worker',
      FAKE_PLATFORM_URL: options.fake.baseUrl,
      FAKE_PLATFORM_TOKEN: options.fake.token,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => children.delete(child));
  child.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  const ready = new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      log = (log + line + '\n').slice(-20_000);
      if (line.includes('"publishing app ready"')) resolve();
    });
    void exited.then(() => reject(new Error(`publishing app exited during start-up:\n${log}`)));
  });
  const timeout = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 90_000);
  try {
    await ready;
  } finally {
    clearTimeout(timeout);
  }
  return {
    pid: child.pid ?? 0,
    output: () => log,
    hasExited: () => child.exitCode !== null || child.signalCode !== null,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** The connection string of the embedded server a process of `dataDir` runs (rewritten at each start). */
export const embeddedDatabaseUrl = (dataDir: string) =>
  readFileSync(join(dataDir, 'database-url'), 'utf8').trim();

/** Writes posts and their publish jobs into an app's database, and reads their outcome. */
export interface PublishingSeeder {
  db: DatabaseHandle;
  workspaceId: string;
  /** Scheduled posts, one per time, each with a unique text; answers their ids. */
  schedule(times: Date[], tag: string): Promise<{ id: string; content: string; scheduledFor: Date }[]>;
  /** Posts of `ids` by status. */
  statuses(ids: string[]): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export async function openPublishingSeeder(databaseUrl: string, dataDir: string): Promise<PublishingSeeder> {
  const db = await openDatabase({ databaseUrl, dataDir, migrations: 'skip', maxConnections: 4 });
  const queue: JobQueue = createJobQueue(db.pool, { onError: () => undefined });
  // The app's own job definition (its name, version and payload); this process only sends.
  const publishJob = createPublishJob({
    posts: createPostsStore(db.db),
    store: createPublishStore(db.db),
    destinations: [],
    log: { warn: () => undefined },
  });
  await queue.start([publishJob], false);
  const workspaceId = crypto.randomUUID();
  await db.pool.query(`insert into workspaces (id, name) values ($1, 'Publishing bench')`, [workspaceId]);
  return {
    db,
    workspaceId,
    async schedule(times, tag) {
      const rows = times.map((scheduledFor, index) => ({
        id: crypto.randomUUID(),
        workspaceId,
        title: 'LinkedIn Post',
        content: `Publishing check ${tag} #${index + 1}: exactly once, whatever crashes.`,
        status: 'scheduled' as const,
        platforms: ['linkedin'],
        // The feed and the fake platform, as a post that chose both in the modal.
        destinations: ['community', fakePlatformDestinationId],
        hashtags: ['#reliability'],
        variation: 'normal',
        scheduledFor,
        timeZone: 'UTC',
      }));
      for (let start = 0; start < rows.length; start += 500)
        await db.db.insert(posts).values(rows.slice(start, start + 500));
      for (const row of rows)
        await queue.send(publishJob, { postId: row.id, workspaceId }, { startAfter: row.scheduledFor });
      return rows.map(({ id, content, scheduledFor }) => ({ id, content, scheduledFor }));
    },
    async statuses(ids) {
      const counts: Record<string, number> = {};
      for (let start = 0; start < ids.length; start += 1000) {
        const rows = await db.db
          .select({ status: posts.status })
          .from(posts)
          .where(inArray(posts.id, ids.slice(start, start + 1000)));
        for (const { status } of rows) counts[status] = (counts[status] ?? 0) + 1;
      }
      return counts;
    },
    async close() {
      await queue.stop();
      await db.close();
    },
  };
}

/**
 * What reached the fake of `expected` posts: duplicates (a text stored more than once), lost (never stored),
 * replays (a create sent again for a key the platform had already stored: a blind retry), and each stored
 * post's lateness after its scheduled time.
 */
export function countOnFake(fake: FakeSocialPlatform, expected: { content: string; scheduledFor: Date }[]) {
  const byText = new Map<string, number[]>();
  for (const post of fake.posts) {
    const list = byText.get(post.text) ?? [];
    list.push(post.storedAt);
    byText.set(post.text, list);
  }
  let duplicates = 0;
  let lost = 0;
  const latenessMs: number[] = [];
  for (const post of expected) {
    const stored = byText.get(post.content);
    if (!stored) lost += 1;
    else {
      if (stored.length > 1) duplicates += stored.length - 1;
      latenessMs.push(Math.min(...stored) - post.scheduledFor.getTime());
    }
  }
  const texts = new Set(expected.map((post) => post.content));
  const replays = fake.posts
    .filter((post) => texts.has(post.text))
    .reduce((sum, post) => sum + Math.max(0, (fake.createRequests.get(post.idempotencyKey) ?? 1) - 1), 0);
  return { duplicates, lost, replays, latenessMs };
}

/** Waits until none of `ids` is scheduled or publishing (or the timeout). */
export async function waitForSettled(seeder: PublishingSeeder, ids: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await seeder.statuses(ids);
    if (!counts.scheduled && !counts.publishing) return counts;
    if (Date.now() > deadline) return counts;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
