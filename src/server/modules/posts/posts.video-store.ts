import { and, eq, inArray, isNotNull, isNull, ne, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generatedPosts, generationRuns, posts } from '../../db/schema';
import type { PostRecordStatus } from '../../../shared/domain/post-records';
import type { PostRecordRow } from './posts.store';

/** The fields of a stored post the video job reads, with the language of the run it came from (if any). */
export interface StoredVideoRow {
  post: PostRecordRow;
  /** The language of the generated post's run; null when the post has none (a duplicate, a deleted run). */
  runLanguage: string | null;
}

/** The video job's changes of a stored post. */
export type StoredVideoChanges = Partial<
  Pick<
    PostRecordRow,
    | 'videoAssetId'
    | 'videoStatus'
    | 'videoProgress'
    | 'videoMessage'
    | 'videoGenerationId'
    | 'isVideoOffline'
    | 'videoConfig'
    | 'videoLocale'
  >
>;

/** Queries of a stored post's video regeneration (history › Regenerate video). Every one takes the workspace. */
export function createPostVideoStore(db: Database) {
  const postOf = (workspaceId: string, postId: string) =>
    and(eq(posts.workspaceId, workspaceId), eq(posts.id, postId));
  const running = ['pending', 'in-progress'] as const;

  return {
    /** The post and its run's language, or undefined. */
    async findWithLanguage(workspaceId: string, postId: string): Promise<StoredVideoRow | undefined> {
      const [row] = await db
        .select({ post: posts, runLanguage: generationRuns.language })
        .from(posts)
        .leftJoin(generatedPosts, eq(generatedPosts.id, posts.generatedPostId))
        .leftJoin(generationRuns, eq(generationRuns.id, generatedPosts.runId))
        .where(postOf(workspaceId, postId));
      return row;
    },

    /**
     * Marks a regeneration as queued, only while the post's status is not one of `refused`, its media is not an
     * image and no other regeneration is queued or running (compare-and-set: two clicks queue one job). Answers the row, or
     * undefined when nothing changed.
     */
    async startRegeneration(
      workspaceId: string,
      postId: string,
      refused: readonly PostRecordStatus[],
      values: Pick<PostRecordRow, 'videoConfig' | 'videoLocale'>,
    ): Promise<PostRecordRow | undefined> {
      const [row] = await db
        .update(posts)
        .set({
          ...values,
          videoStatus: 'pending',
          videoProgress: null,
          videoGenerationId: null,
          videoMessage: null,
        })
        .where(
          and(
            postOf(workspaceId, postId),
            notInArray(posts.status, [...refused]),
            notInArray(posts.videoStatus, [...running]),
            // Not a post whose media is an image (shared/domain/post-records isImageMedia).
            or(isNotNull(posts.videoAssetId), isNull(posts.thumbnailAssetId), ne(posts.videoStatus, 'none')),
          ),
        )
        .returning();
      return row;
    },

    /**
     * The job's change of the post. A new video (videoAssetId set) also counts as a change of the post
     * (last_modified); progress does not, so the history's order stays put while a clip is made.
     */
    async updateVideo(
      workspaceId: string,
      postId: string,
      changes: StoredVideoChanges,
    ): Promise<PostRecordRow | undefined> {
      const [row] = await db
        .update(posts)
        .set({ ...changes, ...(changes.videoAssetId ? { lastModified: new Date() } : {}) })
        .where(postOf(workspaceId, postId))
        .returning();
      return row;
    },

    /** Stored posts whose regeneration was queued or running (re-queued when a worker starts). */
    async listUnfinished(): Promise<Array<{ id: string; workspaceId: string }>> {
      return db
        .select({ id: posts.id, workspaceId: posts.workspaceId })
        .from(posts)
        .where(inArray(posts.videoStatus, [...running]));
    },
  };
}

/** The stored posts' video store. */
export type PostVideoStore = ReturnType<typeof createPostVideoStore>;
