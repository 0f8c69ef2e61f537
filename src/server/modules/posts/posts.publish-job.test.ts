import { describe, expect, it } from 'vitest';
import type { PublishDestination } from './posts.destinations';
import {
  createPublishJob,
  executionEventOf,
  idempotencyKeyOf,
  publishFailedMessage,
  unavailableDestinationMessage,
} from './posts.publish-job';
import { PublishOutcomeUnknownError, PublishRejectedError } from './posts.publish-outcomes';
import type { PublishAttemptRow, PublishStore } from './posts.publish-store';
import type { PostRecordRow, PostsStore } from './posts.store';

/** In-memory stores and a destination that counts its calls (what the SQL stores do, without a database). */
function setUp(options: {
  fails?: boolean | Error;
  alreadyPublished?: boolean;
  attemptState?: PublishAttemptRow['state'];
}) {
  const post = {
    id: 'p1',
    workspaceId: 'w1',
    status: 'scheduled',
    platforms: ['linkedin'],
    destinations: ['community'],
    createdAt: new Date(Date.now() - 1000),
    scheduledFor: new Date(Date.now() - 1000),
  } as PostRecordRow;
  const attempts: PublishAttemptRow[] = options.attemptState
    ? [
        {
          id: 'a1',
          workspaceId: 'w1',
          postId: 'p1',
          destination: 'community',
          idempotencyKey: idempotencyKeyOf('p1', 'community'),
          state: options.attemptState,
          externalId: null,
          url: null,
          message: null,
          createdAt: new Date(),
          updatedAt: new Date(),
        },
      ]
    : [];
  const published = new Set<string>(options.alreadyPublished ? [idempotencyKeyOf('p1', 'community')] : []);
  const calls = { publish: 0, findPublished: 0 };
  const store = {
    async moveStatus(_w: string, _id: string, from: readonly string[], changes: Partial<PostRecordRow>) {
      if (!from.includes(post.status)) return undefined;
      Object.assign(post, changes);
      return { ...post };
    },
    async ensureAttempt(workspaceId: string, postId: string, destination: string, idempotencyKey: string) {
      let attempt = attempts.find((item) => item.idempotencyKey === idempotencyKey);
      if (attempt) return { ...attempt, isFresh: false };
      attempt = { ...({} as PublishAttemptRow), id: `a${attempts.length + 1}`, workspaceId, postId };
      Object.assign(attempt, { destination, idempotencyKey, state: 'pending' });
      attempts.push(attempt);
      return { ...attempt, isFresh: true };
    },
    async updateAttempt(_w: string, id: string, changes: Partial<PublishAttemptRow>) {
      Object.assign(attempts.find((item) => item.id === id)!, changes);
    },
  } as unknown as PublishStore;
  const posts = { findPost: async () => ({ ...post }) } as unknown as PostsStore;
  const destination: PublishDestination = {
    id: 'community',
    async publish(_post, _account, key) {
      calls.publish += 1;
      if (options.fails) throw options.fails instanceof Error ? options.fails : new Error('feed down');
      published.add(key);
      return { externalId: 'c1' };
    },
    async findPublished(key) {
      calls.findPublished += 1;
      return published.has(key) ? { externalId: 'c0' } : undefined;
    },
  };
  const announced: string[] = [];
  const job = createPublishJob({
    posts,
    store,
    destinations: [destination],
    announce: async (type) => void announced.push(type),
    log: { warn() {} },
  });
  const run = (retryCount = 0) =>
    job.handle({ postId: 'p1', workspaceId: 'w1' }, { signal: new AbortController().signal, retryCount });
  return { post, attempts, calls, run, options, announced };
}

describe('posts.publish job', () => {
  it('publishes once and marks the post executed with its title', async () => {
    const { post, attempts, calls, run } = setUp({});
    await run();
    await run();
    expect(calls.publish).toBe(1);
    // The attempt this run wrote cannot have been sent before: no lookup.
    expect(calls.findPublished).toBe(0);
    expect(post).toMatchObject({ status: 'executed', title: 'LinkedIn Post', failureMessage: null });
    expect(attempts).toMatchObject([{ state: 'succeeded', externalId: 'c1' }]);
  });

  it('reconciles a pending or unknown attempt through findPublished without publishing again', async () => {
    for (const attemptState of ['pending', 'unknown'] as const) {
      const { post, attempts, calls, run } = setUp({ attemptState, alreadyPublished: true });
      post.status = 'publishing';
      await run();
      expect(calls.publish).toBe(0);
      expect(calls.findPublished).toBe(1);
      expect(post.status).toBe('executed');
      expect(attempts).toMatchObject([{ state: 'succeeded', externalId: 'c0' }]);
    }
  });

  it('fails the post with its message when the destination fails', async () => {
    const { post, attempts, calls, run } = setUp({ fails: true });
    await run();
    expect(calls.publish).toBe(1);
    expect(post).toMatchObject({ status: 'failed', failureMessage: publishFailedMessage });
    expect(attempts).toMatchObject([{ state: 'failed', message: 'feed down' }]);
    // Not picked up again unless retried (failed → scheduled).
    await run();
    expect(calls.publish).toBe(1);
  });

  it('leaves an unknown outcome unknown and retries; the last run fails the post, the attempt stays unknown', async () => {
    const { post, attempts, calls, run } = setUp({
      fails: new PublishOutcomeUnknownError('no answer in time'),
    });
    await expect(run(0)).rejects.toBeInstanceOf(PublishOutcomeUnknownError);
    expect(post.status).toBe('publishing');
    expect(attempts).toMatchObject([{ state: 'unknown', message: 'no answer in time' }]);
    await run(3);
    expect(calls.publish).toBe(2);
    expect(post).toMatchObject({ status: 'failed', failureMessage: publishFailedMessage });
    expect(attempts).toMatchObject([{ state: 'unknown' }]);
  });

  it("shows the platform's last reason when its 5xx answers used up the runs", async () => {
    const { post, attempts, run } = setUp({
      fails: new PublishOutcomeUnknownError(
        'fake: Down for maintenance.',
        undefined,
        'Down for maintenance.',
      ),
    });
    await expect(run(0)).rejects.toBeInstanceOf(PublishOutcomeUnknownError);
    await run(3);
    expect(post).toMatchObject({ status: 'failed', failureMessage: 'Down for maintenance.' });
    expect(attempts).toMatchObject([{ state: 'unknown' }]);
  });

  it("fails the post with the destination's own reason when it refuses", async () => {
    const { post, attempts, run } = setUp({
      fails: new PublishRejectedError('Video too long for this account.'),
    });
    await run();
    expect(post).toMatchObject({ status: 'failed', failureMessage: 'Video too long for this account.' });
    expect(attempts).toMatchObject([{ state: 'failed', message: 'Video too long for this account.' }]);
  });

  it('leaves a post scheduled for later to the later job', async () => {
    const { post, calls, run } = setUp({});
    post.scheduledFor = new Date(Date.now() + 60_000);
    await run();
    expect(calls.publish).toBe(0);
    expect(post.status).toBe('scheduled');
  });

  it('sends a post only to the destinations chosen for it', async () => {
    const { post, calls, run } = setUp({});
    post.destinations = ['fake'];
    await run();
    // The community destination (the only one configured here) was not chosen: nothing is sent, and the post
    // fails with a clear message instead of going out somewhere the user did not choose.
    expect(calls.publish).toBe(0);
    expect(post).toMatchObject({ status: 'failed', failureMessage: unavailableDestinationMessage });
  });

  it('announces a retried Post now as postPublished, however long after its creation', async () => {
    const { post, announced, run } = setUp({});
    Object.assign(post, {
      publishMode: 'now',
      createdAt: new Date(Date.now() - 3_600_000),
      scheduledFor: new Date(Date.now() - 1000),
    });
    await run();
    expect(post.status).toBe('executed');
    expect(announced).toEqual(['postPublished']);
  });

  it('tells the event by what the user did, and an older post without a mode by its time', () => {
    const createdAt = new Date('2027-03-27T10:00:00Z');
    const soon = new Date('2027-03-27T10:00:30Z');
    const tomorrow = new Date('2027-03-28T09:00:00Z');
    expect(executionEventOf({ publishMode: 'now', createdAt, scheduledFor: tomorrow })).toBe('postPublished');
    expect(executionEventOf({ publishMode: 'schedule', createdAt, scheduledFor: soon })).toBe(
      'scheduledPostExecuted',
    );
    expect(executionEventOf({ publishMode: null, createdAt, scheduledFor: soon })).toBe('postPublished');
    expect(executionEventOf({ publishMode: null, createdAt, scheduledFor: tomorrow })).toBe(
      'scheduledPostExecuted',
    );
  });
});
