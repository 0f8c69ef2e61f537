import { z } from 'zod';
import { isGenerationPlatform } from '../../../shared/domain/platforms';
import { postRecordTitle } from '../../../shared/domain/post-records';
import { defineJob, type JobContext } from '../../jobs/queue';
import {
  noDestinationMessage,
  type ConnectedDestinations,
  type PublishDestination,
} from './posts.destinations';
import { PublishOutcomeUnknownError, PublishRejectedError } from './posts.publish-outcomes';
import type { PublishStore } from './posts.publish-store';
import { publishSweepIntervalSeconds, requeueStalePublications } from './posts.publish-sweep';
import type { PostsStore } from './posts.store';

/** The message stored on a post whose publication failed (shown with Retry). */
export const publishFailedMessage = 'This post could not be published. Try again.';

/** The message stored on a post one of whose chosen destinations this server no longer offers. */
export const unavailableDestinationMessage =
  'A destination chosen for this post is no longer connected, so it was not published.';

/** The idempotency key of a post's publication to a destination: one per post and destination. */
export const idempotencyKeyOf = (postId: string, destinationId: string) => `post:${postId}:${destinationId}`;

/** Runs of the job after the first (pg-boss retries a run that threw or whose process died). */
const retryLimit = 3;

/**
 * The event of a post that went out, by what the user did: postPublished for Post now, scheduledPostExecuted
 * for Schedule for Later, whenever it goes out (a Retry long after does not change it). A post stored before
 * the mode was kept (`publishMode` null) is told by its time: due more than a minute after it was created.
 */
export function executionEventOf(post: {
  publishMode?: 'now' | 'schedule' | null;
  createdAt: Date;
  scheduledFor: Date | null;
}): 'postPublished' | 'scheduledPostExecuted' {
  if (post.publishMode === 'now') return 'postPublished';
  if (post.publishMode === 'schedule') return 'scheduledPostExecuted';
  const scheduledLater =
    post.scheduledFor !== null && post.scheduledFor.getTime() - post.createdAt.getTime() > scheduleLaterMs;
  return scheduledLater ? 'scheduledPostExecuted' : 'postPublished';
}
/** A post due more than this after it was created was scheduled for later (Post now is due at creation). */
const scheduleLaterMs = 60_000;

/** A rate-limit wait at most this long is left to the job's own retry (its backoff starts at 2 s). */
const shortRateLimitSeconds = 2;
/** A publication still rate limited this long after its attempt began fails instead of waiting again. */
export const rateLimitGiveUpMs = 24 * 3_600_000;

/**
 * When the next run of a rate-limited publication is to start: the platform's reset, when it gave one longer
 * than the default backoff and within a day of the attempt's start; otherwise undefined (the default retry).
 */
export function rateLimitResumeOf(
  error: PublishOutcomeUnknownError,
  attemptStartedAt: Date,
  now: Date,
): Date | undefined {
  const seconds = error.retryAfterSeconds;
  if (seconds === undefined || seconds <= shortRateLimitSeconds) return undefined;
  const at = new Date(now.getTime() + seconds * 1000);
  return at.getTime() - attemptStartedAt.getTime() <= rateLimitGiveUpMs ? at : undefined;
}

/** A job that runs before its post's time (the post was scheduled again later) leaves it to the later job. */
const earlyToleranceMs = 2000;

/**
 * The `posts.publish` job: at the post's scheduledFor, scheduled → publishing → executed (or failed). Each
 * destination's attempt row is written before the call; an attempt left pending or unknown by a crash is
 * reconciled through the destination's findPublished, so a post is published once. Its `recover` sweeps for
 * posts whose job is gone (posts.publish-sweep).
 */
export function createPublishJob(deps: {
  posts: PostsStore;
  store: PublishStore;
  destinations: readonly PublishDestination[];
  /** The workspace's connected platform accounts (found by destination id at publish time). */
  connected?: ConnectedDestinations;
  clock?: () => Date;
  /** Tells the workspace's open browsers (postPublished / scheduledPostExecuted); see modules/live. */
  announce?(
    type: 'postPublished' | 'scheduledPostExecuted',
    workspaceId: string,
    postId: string,
  ): Promise<void>;
  /**
   * Queues the post's job again at `at`: how a rate limit's reset (a 429's Retry-After or x-rate-limit-reset)
   * delays the next run instead of the default backoff. Absent: such a run is retried like any other.
   */
  requeue?(payload: { postId: string; workspaceId: string }, at: Date): Promise<void>;
  log: { warn(object: object, message: string): void };
}) {
  const clock = deps.clock ?? (() => new Date());

  async function handle(payload: { postId: string; workspaceId: string }, context?: JobContext) {
    const post = await deps.posts.findPost(payload.workspaceId, payload.postId);
    if (!post || (post.status !== 'scheduled' && post.status !== 'publishing')) return;
    if (post.scheduledFor && post.scheduledFor.getTime() - clock().getTime() > earlyToleranceMs) return;
    const publishing = await deps.store.moveStatus(post.workspaceId, post.id, ['scheduled', 'publishing'], {
      status: 'publishing',
    });
    if (!publishing) return;
    // Only the destinations chosen for this post; one it chose that this server no longer offers fails the
    // post with a clear message before anything is sent.
    const chosen: PublishDestination[] = [];
    for (const id of new Set(publishing.destinations)) {
      const destination =
        deps.destinations.find((fixed) => fixed.id === id) ??
        (await deps.connected?.find(post.workspaceId, id));
      if (destination) chosen.push(destination);
    }
    const isNone = publishing.destinations.length === 0;
    if (isNone || chosen.length < new Set(publishing.destinations).size) {
      await deps.store.moveStatus(post.workspaceId, post.id, ['publishing'], {
        status: 'failed',
        failureMessage: isNone ? noDestinationMessage : unavailableDestinationMessage,
      });
      return;
    }
    for (const destination of chosen) {
      const key = idempotencyKeyOf(post.id, destination.id);
      const attempt = await deps.store.ensureAttempt(post.workspaceId, post.id, destination.id, key);
      if (attempt.state === 'succeeded') continue;
      try {
        // A pending, unknown or failed attempt written by an earlier run may have reached the destination:
        // ask before publishing. One this run just wrote cannot have (its row precedes any call): no lookup,
        // which saves a round trip per destination (the benchmark's throughput).
        const published =
          (attempt.isFresh
            ? undefined
            : await destination.findPublished(key, {
                post: publishing,
                attemptStartedAt: attempt.createdAt,
              })) ?? (await destination.publish(publishing, null, key));
        await deps.store.updateAttempt(post.workspaceId, attempt.id, {
          state: 'succeeded',
          externalId: published.externalId,
          url: published.url ?? null,
          message: null,
        });
      } catch (error) {
        deps.log.warn({ err: error, postId: post.id, destination: destination.id }, 'publish failed');
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof PublishOutcomeUnknownError) {
          // It may have gone out: never 'failed' and never sent again blindly. The next run asks findPublished.
          await deps.store.updateAttempt(post.workspaceId, attempt.id, { state: 'unknown', message });
          const resumeAt = rateLimitResumeOf(error, attempt.createdAt, clock());
          if (resumeAt && deps.requeue) {
            // The platform said when its window reopens: the next run waits for it (a run queued now would
            // only meet the same 429). A crash before the send leaves the post to the sweep.
            await deps.requeue({ postId: post.id, workspaceId: post.workspaceId }, resumeAt);
            return;
          }
          if ((context?.retryCount ?? 0) < retryLimit) throw error;
          // Out of runs: the post fails with Retry (and the platform's last reason when it gave one); a retry
          // asks findPublished before publishing again.
          await deps.store.moveStatus(post.workspaceId, post.id, ['publishing'], {
            status: 'failed',
            failureMessage: error.reason ?? publishFailedMessage,
          });
          return;
        }
        await deps.store.updateAttempt(post.workspaceId, attempt.id, { state: 'failed', message });
        await deps.store.moveStatus(post.workspaceId, post.id, ['publishing'], {
          status: 'failed',
          // The platform's own reason when it refused the post.
          failureMessage: error instanceof PublishRejectedError ? error.reason : publishFailedMessage,
        });
        return;
      }
    }
    const platform = publishing.platforms[0] ?? '';
    const executed = await deps.store.moveStatus(post.workspaceId, post.id, ['publishing'], {
      status: 'executed',
      executedAt: clock(),
      failureMessage: null,
      ...(isGenerationPlatform(platform) ? { title: postRecordTitle(platform, 'executed') } : {}),
    });
    if (executed) await deps.announce?.(executionEventOf(post), post.workspaceId, post.id);
  }

  return defineJob({
    name: 'posts.publish',
    version: 1,
    payload: z.object({ postId: z.string(), workspaceId: z.string() }),
    handle,
    retryLimit,
    // Each run mostly waits on the database and the destination: 8 slots per process drain a minute's
    // backlog of due posts several times faster than 2 (measured by `npm run bench -- publishing`).
    concurrency: 8,
    // At start-up and every minute: a publication left behind by a dead process gets a job again (see
    // posts.publish-sweep), which reconciles through findPublished before sending anything.
    async recover(send, queue) {
      if (!queue) return;
      const requeued = await requeueStalePublications({ store: deps.store, send, queue, clock });
      if (requeued > 0) deps.log.warn({ requeued }, 'stale publications queued again');
    },
    recoverIntervalSeconds: publishSweepIntervalSeconds,
  });
}
