import type { RecoverTools, SendOptions } from '../../jobs/queue';
import type { PublishStore } from './posts.publish-store';

/**
 * A post still 'scheduled' or 'publishing' this long after both its time and its last change, with no job of
 * its own waiting, due for a retry or running, was left behind: a process died mid-publication and the job
 * ran out of retries or expired, or a process died between storing the post and queuing its job. Longer than
 * pg-boss needs to notice a dead worker (heartbeat 10 s, maintenance every 10 s) and than a send takes.
 */
export const stalePublicationMs = 60_000;
/** How often each worker process sweeps (it also sweeps at start-up). */
export const publishSweepIntervalSeconds = 60;
/** Most posts one sweep re-queues; the next sweep takes the rest. */
const sweepBatch = 200;

/**
 * The sweep of left-behind publications: each such post gets a new `posts.publish` job, which asks every
 * destination whose attempt is not 'succeeded' (pending or unknown: it may have gone out) through
 * findPublished before anything is sent, so a post that went out before the crash is only marked executed and
 * nothing is published twice. A post is claimed first (see `claimStalePublication`), so two processes sweeping
 * at once queue one job. Answers how many posts were re-queued.
 */
export async function requeueStalePublications(deps: {
  store: Pick<PublishStore, 'listStalePublications' | 'claimStalePublication'>;
  send(payload: { postId: string; workspaceId: string }, options?: SendOptions): Promise<string | null>;
  queue: RecoverTools;
  clock?: () => Date;
}): Promise<number> {
  const now = (deps.clock ?? (() => new Date()))();
  const stale = await deps.store.listStalePublications(
    new Date(now.getTime() - stalePublicationMs),
    sweepBatch,
  );
  let requeued = 0;
  for (const post of stale) {
    // A job that will still run (a backlog of due posts, a retry after a crash) takes care of it.
    if (await deps.queue.hasLiveJob({ postId: post.id })) continue;
    if (!(await deps.store.claimStalePublication(post))) continue;
    await deps.send({ postId: post.id, workspaceId: post.workspaceId });
    requeued += 1;
  }
  return requeued;
}
