import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeSocialPlatform,
  type FakeSocialPlatform,
} from '../../../../tests/fakes/social-platform.fake';
import { createHttpDestination } from './posts.http-destination';
import { PublishOutcomeUnknownError, PublishRejectedError } from './posts.publish-outcomes';
import type { PostRecordRow } from './posts.store';

/** The HTTP destination against the loopback fake platform: idempotency, lookups and every failure mode. */
describe('posts: HTTP platform destination', () => {
  let fake: FakeSocialPlatform;
  const waits: number[] = [];
  const destinationOf = (overrides: { token?: string; timeoutMs?: number } = {}) =>
    createHttpDestination({
      id: 'fake',
      baseUrl: fake.baseUrl,
      token: overrides.token ?? fake.token,
      timeoutMs: overrides.timeoutMs ?? 2000,
      sleep: async (ms) => void waits.push(ms),
    });
  let counter = 0;
  const postOf = () =>
    ({ id: `p${++counter}`, content: `Post number ${counter}`, hashtags: ['#one'] }) as PostRecordRow;

  beforeAll(async () => {
    fake = await startFakeSocialPlatform();
  });
  beforeEach(() => {
    fake.setDefaultBehaviour(null);
    fake.setLookupStatus(null);
    waits.length = 0;
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('publishes once per idempotency key and finds what a key published', async () => {
    const destination = destinationOf();
    const post = postOf();
    const first = await destination.publish(post, null, 'key-1');
    const second = await destination.publish(post, null, 'key-1');
    expect(second).toEqual(first);
    expect(fake.posts.filter((stored) => stored.idempotencyKey === 'key-1')).toHaveLength(1);
    expect(fake.posts.at(-1)).toMatchObject({ text: post.content, hashtags: ['#one'] });
    expect(await destination.findPublished('key-1')).toEqual(first);
    expect(await destination.findPublished('never-sent')).toBeUndefined();
  });

  it("refuses with the platform's own reason (a 4xx, a wrong token)", async () => {
    fake.queueFailures({ kind: 'reject', reason: 'Duplicate content is not allowed.', status: 422 });
    const refused = destinationOf().publish(postOf(), null, 'key-2');
    await expect(refused).rejects.toBeInstanceOf(PublishRejectedError);
    await expect(refused).rejects.toThrow('Duplicate content is not allowed.');
    await expect(destinationOf({ token: 'wrong' }).publish(postOf(), null, 'key-3')).rejects.toThrow(
      'The access token is invalid or expired.',
    );
    expect(fake.createRequests.has('key-2')).toBe(true);
    expect(fake.posts.some((stored) => stored.idempotencyKey === 'key-2')).toBe(false);
  });

  it('leaves the outcome unknown on a 5xx, a failed lookup, a long 429, and a timeout or close after success', async () => {
    const destination = destinationOf({ timeoutMs: 300 });
    fake.queueFailures({ kind: 'server-error', status: 503 });
    await expect(destination.publish(postOf(), null, 'key-4')).rejects.toBeInstanceOf(
      PublishOutcomeUnknownError,
    );
    fake.queueFailures({ kind: 'rate-limited', retryAfterSeconds: 120 });
    await expect(destination.publish(postOf(), null, 'key-5')).rejects.toBeInstanceOf(
      PublishOutcomeUnknownError,
    );
    for (const kind of ['store-then-hang', 'store-then-close'] as const) {
      fake.queueFailures({ kind });
      const key = `key-${kind}`;
      await expect(destination.publish(postOf(), null, key)).rejects.toBeInstanceOf(
        PublishOutcomeUnknownError,
      );
      // It went out: the lookup says so.
      expect(await destination.findPublished(key)).toMatchObject({ externalId: expect.any(String) });
    }
    fake.setLookupStatus(500);
    await expect(destination.findPublished('key-4')).rejects.toBeInstanceOf(PublishOutcomeUnknownError);
  });

  it('waits out a short 429 and publishes; answers a slow platform within the timeout', async () => {
    fake.queueFailures({ kind: 'rate-limited', retryAfterSeconds: 2 });
    const published = await destinationOf().publish(postOf(), null, 'key-6');
    expect(waits).toEqual([2000]);
    expect(fake.createRequests.get('key-6')).toBe(2);
    expect(await destinationOf().findPublished('key-6')).toEqual(published);
    fake.queueFailures({ kind: 'slow', delayMs: 200 });
    await expect(destinationOf({ timeoutMs: 2000 }).publish(postOf(), null, 'key-7')).resolves.toMatchObject({
      externalId: expect.any(String),
    });
  });
});
