// Publishing (`npm run bench -- publishing [--posts=1000] [--spread=60] [--kills=200] [--kill-posts=10]`): posts
// published by the real server to the loopback fake platform (tests/fakes/publishing-app.ts), measured on the
// platform's side (when it stored each post):
// - idle: 20 posts 1.5 s apart, one process on its embedded PostgreSQL: how late a post goes out when nothing
//   else runs (target p99 < 2 s);
// - embedded: `--posts` due evenly over `--spread` seconds, then the same number all due at the same second
//   (burst: throughput), on one process with its embedded PostgreSQL;
// - twoWorkers: the same on two worker processes (api+worker and worker) sharing one PostgreSQL;
// - kills: `--kills` runs, each scheduling `--kill-posts` posts and SIGKILLing one of the two processes at a
//   random point of their publishing (the platform holds each answer for a random 0-400 ms after storing),
//   then restarting it; at the end every post must be out exactly once.
// Every scenario counts duplicates (a post stored twice), lost (never stored) and replays (a create sent again
// for a key the platform had stored: a blind retry). Posts and jobs are written straight into the database, as
// the publish service does, so the figures are the scheduler's and the job's, not the HTTP API's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import {
  countOnFake,
  embeddedDatabaseUrl,
  openPublishingSeeder,
  startPublishingProcess,
  waitForSettled,
  type PublishingProcess,
  type PublishingSeeder,
} from '../tests/fakes/publishing-harness';
import { startFakeSocialPlatform, type FakeSocialPlatform } from '../tests/fakes/social-platform.fake';
import { freePort } from './support';

function flag(name: string, fallback: number): number {
  const given = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  const value = given ? Number(given.slice(name.length + 3)) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number ≥ 0`);
  return value;
}

function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const log = (message: string) => console.error(`[publishing] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Schedules `times`, waits until they settle, and measures them on the fake. */
async function measure(
  seeder: PublishingSeeder,
  fake: FakeSocialPlatform,
  times: Date[],
  tag: string,
  settleMs: number,
) {
  const scheduled = await seeder.schedule(times, tag);
  const statuses = await waitForSettled(
    seeder,
    scheduled.map((post) => post.id),
    Math.max(0, Math.max(...times.map((time) => time.getTime())) - Date.now()) + settleMs,
  );
  const { duplicates, lost, replays, latenessMs } = countOnFake(fake, scheduled);
  const firstDue = Math.min(...times.map((time) => time.getTime()));
  const texts = new Set(scheduled.map((post) => post.content));
  const lastStored = Math.max(
    ...fake.posts.filter((post) => texts.has(post.text)).map((post) => post.storedAt),
  );
  return {
    posts: times.length,
    latenessP50Ms: Math.round(percentile(latenessMs, 50)),
    latenessP99Ms: Math.round(percentile(latenessMs, 99)),
    latenessMaxMs: Math.round(percentile(latenessMs, 100)),
    earliestMs: Math.round(Math.min(...latenessMs)),
    postsPerSecond: Math.round((times.length / Math.max(1, lastStored - firstDue)) * 1000 * 10) / 10,
    duplicates,
    lost,
    replays,
    statuses,
  };
}

/** `count` due evenly over `spreadSeconds` from `lead` ms from now; or all at once with spreadSeconds 0. */
function dueTimes(count: number, spreadSeconds: number, leadMs: number): Date[] {
  const start = Date.now() + leadMs;
  return Array.from(
    { length: count },
    (_, index) => new Date(start + (index * spreadSeconds * 1000) / count),
  );
}

/** The lead before the first due time: writing rows and jobs takes time too. */
const leadFor = (count: number) => 3000 + count * 10;

async function scenarioOnProcesses(
  seeder: PublishingSeeder,
  fake: FakeSocialPlatform,
  posts: number,
  spread: number,
  label: string,
) {
  log(`${label}: ${posts} posts over ${spread} s`);
  const spreadFigures = await measure(
    seeder,
    fake,
    dueTimes(posts, spread, leadFor(posts)),
    `${label}-spread`,
    120_000,
  );
  log(`${label} spread: ${JSON.stringify(spreadFigures)}`);
  log(`${label}: ${posts} posts due at the same second`);
  const burst = await measure(seeder, fake, dueTimes(posts, 0, leadFor(posts)), `${label}-burst`, 180_000);
  log(`${label} burst: ${JSON.stringify(burst)}`);
  return { spread: spreadFigures, burst };
}

export async function run(): Promise<Record<string, unknown>> {
  const posts = flag('posts', 1000);
  const spread = flag('spread', 60);
  const kills = flag('kills', 200);
  const killPosts = flag('kill-posts', 10);
  const figures: Record<string, unknown> = { posts, spreadSeconds: spread, kills, killPosts };
  const fake = await startFakeSocialPlatform();
  const directories: string[] = [];
  const tempDir = (name: string) => {
    const directory = mkdtempSync(join(tmpdir(), `postforge-bench-${name}-`));
    directories.push(directory);
    return directory;
  };
  const processes: PublishingProcess[] = [];
  const seeders: PublishingSeeder[] = [];
  try {
    // 1. One process on its embedded PostgreSQL: idle lateness, then the spread and the burst.
    {
      const dataDir = tempDir('embedded');
      const app = await startPublishingProcess({ dataDir, fake, port: await freePort() });
      processes.push(app);
      const seeder = await openPublishingSeeder(embeddedDatabaseUrl(dataDir), dataDir);
      seeders.push(seeder);
      await sleep(2000);
      log('idle: 20 posts 1.5 s apart');
      const idleTimes = Array.from({ length: 20 }, (_, index) => new Date(Date.now() + 2000 + index * 1500));
      figures.idle = await measure(seeder, fake, idleTimes, 'idle', 30_000);
      log(`idle: ${JSON.stringify(figures.idle)}`);
      if (posts > 0) figures.embedded = await scenarioOnProcesses(seeder, fake, posts, spread, 'embedded');
      await seeders.pop()?.close();
      await processes.pop()?.kill('SIGTERM');
    }

    // 2. Two worker processes on one PostgreSQL (an embedded server this bench runs for both).
    const pgDir = tempDir('shared-pg');
    const database = await startEmbeddedPostgres({
      dataDir: pgDir,
      log: { info: () => undefined, warn: () => undefined },
    });
    try {
      const appDirs = [tempDir('worker-a'), tempDir('worker-b')];
      const ports = [await freePort(), await freePort()];
      const startWorker = (index: number) =>
        startPublishingProcess({
          dataDir: appDirs[index]!,
          fake,
          port: ports[index]!,
          databaseUrl: database.url,
          roles: index === 0 ? 'api,worker' : 'worker',
        });
      const workers = [await startWorker(0), await startWorker(1)];
      processes.push(...workers);
      const seeder = await openPublishingSeeder(database.url, pgDir);
      seeders.push(seeder);
      if (posts > 0)
        figures.twoWorkers = await scenarioOnProcesses(seeder, fake, posts, spread, 'two workers');

      // 3. SIGKILL at random points of publishing, alternating between the two processes.
      if (kills > 0) {
        log(`kills: ${kills} runs of ${killPosts} posts`);
        const scheduled: { id: string; content: string; scheduledFor: Date }[] = [];
        const startedAt = Date.now();
        let killedWhileHolding = 0;
        for (let round = 0; round < kills; round += 1) {
          fake.setDefaultBehaviour({ kind: 'slow-after-store', delayMs: Math.round(Math.random() * 400) });
          const due = new Date(Date.now() + 300);
          scheduled.push(
            ...(await seeder.schedule(
              Array.from({ length: killPosts }, () => due),
              `kill-${round}`,
            )),
          );
          await sleep(300 + Math.random() * 1500);
          const index = round % 2;
          if (fake.holding > 0) killedWhileHolding += 1;
          await workers[index]!.kill('SIGKILL');
          workers[index] = await startWorker(index);
          processes[index] = workers[index]!;
          if (round % 10 === 9)
            log(`kills: ${round + 1} of ${kills} (${Math.round((Date.now() - startedAt) / 1000)} s)`);
        }
        fake.setDefaultBehaviour(null);
        const statuses = await waitForSettled(
          seeder,
          scheduled.map((post) => post.id),
          180_000,
        );
        const { duplicates, lost, replays } = countOnFake(fake, scheduled);
        figures.kills = {
          runs: kills,
          /** Kills that landed while the platform held a stored post's answer. */
          killedWhileHolding,
          posts: scheduled.length,
          duplicates,
          lost,
          replays,
          statuses,
          seconds: Math.round((Date.now() - startedAt) / 1000),
        };
        log(`kills: ${JSON.stringify(figures.kills)}`);
      }
    } finally {
      for (const seeder of seeders.splice(0)) await seeder.close().catch(() => undefined);
      for (const app of processes.splice(0)) await app.kill('SIGTERM');
      await database.stop();
    }
    return figures;
  } finally {
    for (const seeder of seeders) await seeder.close().catch(() => undefined);
    for (const app of processes) await app.kill('SIGKILL');
    await fake.close();
    for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  }
}
