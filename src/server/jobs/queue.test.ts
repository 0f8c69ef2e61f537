import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../testing/test-database';
import { createJobQueue, defineJob, JobInterruptedError, type JobQueue } from './queue';

const payload = z.object({ key: z.string() });

/** Resolves when `check` holds, polling every 20 ms; throws after `timeoutMs`. */
async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('job queue', () => {
  let database: DatabaseHandle;
  const queues: JobQueue[] = [];
  const openQueue = (pollingIntervalSeconds?: number) => {
    const queue = createJobQueue(database.pool, {
      onError: () => undefined,
      ...(pollingIntervalSeconds ? { pollingIntervalSeconds } : {}),
    });
    queues.push(queue);
    return queue;
  };
  const jobStates = async (name: string) => {
    const { rows } = await database.pool.query<{ key: string; state: string; retries: number }>(
      `SELECT data->>'key' AS key, state, retry_count AS retries FROM pgboss.job WHERE name = $1 ORDER BY key`,
      [name],
    );
    return rows;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await database.close();
  });

  it('settles each job alone: one failing job neither fails nor retries the one fetched beside it', async () => {
    const calls: Record<string, number> = {};
    const job = defineJob({
      name: 'test.siblings',
      version: 1,
      payload,
      retryLimit: 1,
      retryDelaySeconds: 0,
      concurrency: 2,
      async handle({ key }) {
        calls[key] = (calls[key] ?? 0) + 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (key === 'bad') throw new Error('this video failed');
      },
    });
    const queue = openQueue();
    await queue.start([job], false);
    // Both are waiting before any worker fetches, as a batch of two would have been.
    await queue.send(job, { key: 'bad' });
    await queue.send(job, { key: 'good' });
    await queue.start([job], true);

    await waitUntil(async () =>
      (await jobStates('test.siblings.v1')).every(
        (row) => row.state === 'completed' || row.state === 'failed',
      ),
    );
    expect(await jobStates('test.siblings.v1')).toEqual([
      { key: 'bad', state: 'failed', retries: 1 },
      { key: 'good', state: 'completed', retries: 0 },
    ]);
    expect(calls).toEqual({ bad: 2, good: 1 });
  });

  it('lets other jobs run while a long one is still going', async () => {
    let releaseLong = () => undefined as void;
    const finished: string[] = [];
    const job = defineJob({
      name: 'test.long',
      version: 1,
      payload,
      concurrency: 2,
      async handle({ key }) {
        if (key === 'long') await new Promise<void>((resolve) => (releaseLong = resolve));
        finished.push(key);
      },
    });
    const queue = openQueue();
    await queue.start([job], true);
    await queue.send(job, { key: 'long' });
    await waitUntil(async () => (await jobStates('test.long.v1')).some((row) => row.state === 'active'));
    for (const key of ['a', 'b', 'c']) await queue.send(job, { key });
    await waitUntil(() => finished.length === 3);
    expect(finished).toEqual(['a', 'b', 'c']);
    releaseLong();
    await waitUntil(() => finished.length === 4);
  });

  it('starts a job sent from this process at once instead of at the next poll', async () => {
    const started: number[] = [];
    const job = defineJob({
      name: 'test.wake',
      version: 1,
      payload,
      async handle() {
        started.push(performance.now());
      },
    });
    const queue = openQueue(30);
    await queue.start([job], true);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the workers' first (empty) fetch is over
    const sentAt = performance.now();
    await queue.send(job, { key: 'now' });
    await waitUntil(() => started.length === 1, 5000);
    expect((started[0] ?? Infinity) - sentAt).toBeLessThan(2000);
  });

  it('drops a second job of the same key while the first is queued or running (exclusive)', async () => {
    const job = defineJob({
      name: 'test.exclusive',
      version: 1,
      payload,
      isExclusive: true,
      async handle() {},
    });
    const queue = openQueue();
    await queue.start([job], false);
    expect(await queue.send(job, { key: 'one' }, { singletonKey: 'one' })).toEqual(expect.any(String));
    expect(await queue.send(job, { key: 'one' }, { singletonKey: 'one' })).toBeNull();
    expect(await queue.send(job, { key: 'two' }, { singletonKey: 'two' })).toEqual(expect.any(String));
  });

  it('interrupts running handlers on stop; the next process retries the job and recovers what was left', async () => {
    const seen: { key: string; retryCount: number; reason?: unknown }[] = [];
    const recovered: string[] = [];
    const job = defineJob({
      name: 'test.interrupted',
      version: 1,
      payload,
      retryDelaySeconds: 0,
      async handle({ key }, { signal, retryCount }) {
        const entry: (typeof seen)[number] = { key, retryCount };
        seen.push(entry);
        if (key !== 'cut' || retryCount > 0) return;
        await new Promise<void>((_resolve, reject) =>
          signal.addEventListener('abort', () => {
            entry.reason = signal.reason;
            reject(signal.reason as Error);
          }),
        );
      },
      async recover(send) {
        recovered.push('called');
        await send({ key: 'left-behind' });
      },
    });
    const first = openQueue();
    await first.start([job], true);
    await first.send(job, { key: 'cut' });
    await waitUntil(() => seen.length === 2); // 'cut' and the recovered 'left-behind'
    const stoppedAt = performance.now();
    await first.stop();
    expect(performance.now() - stoppedAt).toBeLessThan(4000);
    expect(seen.find((entry) => entry.key === 'cut')?.reason).toBeInstanceOf(JobInterruptedError);

    const second = openQueue();
    await second.start([job], true);
    await waitUntil(() => seen.some((entry) => entry.key === 'cut' && entry.retryCount === 1));
    await waitUntil(
      async () =>
        (await jobStates('test.interrupted.v1')).filter((row) => row.state === 'completed').length === 3,
    );
    expect(recovered).toEqual(['called', 'called']);
  });

  it('recovers again every recoverIntervalSeconds, and tells which payloads still have a live job', async () => {
    const answers: boolean[][] = [];
    const job = defineJob({
      name: 'test.sweep',
      version: 1,
      payload,
      async handle() {
        await new Promise((resolve) => setTimeout(resolve, 10));
      },
      recoverIntervalSeconds: 1,
      async recover(_send, queue) {
        answers.push([
          await queue!.hasLiveJob({ key: 'later' }),
          await queue!.hasLiveJob({ key: 'done' }),
          await queue!.hasLiveJob({ key: 'never' }),
        ]);
      },
    });
    const sender = openQueue();
    await sender.start([job], false);
    await sender.send(job, { key: 'later' }, { startAfter: new Date(Date.now() + 3_600_000) });
    await sender.send(job, { key: 'done' });
    const queue = openQueue();
    await queue.start([job], true);
    await waitUntil(async () =>
      (await jobStates('test.sweep.v1')).some((row) => row.key === 'done' && row.state === 'completed'),
    );
    const passes = answers.length;
    await waitUntil(() => answers.length >= passes + 2, 5000);
    // Waiting (due later): live. Completed, or never sent: not.
    expect(answers.at(-1)).toEqual([true, false, false]);
    await queue.stop();
    const stopped = answers.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(answers.length).toBe(stopped);
  });
});
