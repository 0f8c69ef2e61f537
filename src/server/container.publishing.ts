import type { ServiceLogger } from './container';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { AccountsStore } from './modules/accounts/accounts.store';
import type { PostEvents } from './modules/live/live.events';
import type { MediaStore } from './modules/media/media.store';
import {
  createCommunityFeedDestination,
  type ConnectedDestinations,
  type PublishDestination,
} from './modules/posts/posts.destinations';
import { createPublishJob } from './modules/posts/posts.publish-job';
import { createPublishService } from './modules/posts/posts.publish-service';
import { createPublishStore } from './modules/posts/posts.publish-store';
import type { PostsStore } from './modules/posts/posts.store';

/**
 * Post now / schedule in the container: the posts.publish job publishes each post once to its destinations at
 * its time — the community feed, then the connected accounts (tests and benchmarks add a fake platform); each
 * post goes only to the ones chosen for it. Every change is announced on the workspace's live stream.
 */
export function createPublishingWiring(deps: {
  db: Database;
  clock: () => Date;
  queue: JobQueue;
  posts: PostsStore;
  connected: ConnectedDestinations;
  accountsStore: AccountsStore;
  mediaStore: MediaStore;
  postEvents: PostEvents;
  /** Destinations a post may choose besides the community feed (tests and benchmarks: a fake platform). */
  extraDestinations?: readonly PublishDestination[];
  log: ServiceLogger;
}) {
  const { queue, posts, connected, postEvents } = deps;
  const store = createPublishStore(deps.db);
  const destinations = [
    createCommunityFeedDestination(deps.db, deps.clock),
    ...(deps.extraDestinations ?? []),
  ];
  const publishJob = createPublishJob({
    posts,
    store,
    destinations,
    connected,
    announce: (type, workspaceId, postId) => postEvents.announce(type, workspaceId, postId),
    async requeue(payload, at) {
      await queue.send(publishJob, payload, { startAfter: at });
    },
    log: deps.log,
  });
  const publishing = createPublishService({
    posts,
    store,
    destinationIds: destinations.map((destination) => destination.id),
    connectedIds: (workspaceId) => connected.listIds(workspaceId),
    userTimeZone: (userId) => deps.accountsStore.findTimeZone(userId),
    announce: (type, workspaceId, postId) => postEvents.announce(type, workspaceId, postId),
    mediaOf: (workspaceId, assetId) => deps.mediaStore.find(workspaceId, assetId),
    async enqueue(postId, workspaceId, at) {
      // To the millisecond: whole seconds made a post up to 1 s late before the poll even began.
      await queue.send(publishJob, { postId, workspaceId }, { startAfter: at });
    },
  });
  return { publishJob, publishing };
}
