import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeSocialPlatform,
  type FakeSocialPlatform,
} from '../../../../tests/fakes/social-platform.fake';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { PostRecord } from '../../../shared/contracts/posts';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { PublishDestination } from './posts.destinations';
import { createHttpDestination } from './posts.http-destination';
import { idempotencyKeyOf } from './posts.publish-job';

/**
 * Two app processes (two containers, each with its job workers and its realtime hub) on one PostgreSQL: a post
 * scheduled through the first is published once, on time, by whichever worker takes it; a burst of due posts is
 * shared by both without a duplicate; and the events reach a stream open on the other process (LISTEN/NOTIFY).
 */
describe('posts: two processes on one database', () => {
  let fake: FakeSocialPlatform;
  let first: TestApp;
  let second: TestApp;
  let owner: TestAccount;
  let generated: GeneratedPost[];
  let secondPort = 0;
  /** Publications each process made (its own destination object counts them). */
  const publishedBy = { first: new Set<string>(), second: new Set<string>() };

  const destinationOf = (name: keyof typeof publishedBy): PublishDestination => {
    const http = createHttpDestination({
      id: 'fake',
      baseUrl: fake.baseUrl,
      token: fake.token,
      timeoutMs: 3000,
    });
    return {
      ...http,
      async publish(post, account, key) {
        publishedBy[name].add(post.id);
        return http.publish(post, account, key);
      },
    };
  };
  const boost = { enabled: false, budget: 5, duration: 3, useAITiming: false };

  beforeAll(async () => {
    fake = await startFakeSocialPlatform();
    first = await createTestApp({}, { publishDestinations: [destinationOf('first')] });
    second = await createTestApp(
      {},
      { databaseUrl: first.container.database.url, publishDestinations: [destinationOf('second')] },
    );
    owner = await registerOwner(first);
    generated = (
      await generate(first, owner.jar, {
        method: 'prompt',
        prompt: 'A community garden shares seeds and tools with the whole street every Sunday afternoon',
        platforms: ['instagram', 'linkedin', 'facebook', 'twitter'],
        variations: ['normal', 'professional', 'engaging'],
        aiImages: false,
      })
    ).posts;
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    secondPort = (second.app.server.address() as { port: number }).port;
  }, 180_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await fake?.close();
  });

  const schedule = async (generatedPostId: string, at: Date) => {
    const answer = await first.request({
      method: 'POST',
      url: '/api/posts/publish',
      cookies: owner.jar,
      payload: {
        generatedPostId,
        mode: 'schedule',
        scheduledFor: at.toISOString(),
        timeZone: 'Europe/Berlin',
        destinations: ['community', 'fake'],
        boost,
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ post: PostRecord }>().post.id;
  };
  const statusOf = async (postId: string) =>
    (await second.request({ method: 'GET', url: `/api/posts/${postId}`, cookies: owner.jar })).json<{
      post: PostRecord;
    }>().post.status;
  const copiesOf = (postId: string) =>
    fake.posts.filter((post) => post.idempotencyKey === idempotencyKeyOf(postId, 'fake')).length;

  it('a post scheduled in one process goes out once, on time; the other process streams its events', async () => {
    const controller = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${secondPort}/api/events`, {
      headers: { cookie: owner.jar },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    let received = '';
    const reading = (async () => {
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        received += value;
      }
    })().catch(() => undefined);
    try {
      await expect.poll(() => received.includes('event: ready'), { timeout: 10_000 }).toBe(true);
      const at = new Date(Date.now() + 2500);
      const postId = await schedule(generated[0]!.id, at);
      await expect
        .poll(() => received.includes('event: postScheduled') && received.includes(postId), {
          timeout: 10_000,
        })
        .toBe(true);
      await expect.poll(() => statusOf(postId), { timeout: 20_000, interval: 100 }).toBe('executed');
      const stored = fake.posts.find((post) => post.idempotencyKey === idempotencyKeyOf(postId, 'fake'))!;
      expect(stored.storedAt).toBeGreaterThanOrEqual(at.getTime());
      expect(stored.storedAt - at.getTime()).toBeLessThan(2000);
      expect(copiesOf(postId)).toBe(1);
      // Announced by whichever process published it (scheduledPostExecuted: it was scheduled, however soon,
      // see executionEventOf); heard on the second through LISTEN/NOTIFY.
      const executedEvent = new RegExp(`event: scheduledPostExecuted\\ndata: [^\\n]*"postId":"${postId}"`);
      await expect.poll(() => executedEvent.test(received), { timeout: 10_000 }).toBe(true);
    } finally {
      controller.abort();
      await reading;
    }
  }, 60_000);

  it('posts due at the same second are shared by both workers and each goes out exactly once', async () => {
    const at = new Date(Date.now() + 3000);
    const ids: string[] = [];
    for (const post of generated.slice(1)) ids.push(await schedule(post.id, at));
    expect(ids.length).toBeGreaterThanOrEqual(10);
    await expect
      .poll(async () => (await Promise.all(ids.map(statusOf))).every((status) => status === 'executed'), {
        timeout: 40_000,
        interval: 250,
      })
      .toBe(true);
    for (const postId of ids) expect(copiesOf(postId)).toBe(1);
    // No post was sent by both processes.
    const both = ids.filter((id) => publishedBy.first.has(id) && publishedBy.second.has(id));
    expect(both).toEqual([]);
    expect(ids.every((id) => publishedBy.first.has(id) || publishedBy.second.has(id))).toBe(true);
  }, 60_000);
});
