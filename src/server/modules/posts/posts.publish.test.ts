import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { PostRecord } from '../../../shared/contracts/posts';
import {
  registerInvitedUser,
  registerOwner,
  setWorkspaceRole,
  type TestAccount,
} from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { viewerPostRecordMessage } from './posts.policy';
import { idempotencyKeyOf } from './posts.publish-job';
import { notPublishableMessage, scheduleInPastMessage } from './posts.publish-service';

const boost = { enabled: true, budget: 'lots', duration: 7, useAITiming: true };

describe('posts: post now, schedule, publishing exactly once (offline providers)', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let generated: GeneratedPost[];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com', name: 'Other' });
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Our bakery opens a second shop on Main Street this Saturday with fresh sourdough',
      platforms: ['instagram', 'linkedin', 'facebook', 'twitter'],
      variations: ['normal'],
      aiImages: false,
    });
    generated = run.posts;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const of = (platform: string) => generated.find((post) => post.platform === platform)!;
  const publish = (jar: string, body: object) =>
    t.request({ method: 'POST', url: '/api/posts/publish', cookies: jar, payload: body });
  const read = async (postId: string) =>
    (await t.request({ method: 'GET', url: `/api/posts/${postId}`, cookies: owner.jar })).json<{
      post: PostRecord;
    }>().post;
  const waitForStatus = async (postId: string, status: string, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    let post = await read(postId);
    while (post.status !== status && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      post = await read(postId);
    }
    return post;
  };
  const communityRows = async (postId: string) =>
    (
      await t.container.database.pool.query<{ count: string }>(
        'select count(*) from community_posts where post_id = $1',
        [postId],
      )
    ).rows[0]!.count;
  const publishJob = () => t.container.jobs.find((job) => job.name === 'posts.publish')!;
  const signal = new AbortController().signal;

  it('posts now: scheduled, then executed on the community feed once, with the boost stored', async () => {
    const answer = await publish(owner.jar, {
      generatedPostId: of('instagram').id,
      mode: 'now',
      timeZone: 'Europe/Berlin',
      destinations: ['community'],
      boost,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const post = answer.json<{ post: PostRecord }>().post;
    expect(post).toMatchObject({
      title: 'Instagram Post',
      timeZone: 'Europe/Berlin',
      boostSettings: { enabled: true, budget: 5, duration: 7, useAITiming: true },
      stats: { views: 0, likes: 0, shares: 0, comments: 0 },
    });
    const executed = await waitForStatus(post.id, 'executed');
    expect(executed.status).toBe('executed');
    expect(executed.executedAt).not.toBeNull();
    expect(await communityRows(post.id)).toBe('1');

    // The job run again (a duplicate delivery) publishes nothing more.
    await publishJob().handle(
      { postId: post.id, workspaceId: owner.session.workspace!.id },
      {
        signal,
        retryCount: 1,
      },
    );
    expect(await communityRows(post.id)).toBe('1');
  });

  it('schedules for later: stays scheduled until its time, then runs', async () => {
    const at = new Date(Date.now() + 3000);
    const answer = await publish(owner.jar, {
      generatedPostId: of('linkedin').id,
      mode: 'schedule',
      scheduledFor: at.toISOString(),
      timeZone: 'America/New_York',
      destinations: ['community'],
      boost: { ...boost, enabled: false, budget: 50 },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const post = answer.json<{ post: PostRecord }>().post;
    expect(post.scheduledFor).toBe(at.toISOString());
    expect((await read(post.id)).status).toBe('scheduled');
    expect(await communityRows(post.id)).toBe('0');
    const executed = await waitForStatus(post.id, 'executed', 20_000);
    expect(executed.status).toBe('executed');
    expect(new Date(executed.executedAt!).getTime()).toBeGreaterThanOrEqual(at.getTime() - 2000);
    expect(await communityRows(post.id)).toBe('1');
  }, 30_000);

  it('reconciles an attempt a crash left pending instead of publishing again', async () => {
    const answer = await publish(owner.jar, {
      generatedPostId: of('facebook').id,
      mode: 'schedule',
      scheduledFor: new Date(Date.now() + 3_600_000).toISOString(),
      timeZone: 'UTC',
      destinations: ['community'],
      boost,
    });
    const post = answer.json<{ post: PostRecord }>().post;
    const workspaceId = owner.session.workspace!.id;
    const key = idempotencyKeyOf(post.id, 'community');
    const db = t.container.database.pool;
    // The crash: the destination stored the post, the attempt stayed 'pending', the post 'publishing'.
    await db.query(`update posts set status = 'publishing', scheduled_for = now() where id = $1`, [post.id]);
    await db.query(
      `insert into post_publish_attempts (id, workspace_id, post_id, destination, idempotency_key, state)
       values ($1, $2, $3, 'community', $4, 'pending')`,
      [crypto.randomUUID(), workspaceId, post.id, key],
    );
    await db.query(
      `insert into community_posts (id, post_id, workspace_id, content, platform, variation, idempotency_key)
       values ($1, $2, $3, 'x', 'facebook', 'normal', $4)`,
      [crypto.randomUUID(), post.id, workspaceId, key],
    );
    await publishJob().handle({ postId: post.id, workspaceId }, { signal, retryCount: 1 });
    await publishJob().handle({ postId: post.id, workspaceId }, { signal, retryCount: 2 });
    expect((await read(post.id)).status).toBe('executed');
    expect(await communityRows(post.id)).toBe('1');
    const attempts = await db.query<{ state: string }>(
      'select state from post_publish_attempts where post_id = $1',
      [post.id],
    );
    expect(attempts.rows).toEqual([{ state: 'succeeded' }]);
  });

  it('retries a failed post: it runs again and publishes once; a post that did not fail is refused', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/posts', cookies: owner.jar })).json<{
      posts: PostRecord[];
    }>().posts;
    const done = list.find((item) => item.status === 'executed')!;
    const retry = (postId: string, jar = owner.jar) =>
      t.request({ method: 'POST', url: `/api/posts/${postId}/retry`, cookies: jar });
    expect((await retry(done.id)).statusCode).toBe(409);
    await t.container.database.pool.query(
      `update posts set status = 'failed', failure_message = 'x' where id = $1`,
      [done.id],
    );
    expect((await retry(done.id, other.jar)).statusCode).toBe(404);
    const answer = await retry(done.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ post: PostRecord }>().post).toMatchObject({
      status: 'scheduled',
      failureMessage: null,
    });
    expect((await waitForStatus(done.id, 'executed')).status).toBe('executed');
    expect(await communityRows(done.id)).toBe('1');
  });

  it('refuses a post over its limit, a time in the past, another workspace and viewers', async () => {
    const x = of('twitter');
    const long = await t.request({
      method: 'PATCH',
      url: `/api/review/posts/${x.id}`,
      cookies: owner.jar,
      payload: { content: 'a'.repeat(300) },
    });
    expect(long.statusCode).toBe(200);
    const over = await publish(owner.jar, {
      generatedPostId: x.id,
      mode: 'now',
      timeZone: 'UTC',
      destinations: ['community'],
      boost,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ error: { message: string } }>().error.message).toBe(notPublishableMessage);
    await t.request({
      method: 'PATCH',
      url: `/api/review/posts/${x.id}`,
      cookies: owner.jar,
      payload: { content: 'Fresh sourdough on Saturday.' },
    });
    const past = await publish(owner.jar, {
      generatedPostId: x.id,
      mode: 'schedule',
      scheduledFor: new Date(Date.now() - 3_600_000).toISOString(),
      timeZone: 'UTC',
      destinations: ['community'],
      boost,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ error: { message: string } }>().error.message).toBe(scheduleInPastMessage);
    const body = { generatedPostId: x.id, mode: 'now', timeZone: 'UTC', destinations: ['community'], boost };
    expect((await publish(other.jar, body)).statusCode).toBe(404);
    await setWorkspaceRole(t, owner, 'viewer');
    try {
      const refused = await publish(owner.jar, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(viewerPostRecordMessage);
    } finally {
      await setWorkspaceRole(t, owner, 'owner');
    }
  });
});
