import type { FeedComment, FeedPost, ModeratedAuthor, MyFeedPost } from '../../../shared/contracts/feed';
import { feedDuplicateWindowMs, feedPageSize } from '../../../shared/domain/feed';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import { authorize } from '../../http/authorize';
import type { FeedCommentsStore } from './feed-comments.store';
import type { FeedSharingStore } from './feed-sharing.store';
import { feedContentPolicy } from './feed.policy';
import { presentAuthor, presentFeedComment, presentFeedPost } from './feed.presenter';
import type { FeedCursor, FeedStore } from './feed.store';

/** The message of a post that does not exist or is not visible. */
export const feedPostNotFoundMessage = 'This post does not exist.';
/** The message of a comment that does not exist. */
export const feedCommentNotFoundMessage = 'This comment does not exist.';
/** A generated post shared to the feed a second time. */
export const alreadySharedMessage = 'This post is already in the community feed.';
/** The message of a malformed page cursor. */
export const feedCursorMessage = 'This page of the feed does not exist.';

/** PostgreSQL's text of a timestamptz ('2026-11-25 02:42:21.123456+00'). */
const cursorTimePattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const cursorIdPattern = /^[\w-]{1,64}$/;

/** Encodes where the next page starts (opaque to the browser). */
export function encodeFeedCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify([cursor.publishedAt, cursor.id])).toString('base64url');
}

/** Decodes a cursor; a 400 when it is not one the server made. */
export function decodeFeedCursor(text: string): FeedCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      cursorTimePattern.test(value[0]) &&
      cursorIdPattern.test(value[1])
    ) {
      return { publishedAt: value[0], id: value[1] };
    }
  } catch {
    // answered below
  }
  throw new AppError('bad_request', feedCursorMessage);
}

/** The community feed's rules: paging, the viewer's marks, actions, comments, moderation and shares. */
export function createFeedService(deps: {
  feed: FeedStore;
  comments: FeedCommentsStore;
  sharing: FeedSharingStore;
  clock: () => Date;
}) {
  const { feed, comments, sharing, clock } = deps;

  async function requireVisiblePost(postId: string) {
    const post = await feed.findVisiblePost(postId);
    if (!post) throw new AppError('not_found', feedPostNotFoundMessage);
    return post;
  }

  async function getPost(auth: AuthContext | undefined, postId: string): Promise<FeedPost> {
    const [row] = await feed.findPosts({ viewerId: auth?.userId ?? null, postId, limit: 1 });
    if (!row) throw new AppError('not_found', feedPostNotFoundMessage);
    return presentFeedPost(row, auth);
  }

  return {
    /** One page of the feed (all, or the authors the caller follows), and the cursor of the next. */
    async listPage(
      auth: AuthContext | undefined,
      options: { cursor?: string | undefined; filter?: 'all' | 'following' | undefined },
    ): Promise<{ posts: FeedPost[]; nextCursor: string | null }> {
      const followingOnly = options.filter === 'following';
      if (followingOnly && !auth) return { posts: [], nextCursor: null };
      const rows = await feed.findPosts({
        viewerId: auth?.userId ?? null,
        ...(options.cursor ? { cursor: decodeFeedCursor(options.cursor) } : {}),
        followingOnly,
        limit: feedPageSize + 1,
      });
      const page = rows.slice(0, feedPageSize);
      const last = page.at(-1);
      return {
        posts: page.map((row) => presentFeedPost(row, auth)),
        nextCursor:
          rows.length > feedPageSize && last
            ? encodeFeedCursor({ publishedAt: last.published_at_text, id: last.id })
            : null,
      };
    },

    getPost,

    /**
     * Removes a post: its author or the instance owner (403 for anyone else), also when its author is hidden
     * (the owner removing a reported post, an author removing their own).
     */
    async deletePost(auth: AuthContext, postId: string): Promise<void> {
      const post = await feed.findPostOwner(postId);
      if (!post) throw new AppError('not_found', feedPostNotFoundMessage);
      authorize(auth, feedContentPolicy.removeContent, { authorId: post.authorId });
      await feed.deletePost(postId);
    },

    async setLike(auth: AuthContext, postId: string, isLiked: boolean) {
      await requireVisiblePost(postId);
      return { likes: await feed.setLike(postId, auth.userId, isLiked), isLiked };
    },

    async setBookmark(auth: AuthContext, postId: string, isBookmarked: boolean) {
      await requireVisiblePost(postId);
      await feed.setBookmark(postId, auth.userId, isBookmarked);
      return { isBookmarked };
    },

    /** Counts a view once per viewer key ('user:<id>' or the hashed anonymous cookie). */
    async view(postId: string, viewerKey: string) {
      await requireVisiblePost(postId);
      return { views: await feed.addView(postId, viewerKey) };
    },

    async share(postId: string) {
      await requireVisiblePost(postId);
      return { shares: await feed.addShare(postId) };
    },

    async setFollow(auth: AuthContext, userId: string, isFollowing: boolean) {
      if (userId === auth.userId) throw new AppError('bad_request', 'You cannot follow yourself.');
      if (!(await feed.userExists(userId))) throw new AppError('not_found', 'This user does not exist.');
      await feed.setFollow(auth.userId, userId, isFollowing);
      return { isFollowing };
    },

    async listFollows(userId: string, direction: 'followers' | 'following') {
      return { users: (await feed.listFollowUsers(userId, direction)).map(presentAuthor) };
    },

    async listComments(auth: AuthContext | undefined, postId: string): Promise<FeedComment[]> {
      await requireVisiblePost(postId);
      const now = clock();
      return (await comments.listComments(postId, auth?.userId ?? null)).map((row) =>
        presentFeedComment(row, auth, now),
      );
    },

    /** Adds a comment or a reply (to a comment of the same post); blank text is refused by the contract. */
    async addComment(
      auth: AuthContext,
      postId: string,
      input: { content: string; parentId?: string | undefined },
    ) {
      await requireVisiblePost(postId);
      if (input.parentId) {
        const parent = await comments.findComment(input.parentId, null);
        if (!parent || parent.post_id !== postId) throw new AppError('not_found', feedCommentNotFoundMessage);
      }
      const added = await comments.addComment({
        postId,
        authorId: auth.userId,
        parentId: input.parentId ?? null,
        content: input.content,
      });
      const row = await comments.findComment(added.id, auth.userId);
      if (!row) throw new AppError('not_found', feedCommentNotFoundMessage);
      return { comment: presentFeedComment(row, auth, clock()), comments: added.comments };
    },

    /** Likes or unlikes a comment of a visible post (404 when the comment or its post is not visible). */
    async setCommentLike(auth: AuthContext, commentId: string, isLiked: boolean) {
      const comment = await comments.findComment(commentId, null);
      if (!comment) throw new AppError('not_found', feedCommentNotFoundMessage);
      await requireVisiblePost(comment.post_id);
      return { likes: await comments.setCommentLike(commentId, auth.userId, isLiked), isLiked };
    },

    /** Removes a comment and its replies: its author or the instance owner, also when its author is hidden. */
    async deleteComment(auth: AuthContext, commentId: string): Promise<void> {
      const comment = await comments.findCommentOwner(commentId);
      if (!comment) throw new AppError('not_found', feedCommentNotFoundMessage);
      authorize(auth, feedContentPolicy.removeContent, { authorId: comment.authorId });
      await comments.deleteComment(commentId, comment.postId);
    },

    async report(auth: AuthContext, target: { postId: string } | { commentId: string }, reason: string) {
      if ('postId' in target) {
        await requireVisiblePost(target.postId);
        await comments.addReport({ postId: target.postId, reporterId: auth.userId, reason });
      } else {
        if (!(await comments.findComment(target.commentId, null))) {
          throw new AppError('not_found', feedCommentNotFoundMessage);
        }
        await comments.addReport({ commentId: target.commentId, reporterId: auth.userId, reason });
      }
    },

    async listReports() {
      return (await comments.listOpenReports()).map((row) => ({
        id: row.id,
        postId: row.post_id,
        commentId: row.comment_id,
        content: row.content,
        authorId: row.author_id,
        authorName: row.author_name,
        reporterName: row.reporter_name,
        reason: row.reason,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },

    async resolveReport(reportId: string): Promise<void> {
      if (!(await comments.resolveReport(reportId)))
        throw new AppError('not_found', 'This report does not exist.');
    },

    /** The feed's authors and flagged users with their marks, for the owner's moderation. */
    async listAuthors(): Promise<ModeratedAuthor[]> {
      return (await comments.listModeratedAuthors()).map((row) => ({
        ...presentAuthor(row),
        isHidden: row.is_hidden,
        posts: row.posts,
      }));
    },

    async setAuthorFlags(
      userId: string,
      flags: { isVerified?: boolean | undefined; isHidden?: boolean | undefined },
    ) {
      if (!(await feed.userExists(userId))) throw new AppError('not_found', 'This user does not exist.');
      return feed.setAuthorFlags(userId, {
        ...(flags.isVerified === undefined ? {} : { isVerified: flags.isVerified }),
        ...(flags.isHidden === undefined ? {} : { isHidden: flags.isHidden }),
      });
    },

    /** The caller's generated (in review), draft, scheduled and published posts of the workspace. */
    async listMine(auth: AuthContext): Promise<MyFeedPost[]> {
      const [generated, stored] = await Promise.all([
        sharing.listGenerated(auth.workspaceId, auth.userId, 100),
        sharing.listStored(auth.workspaceId, auth.userId, 100),
      ]);
      const mine: MyFeedPost[] = [
        ...generated.map((row) => {
          const assetId = row.mediaType === 'video' ? row.videoAssetId : row.imageAssetId;
          return {
            id: row.id,
            kind: 'generated' as const,
            content: row.content,
            platform: row.platform,
            variation: row.variation,
            mediaUrl: assetId ? `/media/${assetId}` : null,
            createdAt: row.createdAt.toISOString(),
            generatedPostId: row.id,
            isShared: row.isShared,
          };
        }),
        ...stored.map((row) => ({
          id: row.id,
          kind:
            row.status === 'draft'
              ? ('draft' as const)
              : row.status === 'scheduled'
                ? ('scheduled' as const)
                : ('published' as const),
          content: row.content,
          platform: row.platforms[0] ?? '',
          variation: row.variation,
          mediaUrl: row.thumbnailAssetId ? `/media/${row.thumbnailAssetId}` : null,
          createdAt: row.lastModified.toISOString(),
          generatedPostId: null,
          isShared: false,
        })),
      ];
      return mine.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    /**
     * Shares a generated post of the caller's workspace to the feed with its run's prompt. A post with the same
     * content and platform added within 5 s is the duplicate the spec skips (the existing post is answered); a
     * generated post already in the feed (shared, or published to it) is refused.
     */
    async shareGenerated(auth: AuthContext, generatedPostId: string): Promise<FeedPost> {
      const found = await sharing.findGenerated(auth.workspaceId, generatedPostId);
      if (!found) throw new AppError('not_found', feedPostNotFoundMessage);
      const { post: generated, prompt } = found;
      const mediaAssetId = generated.mediaType === 'video' ? generated.videoAssetId : generated.imageAssetId;
      const added = await sharing.insertUnlessDuplicate(
        {
          workspaceId: auth.workspaceId,
          authorId: auth.userId,
          content: generated.content,
          hashtags: generated.hashtags,
          mediaAssetId,
          platform: generated.platform,
          variation: generated.variation,
          prompt,
          generatedPostId: generated.id,
        },
        feedDuplicateWindowMs,
        clock(),
      );
      if (added.outcome === 'alreadyShared') throw new AppError('conflict', alreadySharedMessage);
      return getPost(auth, added.id);
    },
  };
}

/** The feed service. */
export type FeedService = ReturnType<typeof createFeedService>;
