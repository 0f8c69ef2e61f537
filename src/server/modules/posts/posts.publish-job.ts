import { z } from 'zod';
import { isGenerationPlatform } from '../../../shared/domain/platforms';
import { postRecordTitle } from '../../../shared/domain/post-records';
import { defineJob } from '../../jobs/queue';
import type { PublishDestination } from './posts.destinations';
import type { PublishStore } from './posts.publish-store';
import type { PostsStore } from './posts.store';

/** The message stored on a post whose publication failed (shown with Retry). */
export const publishFailedMessage = 'This post could not be published. Try again.';

/** The idempotency key of a post's publication to a destination: one per post and destination. */
export const idempotencyKeyOf = (postId: string, destinationId: string) => `post:${postId}:${destinationId}`;

/** A job that runs before its post's time (the post was scheduled again later) leaves it to the later job. */
const earlyToleranceMs = 2000;

/**
 * The `posts.publish` job: at the post's scheduledFor, scheduled → publishing → executed (or failed). Each
 * destination's attempt row is written before the call; an attempt left pending or unknown by a crash is
 * reconciled through the destination's findPublished, so a post is published once.
 */
export function createPublishJob(deps: {
  posts: PostsStore;
  store: PublishStore;
  destinations: readonly PublishDestination[];
  clock?: () => Date;
  log: { warn(object: object, message: string): void };
}) {
  const clock = deps.clock ?? (() => new Date());

  async function handle(payload: { postId: string; workspaceId: string }) {
    const post = await deps.posts.findPost(payload.workspaceId, payload.postId);
    if (!post || (post.status !== 'scheduled' && post.status !== 'publishing')) return;
    if (post.scheduledFor && post.scheduledFor.getTime() - clock().getTime() > earlyToleranceMs) return;
    const publishing = await deps.store.moveStatus(post.workspaceId, post.id, ['scheduled', 'publishing'], {
      status: 'publishing',
    });
    if (!publishing) return;
    for (const destination of deps.destinations) {
      const key = idempotencyKeyOf(post.id, destination.id);
      const attempt = await deps.store.ensureAttempt(post.workspaceId, post.id, destination.id, key);
      if (attempt.state === 'succeeded') continue;
      try {
        // A pending, unknown or failed attempt may have reached the destination: ask before publishing.
        const published =
          (await destination.findPublished(key)) ?? (await destination.publish(publishing, null, key));
        await deps.store.updateAttempt(post.workspaceId, attempt.id, {
          state: 'succeeded',
          externalId: published.externalId,
          message: null,
        });
      } catch (error) {
        deps.log.warn({ err: error, postId: post.id, destination: destination.id }, 'publish failed');
        await deps.store.updateAttempt(post.workspaceId, attempt.id, {
          state: 'failed',
          message: error instanceof Error ? error.message : String(error),
        });
        await deps.store.moveStatus(post.workspaceId, post.id, ['publishing'], {
          status: 'failed',
          failureMessage: publishFailedMessage,
        });
        return;
      }
    }
    const platform = publishing.platforms[0] ?? '';
    await deps.store.moveStatus(post.workspaceId, post.id, ['publishing'], {
      status: 'executed',
      executedAt: clock(),
      failureMessage: null,
      ...(isGenerationPlatform(platform) ? { title: postRecordTitle(platform, 'executed') } : {}),
    });
  }

  return defineJob({
    name: 'posts.publish',
    version: 1,
    payload: z.object({ postId: z.string(), workspaceId: z.string() }),
    handle,
    retryLimit: 3,
    concurrency: 2,
  });
}
