import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeSocialPlatform,
  type FakeSocialPlatform,
} from '../../../../tests/fakes/social-platform.fake';
import { createJobQueue, type JobQueue } from '../../jobs/queue';
import { createTestApp, openTestDatabase, type TestApp } from '../../testing/test-app';
import { createHttpDestination } from './posts.http-destination';
import { createPublishJob, idempotencyKeyOf } from './posts.publish-job';
import { createPublishStore } from './posts.publish-store';
import { createPostsStore } from './posts.store';

/**
 * The sweep of publications left behind by a dead process, on a real database with the loopback fake platform:
 * posts are written as a process killed at different points would have left them, then the app starts; its
 * worker's start-up sweep finds them and the publish job reconciles each through findPublished.
 */
describe('posts: stale publications are swept and reconciled, never sent twice', () => {
  let fake: FakeSocialPlatform;
  let t: TestApp;
  let seederQueue: JobQueue;
  const workspaceId = crypto.randomUUID();
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const ids = {
    /** 'publishing'; the platform stored it, the process died before it heard back: attempt 'unknown'. */
    wentOut: crypto.randomUUID(),
    /** 'publishing'; the attempt row was written, the process died before the call: attempt 'pending'. */
    neverSent: crypto.randomUUID(),
    /** 'scheduled' and due long ago: the process died between storing the post and queuing its job. */
    neverQueued: crypto.randomUUID(),
    /** 'publishing' but changed 10 s ago: not stale yet. */
    recent: crypto.randomUUID(),
    /** 'publishing', stale, but its job is still queued (a retry later): that job takes care of it. */
    withJob: crypto.randomUUID(),
  };
  const key = (postId: string) => idempotencyKeyOf(postId, 'fake');

  async function insertPost(id: string, status: string, lastModified: Date) {
    await database().pool.query(
      `insert into posts (id, workspace_id, title, content, status, platforms, destinations, hashtags,
         variation, scheduled_for, time_zone, created_at, last_modified)
       values ($1, $2, 'LinkedIn Post', $3, $4, '{linkedin}', '{community,fake}', '{}', 'normal', $5, 'UTC',
         $5, $6)`,
      [id, workspaceId, `Swept post ${id}`, status, minutesAgo(5), lastModified],
    );
  }
  async function insertAttempt(postId: string, destination: string, state: string) {
    await database().pool.query(
      `insert into post_publish_attempts (id, workspace_id, post_id, destination, idempotency_key, state)
       values ($1, $2, $3, $4, $5, $6)`,
      [crypto.randomUUID(), workspaceId, postId, destination, idempotencyKeyOf(postId, destination), state],
    );
  }
  let seeded: Awaited<ReturnType<typeof openTestDatabase>>;
  const database = () => seeded;
  const statusOf = async (postId: string) =>
    (await seeded.pool.query<{ status: string }>(`select status from posts where id = $1`, [postId])).rows[0]
      ?.status;
  const jobsOf = async (postId: string) =>
    Number(
      (
        await seeded.pool.query<{ count: string }>(
          `select count(*) from pgboss.job where name = 'posts.publish.v1' and data->>'postId' = $1`,
          [postId],
        )
      ).rows[0]?.count,
    );

  beforeAll(async () => {
    fake = await startFakeSocialPlatform();
    seeded = await openTestDatabase();
    await seeded.pool.query(`insert into workspaces (id, name) values ($1, 'Sweep')`, [workspaceId]);
    await insertPost(ids.wentOut, 'publishing', minutesAgo(5));
    await insertAttempt(ids.wentOut, 'fake', 'unknown');
    // What the killed process had sent: the platform stored it under the post's key.
    const stored = await fetch(`${fake.baseUrl}/v1/posts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${fake.token}`,
        'content-type': 'application/json',
        'idempotency-key': key(ids.wentOut),
      },
      body: JSON.stringify({ text: `Swept post ${ids.wentOut}` }),
    });
    expect(stored.status).toBe(201);
    await insertPost(ids.neverSent, 'publishing', minutesAgo(5));
    await insertAttempt(ids.neverSent, 'fake', 'pending');
    await insertPost(ids.neverQueued, 'scheduled', minutesAgo(5));
    await insertPost(ids.recent, 'publishing', new Date(Date.now() - 10_000));
    await insertPost(ids.withJob, 'publishing', minutesAgo(5));
    // A queue that only sends (like the publish service of another process): the job of `withJob`, due later.
    seederQueue = createJobQueue(seeded.pool, { onError: () => undefined });
    const definition = createPublishJob({
      posts: createPostsStore(seeded.db),
      store: createPublishStore(seeded.db),
      destinations: [],
      log: { warn: () => undefined },
    });
    await seederQueue.start([definition], false);
    await seederQueue.send(
      definition,
      { postId: ids.withJob, workspaceId },
      { startAfter: new Date(Date.now() + 3_600_000) },
    );
    // The app starts on that database: its worker sweeps at start-up.
    t = await createTestApp(
      {},
      {
        database: seeded,
        publishDestinations: [
          createHttpDestination({ id: 'fake', baseUrl: fake.baseUrl, token: fake.token, timeoutMs: 2000 }),
        ],
      },
    );
  }, 60_000);
  afterAll(async () => {
    await seederQueue?.stop();
    await t?.close();
    await fake?.close();
  });

  const waitForStatus = async (postId: string, status: string, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while ((await statusOf(postId)) !== status && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    return statusOf(postId);
  };

  it('a post that went out before the crash is marked executed through the lookup, not sent again', async () => {
    expect(await waitForStatus(ids.wentOut, 'executed')).toBe('executed');
    expect(fake.posts.filter((post) => post.idempotencyKey === key(ids.wentOut))).toHaveLength(1);
    // The one create is the killed process's: the sweep's job only asked.
    expect(fake.createRequests.get(key(ids.wentOut))).toBe(1);
    const attempt = await seeded.pool.query<{ state: string; external_id: string }>(
      `select state, external_id from post_publish_attempts where idempotency_key = $1`,
      [key(ids.wentOut)],
    );
    expect(attempt.rows[0]).toEqual({
      state: 'succeeded',
      external_id: fake.posts.find((post) => post.idempotencyKey === key(ids.wentOut))!.id,
    });
  });

  it('a post whose call never happened, or whose job was never queued, is published once', async () => {
    for (const postId of [ids.neverSent, ids.neverQueued]) {
      expect(await waitForStatus(postId, 'executed')).toBe('executed');
      expect(fake.posts.filter((post) => post.idempotencyKey === key(postId))).toHaveLength(1);
      expect(fake.createRequests.get(key(postId))).toBe(1);
      expect(await jobsOf(postId)).toBe(1);
    }
    expect(fake.duplicateTexts()).toBe(0);
  });

  it('leaves a post changed recently, and one whose job is still queued', async () => {
    await waitForStatus(ids.neverSent, 'executed');
    expect(await statusOf(ids.recent)).toBe('publishing');
    expect(await jobsOf(ids.recent)).toBe(0);
    expect(await statusOf(ids.withJob)).toBe('publishing');
    expect(await jobsOf(ids.withJob)).toBe(1);
    expect(fake.createRequests.get(key(ids.withJob))).toBeUndefined();
  });

  it('of two sweeps that saw the same stale post, one claims it', async () => {
    const store = createPublishStore(seeded.db);
    const [seen] = (await store.listStalePublications(new Date(), 100)).filter(
      (post) => post.id === ids.recent,
    );
    expect(seen).toBeDefined();
    const claims = await Promise.all([
      store.claimStalePublication(seen!),
      store.claimStalePublication(seen!),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await store.claimStalePublication(seen!)).toBe(false);
  });
});
