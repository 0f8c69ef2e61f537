import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { communityPosts } from '../../db/schema';
import { feedDuplicateWindowMs } from '../../../shared/domain/feed';
import { AppError } from '../../http/app-error';
import { insertCommunityPost } from '../feed/feed-sharing.store';
import type { PostRecordRow } from './posts.store';

/** A connected platform account a destination publishes with (none for the community feed). */
export interface DestinationAccount {
  id: string;
}

/** What a destination answers for a publication: the id it has on the destination, and its public link. */
export interface Published {
  externalId: string;
  /** The publication's public link, when the destination has one (shown as 'View on …'). */
  url?: string;
}

/** What a reconciliation knows besides the key: the post and when its attempt began (for a time-window lookup). */
export interface PublishLookup {
  post: PostRecordRow;
  attemptStartedAt: Date;
}

/**
 * Where a post is published. `publish` must be idempotent on `idempotencyKey` (a second call with the same key
 * publishes nothing new); `findPublished` tells whether a key was published, so a job that crashed between
 * the call and recording its answer reconciles instead of publishing again. A platform without idempotency
 * keys finds the post by its content within the attempt's time window (`lookup`).
 */
export interface PublishDestination {
  id: string;
  publish(
    post: PostRecordRow,
    account: DestinationAccount | null,
    idempotencyKey: string,
  ): Promise<Published>;
  findPublished(idempotencyKey: string, lookup?: PublishLookup): Promise<Published | undefined>;
}

/**
 * The destinations of connected platform accounts (ids `<platform>:<connection id>`), per workspace: those a
 * post may choose, and the one an id names when the job publishes (undefined once disconnected).
 */
export interface ConnectedDestinations {
  listIds(workspaceId: string): Promise<string[]>;
  find(workspaceId: string, destinationId: string): Promise<PublishDestination | undefined>;
}

/** A Post now / Schedule without any destination. */
export const noDestinationMessage = 'Choose at least one destination for this post.';
/** A destination id the server does not offer (not connected, or unknown). */
export const unknownDestinationMessage = 'A chosen destination is not connected.';

/**
 * The destinations a request chose, each once, in the order the server offers them. Refused (400) when none
 * is chosen or one is not offered (`available`: the community feed and the connected destinations).
 */
export function chooseDestinations(requested: readonly string[], available: readonly string[]): string[] {
  if (requested.length === 0) throw new AppError('bad_request', noDestinationMessage);
  if (requested.some((id) => !available.includes(id)))
    throw new AppError('bad_request', unknownDestinationMessage);
  return available.filter((id) => requested.includes(id));
}

/**
 * The app's own community feed: a row in `community_posts` with the post's media (its video when it has one),
 * its prompt and its generated post, added once per idempotency key through the feed's one insert, so the
 * spec's duplicate rule (same content and platform within 5 s) and 'a generated post reaches the feed once'
 * hold here as for a direct share. A publication skipped by them answers the feed post already there.
 */
export function createCommunityFeedDestination(
  db: Database,
  clock: () => Date = () => new Date(),
): PublishDestination {
  async function findPublished(idempotencyKey: string): Promise<Published | undefined> {
    const [row] = await db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(eq(communityPosts.idempotencyKey, idempotencyKey));
    return row ? { externalId: row.id } : undefined;
  }
  return {
    id: 'community',
    async publish(post, _account, idempotencyKey) {
      const added = await insertCommunityPost(
        db,
        {
          postId: post.id,
          generatedPostId: post.generatedPostId,
          workspaceId: post.workspaceId,
          authorId: post.authorId,
          content: post.content,
          hashtags: post.hashtags,
          mediaAssetId: post.videoAssetId ?? post.thumbnailAssetId,
          platform: post.platforms[0] ?? '',
          variation: post.variation,
          prompt: post.originalPrompt,
          idempotencyKey,
        },
        feedDuplicateWindowMs,
        clock(),
      );
      return { externalId: added.id };
    },
    findPublished,
  };
}
