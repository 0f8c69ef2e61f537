import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generatedPosts, generatedPostVersions, users, type postVersionReasons } from '../../db/schema';
import type { PostChanges, PostRow } from '../generation/generation.store';

/** Why a version was recorded: the change that replaced it. */
export type PostVersionReason = (typeof postVersionReasons)[number];
/** A stored version row. */
export type PostVersionRow = typeof generatedPostVersions.$inferSelect;
/** A version row with the name of who made the change that replaced it. */
export type VersionWithAuthor = PostVersionRow & { authorName: string | null };

/** The fields of a post that a version keeps (and a restore brings back). */
export const versionedFields = [
  'content',
  'hashtags',
  'imagePrompt',
  'imageAssetId',
  'videoAssetId',
] as const;

/** Whether `changes` would change any field of `row` (arrays compared by their items). */
export function changesSomething(row: PostRow, changes: PostChanges): boolean {
  return Object.entries(changes).some(([key, value]) => {
    const current: unknown = row[key as keyof PostRow];
    if (Array.isArray(value) && Array.isArray(current))
      return value.length !== current.length || value.some((item, index) => item !== current[index]);
    if (value instanceof Date && current instanceof Date) return value.getTime() !== current.getTime();
    return value !== current;
  });
}

/**
 * The versions of generated posts. Every query takes the workspace id; a change of a post and the version of
 * its previous state are written in one transaction (the post's row locked, so two changes at once each keep
 * the state they replaced).
 */
export function createReviewStore(db: Database) {
  const postOf = (workspaceId: string, postId: string) =>
    and(eq(generatedPosts.workspaceId, workspaceId), eq(generatedPosts.id, postId));

  return {
    /**
     * Applies `change` (or what it answers for the post's current row) to the post and records its previous state as a version with `reason`. Answers
     * undefined when the workspace has no such post; a change that changes nothing is not stored (no version).
     */
    async changePost(
      workspaceId: string,
      postId: string,
      change: PostChanges | ((current: PostRow) => PostChanges),
      reason: PostVersionReason,
      by: string | null,
    ): Promise<{ post: PostRow; versionId: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(generatedPosts)
          .where(postOf(workspaceId, postId))
          .for('update');
        if (!current) return undefined;
        const changes = typeof change === 'function' ? change(current) : change;
        if (!changesSomething(current, changes)) return { post: current, versionId: null };
        const versionId = crypto.randomUUID();
        await tx.insert(generatedPostVersions).values({
          id: versionId,
          postId,
          workspaceId,
          content: current.content,
          hashtags: current.hashtags,
          imagePrompt: current.imagePrompt,
          imageAssetId: current.imageAssetId,
          videoAssetId: current.videoAssetId,
          createdBy: by,
          reason,
        });
        const [post] = await tx
          .update(generatedPosts)
          .set({ ...changes, updatedAt: new Date() })
          .where(postOf(workspaceId, postId))
          .returning();
        if (!post) throw new Error('post update returned nothing');
        return { post, versionId };
      });
    },
    /** A post's versions, newest first, with the name of who made each change. */
    async listVersions(workspaceId: string, postId: string, limit = 100): Promise<VersionWithAuthor[]> {
      const rows = await db
        .select({ version: generatedPostVersions, authorName: users.name })
        .from(generatedPostVersions)
        .leftJoin(users, eq(users.id, generatedPostVersions.createdBy))
        .where(
          and(eq(generatedPostVersions.workspaceId, workspaceId), eq(generatedPostVersions.postId, postId)),
        )
        .orderBy(desc(generatedPostVersions.createdAt), desc(generatedPostVersions.id))
        .limit(limit);
      return rows.map(({ version, authorName }) => ({ ...version, authorName }));
    },
    async findPost(workspaceId: string, postId: string): Promise<PostRow | undefined> {
      const [row] = await db.select().from(generatedPosts).where(postOf(workspaceId, postId));
      return row;
    },
    async findVersion(
      workspaceId: string,
      postId: string,
      versionId: string,
    ): Promise<PostVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(generatedPostVersions)
        .where(
          and(
            eq(generatedPostVersions.workspaceId, workspaceId),
            eq(generatedPostVersions.postId, postId),
            eq(generatedPostVersions.id, versionId),
          ),
        );
      return row;
    },
  };
}

/** The review store. */
export type ReviewStore = ReturnType<typeof createReviewStore>;
