import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { communityPosts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { PostRecordRow } from './posts.store';

/** A connected platform account a destination publishes with (none for the community feed). */
export interface DestinationAccount {
  id: string;
}

/** What a destination answers for a publication: the id it has on the destination. */
export interface Published {
  externalId: string;
}

/**
 * Where a post is published. `publish` must be idempotent on `idempotencyKey` (a second call with the same key
 * publishes nothing new); `findPublished` tells whether a key was published, so a job that crashed between
 * the call and recording its answer reconciles instead of publishing again.
 */
export interface PublishDestination {
  id: string;
  publish(
    post: PostRecordRow,
    account: DestinationAccount | null,
    idempotencyKey: string,
  ): Promise<Published>;
  findPublished(idempotencyKey: string): Promise<Published | undefined>;
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

/** The app's own community feed: a row in `community_posts`, inserted once per idempotency key. */
export function createCommunityFeedDestination(db: Database): PublishDestination {
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
      await db
        .insert(communityPosts)
        .values({
          id: crypto.randomUUID(),
          postId: post.id,
          workspaceId: post.workspaceId,
          authorId: post.authorId,
          content: post.content,
          hashtags: post.hashtags,
          mediaAssetId: post.thumbnailAssetId,
          platform: post.platforms[0] ?? '',
          variation: post.variation,
          idempotencyKey,
        })
        .onConflictDoNothing({ target: communityPosts.idempotencyKey });
      const published = await findPublished(idempotencyKey);
      if (!published) throw new Error('the community post was not stored');
      return published;
    },
    findPublished,
  };
}
