import { z } from 'zod';
import { feedCommentMaxLength, feedReportReasonMaxLength } from '../domain/feed';
import { defineContract } from './contract';
import { idSchema, safeText } from './fields';

/** A feed author as every visitor sees them (the profile's display name, username and avatar). */
export const feedAuthorSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  verified: z.boolean(),
});
/** A feed author. */
export type FeedAuthor = z.infer<typeof feedAuthorSchema>;

/** A post of the community feed (spec 1 §3 "Feed post"), with the caller's own marks. */
export const feedPostSchema = z.object({
  id: z.string(),
  content: z.string(),
  hashtags: z.array(z.string()),
  platform: z.string(),
  variation: z.string(),
  mediaUrl: z.string().nullable(),
  mediaType: z.enum(['image', 'video']).nullable(),
  thumbnailUrl: z.string().nullable(),
  author: feedAuthorSchema,
  createdAt: z.string(),
  likes: z.number(),
  comments: z.number(),
  shares: z.number(),
  views: z.number(),
  prompt: z.string(),
  isLiked: z.boolean(),
  isBookmarked: z.boolean(),
  isFollowingAuthor: z.boolean(),
  /** True when the caller may delete it (its author, or the instance owner). */
  canDelete: z.boolean(),
});
/** A feed post. */
export type FeedPost = z.infer<typeof feedPostSchema>;

/** A comment or reply (spec 1 §3 "Feed comment"); `linksAsText` when its author's account is new. */
export const feedCommentSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  author: feedAuthorSchema,
  content: z.string(),
  createdAt: z.string(),
  likes: z.number(),
  isLiked: z.boolean(),
  canDelete: z.boolean(),
  linksAsText: z.boolean(),
});
/** A feed comment. */
export type FeedComment = z.infer<typeof feedCommentSchema>;

const postParams = z.object({ postId: idSchema });
const commentParams = z.object({ commentId: idSchema });
const userParams = z.object({ userId: idSchema });

/** GET /api/feed: one page of the public feed, newest first; `cursor` is the previous page's `nextCursor`. */
export const listFeedContract = defineContract({
  method: 'GET',
  path: '/api/feed',
  summary: 'A page of the community feed',
  tags: ['feed'],
  auth: 'public',
  query: z.object({
    cursor: z.string().max(200).optional(),
    filter: z.enum(['all', 'following']).optional(),
  }),
  response: z.object({ posts: z.array(feedPostSchema), nextCursor: z.string().nullable() }),
});

/** GET /api/feed/posts/:postId: one visible feed post. */
export const getFeedPostContract = defineContract({
  method: 'GET',
  path: '/api/feed/posts/:postId',
  summary: 'A community feed post',
  tags: ['feed'],
  auth: 'public',
  params: postParams,
  response: z.object({ post: feedPostSchema }),
});

/** DELETE /api/feed/posts/:postId: its author or the instance owner removes a post from the feed. */
export const deleteFeedPostContract = defineContract({
  method: 'DELETE',
  path: '/api/feed/posts/:postId',
  summary: 'Remove a community feed post',
  tags: ['feed'],
  params: postParams,
  response: z.object({ ok: z.literal(true) }),
});

/** PUT /api/feed/posts/:postId/like: likes (true) or unlikes (false); answers the new count. */
export const likeFeedPostContract = defineContract({
  method: 'PUT',
  path: '/api/feed/posts/:postId/like',
  summary: 'Like or unlike a feed post',
  tags: ['feed'],
  params: postParams,
  body: z.object({ liked: z.boolean() }),
  response: z.object({ likes: z.number(), isLiked: z.boolean() }),
});

/** PUT /api/feed/posts/:postId/bookmark: bookmarks (true) or removes the bookmark (false). */
export const bookmarkFeedPostContract = defineContract({
  method: 'PUT',
  path: '/api/feed/posts/:postId/bookmark',
  summary: 'Bookmark a feed post',
  tags: ['feed'],
  params: postParams,
  body: z.object({ bookmarked: z.boolean() }),
  response: z.object({ isBookmarked: z.boolean() }),
});

/** POST /api/feed/posts/:postId/view: counts the caller's view once per viewer (anonymous: a cookie). */
export const viewFeedPostContract = defineContract({
  method: 'POST',
  path: '/api/feed/posts/:postId/view',
  summary: 'Count a view of a feed post',
  tags: ['feed'],
  auth: 'public',
  params: postParams,
  response: z.object({ views: z.number() }),
});

/** POST /api/feed/posts/:postId/share: counts a share (the link to `/p/{id}` was copied). */
export const shareFeedPostContract = defineContract({
  method: 'POST',
  path: '/api/feed/posts/:postId/share',
  summary: 'Count a share of a feed post',
  tags: ['feed'],
  auth: 'public',
  params: postParams,
  response: z.object({ shares: z.number() }),
});

/** GET /api/feed/posts/:postId/comments: the comments and replies, newest first. */
export const listFeedCommentsContract = defineContract({
  method: 'GET',
  path: '/api/feed/posts/:postId/comments',
  summary: 'Comments of a feed post',
  tags: ['feed'],
  auth: 'public',
  params: postParams,
  response: z.object({ comments: z.array(feedCommentSchema) }),
});

/** POST /api/feed/posts/:postId/comments: a comment, or a reply to `parentId`; blank text refused. */
export const addFeedCommentContract = defineContract({
  method: 'POST',
  path: '/api/feed/posts/:postId/comments',
  summary: 'Comment on a feed post',
  tags: ['feed'],
  params: postParams,
  body: z.object({
    content: safeText(feedCommentMaxLength).trim().min(1),
    parentId: idSchema.optional(),
  }),
  status: 201,
  response: z.object({ comment: feedCommentSchema, comments: z.number() }),
});

/** PUT /api/feed/comments/:commentId/like: likes or unlikes a comment. */
export const likeFeedCommentContract = defineContract({
  method: 'PUT',
  path: '/api/feed/comments/:commentId/like',
  summary: 'Like or unlike a comment',
  tags: ['feed'],
  params: commentParams,
  body: z.object({ liked: z.boolean() }),
  response: z.object({ likes: z.number(), isLiked: z.boolean() }),
});

/** DELETE /api/feed/comments/:commentId: its author or the instance owner removes a comment. */
export const deleteFeedCommentContract = defineContract({
  method: 'DELETE',
  path: '/api/feed/comments/:commentId',
  summary: 'Remove a comment',
  tags: ['feed'],
  params: commentParams,
  response: z.object({ ok: z.literal(true) }),
});

/** PUT /api/feed/users/:userId/follow: follows (true) or unfollows (false) an author. */
export const followFeedUserContract = defineContract({
  method: 'PUT',
  path: '/api/feed/users/:userId/follow',
  summary: 'Follow or unfollow an author',
  tags: ['feed'],
  params: userParams,
  body: z.object({ following: z.boolean() }),
  response: z.object({ isFollowing: z.boolean() }),
});

/** GET /api/feed/users/:userId/followers and /following: who follows them, whom they follow. */
export const listFollowersContract = defineContract({
  method: 'GET',
  path: '/api/feed/users/:userId/followers',
  summary: 'Followers of an author',
  tags: ['feed'],
  auth: 'public',
  params: userParams,
  response: z.object({ users: z.array(feedAuthorSchema) }),
});

/** GET /api/feed/users/:userId/following: the authors they follow. */
export const listFollowingContract = defineContract({
  method: 'GET',
  path: '/api/feed/users/:userId/following',
  summary: 'Authors a user follows',
  tags: ['feed'],
  auth: 'public',
  params: userParams,
  response: z.object({ users: z.array(feedAuthorSchema) }),
});

/** POST /api/feed/reports: reports a post or a comment, with a reason, to the instance owner. */
export const reportFeedContentContract = defineContract({
  method: 'POST',
  path: '/api/feed/reports',
  summary: 'Report a post or a comment',
  tags: ['feed'],
  body: z.union([
    z.object({ postId: idSchema, reason: safeText(feedReportReasonMaxLength).trim().min(1) }),
    z.object({ commentId: idSchema, reason: safeText(feedReportReasonMaxLength).trim().min(1) }),
  ]),
  status: 201,
  response: z.object({ ok: z.literal(true) }),
});

/** An open report as the instance owner sees it. */
export const feedReportSchema = z.object({
  id: z.string(),
  postId: z.string().nullable(),
  commentId: z.string().nullable(),
  content: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  reporterName: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
/** A feed report. */
export type FeedReport = z.infer<typeof feedReportSchema>;

/** GET /api/feed/reports: the open reports (instance owner). */
export const listFeedReportsContract = defineContract({
  method: 'GET',
  path: '/api/feed/reports',
  summary: 'Open reports of feed content',
  tags: ['feed'],
  response: z.object({ reports: z.array(feedReportSchema) }),
});

/** POST /api/feed/reports/:reportId/resolve: closes a report (instance owner). */
export const resolveFeedReportContract = defineContract({
  method: 'POST',
  path: '/api/feed/reports/:reportId/resolve',
  summary: 'Close a report',
  tags: ['feed'],
  params: z.object({ reportId: idSchema }),
  response: z.object({ ok: z.literal(true) }),
});

/** PUT /api/feed/authors/:userId: the instance owner's verified tick and hiding of an author's posts. */
export const setFeedAuthorFlagsContract = defineContract({
  method: 'PUT',
  path: '/api/feed/authors/:userId',
  summary: "Set an author's verified mark or hide their posts",
  tags: ['feed'],
  params: userParams,
  body: z.object({ isVerified: z.boolean().optional(), isHidden: z.boolean().optional() }),
  response: z.object({ isVerified: z.boolean(), isHidden: z.boolean() }),
});

/** A feed author as the instance owner moderates them: their marks and how many posts they have in the feed. */
export const moderatedAuthorSchema = feedAuthorSchema.extend({
  isHidden: z.boolean(),
  posts: z.number(),
});
/** A moderated feed author. */
export type ModeratedAuthor = z.infer<typeof moderatedAuthorSchema>;

/** GET /api/feed/authors: the authors of the feed and every flagged user, by name (instance owner). */
export const listFeedAuthorsContract = defineContract({
  method: 'GET',
  path: '/api/feed/authors',
  summary: 'Feed authors with their verified and hidden marks',
  tags: ['feed'],
  response: z.object({ authors: z.array(moderatedAuthorSchema) }),
});

/** One of the caller's own posts in 'My posts': generated (in review), draft, scheduled or published. */
export const myFeedPostSchema = z.object({
  id: z.string(),
  kind: z.enum(['generated', 'draft', 'scheduled', 'published']),
  content: z.string(),
  platform: z.string(),
  variation: z.string(),
  mediaUrl: z.string().nullable(),
  createdAt: z.string(),
  /** The generated post's id, which 'Share to community' takes (generated posts only). */
  generatedPostId: z.string().nullable(),
  /** A generated post already in the community feed (it cannot be shared again). */
  isShared: z.boolean(),
});
/** One of 'My posts'. */
export type MyFeedPost = z.infer<typeof myFeedPostSchema>;

/** GET /api/feed/mine: the caller's own generated, draft and published posts, newest first. */
export const listMyFeedPostsContract = defineContract({
  method: 'GET',
  path: '/api/feed/mine',
  summary: "The caller's own posts",
  tags: ['feed'],
  response: z.object({ posts: z.array(myFeedPostSchema) }),
});

/** POST /api/feed/share: shares a generated post of the caller's workspace straight to the community feed. */
export const shareToFeedContract = defineContract({
  method: 'POST',
  path: '/api/feed/share',
  summary: 'Share a generated post to the community feed',
  tags: ['feed'],
  body: z.object({ generatedPostId: idSchema }),
  status: 201,
  response: z.object({ post: feedPostSchema }),
});

/** GET /feed-media/:assetId: a published feed post's media or a feed author's avatar, to anyone. */
export const getFeedMediaContract = defineContract({
  method: 'GET',
  path: '/feed-media/:assetId',
  summary: 'Public media of the community feed',
  tags: ['feed'],
  auth: 'public',
  params: z.object({ assetId: idSchema }),
  response: z.file(),
  responseKind: 'file',
});

/** GET /feed-media/:assetId/thumbnail: the JPEG still of a published feed video. */
export const getFeedMediaThumbnailContract = defineContract({
  method: 'GET',
  path: '/feed-media/:assetId/thumbnail',
  summary: 'Public still image of a community feed video',
  tags: ['feed'],
  auth: 'public',
  params: z.object({ assetId: idSchema }),
  response: z.file(),
  responseKind: 'file',
});

/** GET /p/:postId: the post's own page, rendered on the server with its Open Graph tags. */
export const feedPostPageContract = defineContract({
  method: 'GET',
  path: '/p/:postId',
  summary: "A feed post's page (HTML with Open Graph tags)",
  tags: ['feed'],
  auth: 'public',
  params: postParams,
  response: z.string(),
  responseKind: 'file',
});

/** What the live feed stream sends: a post arrived (fetch it with getFeedPost) or was removed. */
export const feedEventSchema = z.object({
  type: z.enum(['postAdded', 'postRemoved']),
  postId: z.string(),
});
/** A live feed event. */
export type FeedEvent = z.infer<typeof feedEventSchema>;

/** GET /api/feed/events: Server-Sent Events `feed` with a FeedEvent each (PostgreSQL LISTEN/NOTIFY behind). */
export const watchFeedContract = defineContract({
  method: 'GET',
  path: '/api/feed/events',
  summary: 'Live community feed events',
  tags: ['feed'],
  auth: 'public',
  response: feedEventSchema,
  responseKind: 'event-stream',
});
