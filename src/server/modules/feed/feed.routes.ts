import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  addFeedCommentContract,
  bookmarkFeedPostContract,
  deleteFeedCommentContract,
  deleteFeedPostContract,
  followFeedUserContract,
  getFeedPostContract,
  likeFeedCommentContract,
  likeFeedPostContract,
  listFeedCommentsContract,
  listFeedContract,
  listFeedAuthorsContract,
  listFeedReportsContract,
  listFollowersContract,
  listFollowingContract,
  listMyFeedPostsContract,
  reportFeedContentContract,
  resolveFeedReportContract,
  setFeedAuthorFlagsContract,
  shareFeedPostContract,
  shareToFeedContract,
  viewFeedPostContract,
} from '../../../shared/contracts/feed';
import { feedCommentsPerMinute } from '../../../shared/domain/feed';
import { bindRoute } from '../../http/contract-binding';
import { userText } from '../../i18n/user-text';
import { clientAddressKey, limitPerUser, limitRequests } from '../../http/rate-limits';
import type { RealtimeHub } from '../../realtime/realtime.hub';
import { createFeedPageCache } from './feed-page.cache';
import { feedPolicy } from './feed.policy';
import type { FeedService } from './feed.service';

/** Methods that change nothing (every other successful request clears the anonymous page cache). */
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The cookie naming an anonymous viewer (a random id; only its hash is stored). */
const viewerCookie = 'pf_viewer';

/** The viewer key of a request: the user, else the hashed anonymous cookie (set when missing). */
function viewerKeyOf(request: FastifyRequest, reply: FastifyReply): string {
  if (request.auth) return `user:${request.auth.userId}`;
  const match = /(?:^|;\s*)pf_viewer=([A-Za-z0-9_-]{16,64})(?:;|$)/.exec(request.headers.cookie ?? '');
  let id = match?.[1];
  if (!id) {
    id = randomBytes(18).toString('base64url');
    const secure = request.protocol === 'https' ? '; Secure' : '';
    void reply.header(
      'set-cookie',
      `${viewerCookie}=${id}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  return `anonymous:${createHash('sha256').update(id).digest('hex')}`;
}

/** The feed's JSON endpoints: the public page and post, actions, comments, follows, moderation, sharing. */
export function registerFeedRoutes(
  app: FastifyInstance,
  service: FeedService,
  options: { realtime?: RealtimeHub } = {},
): void {
  const perAddress = (scope: string, max: number) =>
    limitRequests(app, { max, windowMs: 60_000 }, (request) => `${scope}:${clientAddressKey(request.ip)}`);

  // Anonymous pages come from a short-lived cache (see feed-page.cache.ts). Any write this process answers
  // successfully (a like, a comment, a profile edit, a publish...) clears it before the answer is sent.
  const pageCache = createFeedPageCache(options.realtime ? { realtime: options.realtime } : {});
  app.addHook('onSend', async (request, reply, payload) => {
    if (!readMethods.has(request.method) && reply.statusCode < 400) pageCache.clear();
    return payload;
  });

  bindRoute(app, listFeedContract, feedPolicy.listFeed, async ({ auth, query, reply }) => {
    if (auth || query.filter === 'following') return service.listPage(auth, query);
    const json = await pageCache.get(query.cursor ?? '', async () =>
      // Validated and stripped by the response schema once, as the serializer would on every request.
      JSON.stringify(listFeedContract.response.parse(await service.listPage(undefined, query))),
    );
    // A string with a JSON content type is sent as it is (Fastify skips the serializer for it).
    void reply.type('application/json; charset=utf-8');
    return json as unknown as z.input<typeof listFeedContract.response>;
  });
  bindRoute(app, getFeedPostContract, feedPolicy.readPost, async ({ auth, params }) => ({
    post: await service.getPost(auth, params.postId),
  }));
  bindRoute(app, deleteFeedPostContract, feedPolicy.deletePost, async ({ auth, params }) => {
    await service.deletePost(auth, params.postId);
    return { ok: true as const };
  });
  bindRoute(app, likeFeedPostContract, feedPolicy.likePost, async ({ auth, params, body }) =>
    service.setLike(auth, params.postId, body.liked),
  );
  bindRoute(app, bookmarkFeedPostContract, feedPolicy.bookmarkPost, async ({ auth, params, body }) =>
    service.setBookmark(auth, params.postId, body.bookmarked),
  );
  bindRoute(
    app,
    viewFeedPostContract,
    feedPolicy.viewPost,
    async ({ params, request, reply }) => service.view(params.postId, viewerKeyOf(request, reply)),
    { preHandler: [perAddress('feed-view', 300)] },
  );
  bindRoute(
    app,
    shareFeedPostContract,
    feedPolicy.sharePost,
    async ({ params }) => service.share(params.postId),
    {
      preHandler: [perAddress('feed-share', 30)],
    },
  );
  bindRoute(app, listFeedCommentsContract, feedPolicy.listComments, async ({ auth, params }) => ({
    comments: await service.listComments(auth, params.postId),
  }));
  bindRoute(
    app,
    addFeedCommentContract,
    feedPolicy.comment,
    async ({ auth, params, body }) => service.addComment(auth, params.postId, body),
    {
      preHandler: [
        limitPerUser(
          app,
          'feed-comment',
          { max: feedCommentsPerMinute, windowMs: 60_000 },
          userText('You are commenting too fast: at most {{max}} comments a minute. Please wait a moment.', {
            max: feedCommentsPerMinute,
          }),
        ),
      ],
    },
  );
  bindRoute(app, likeFeedCommentContract, feedPolicy.likeComment, async ({ auth, params, body }) =>
    service.setCommentLike(auth, params.commentId, body.liked),
  );
  bindRoute(app, deleteFeedCommentContract, feedPolicy.deleteComment, async ({ auth, params }) => {
    await service.deleteComment(auth, params.commentId);
    return { ok: true as const };
  });
  bindRoute(app, followFeedUserContract, feedPolicy.follow, async ({ auth, params, body }) =>
    service.setFollow(auth, params.userId, body.following),
  );
  bindRoute(app, listFollowersContract, feedPolicy.listFollows, async ({ params }) =>
    service.listFollows(params.userId, 'followers'),
  );
  bindRoute(app, listFollowingContract, feedPolicy.listFollows, async ({ params }) =>
    service.listFollows(params.userId, 'following'),
  );
  bindRoute(
    app,
    reportFeedContentContract,
    feedPolicy.report,
    async ({ auth, body }) => {
      await service.report(
        auth,
        'postId' in body ? { postId: body.postId } : { commentId: body.commentId },
        body.reason,
      );
      return { ok: true as const };
    },
    { preHandler: [limitPerUser(app, 'feed-report', { max: 10, windowMs: 10 * 60_000 })] },
  );
  bindRoute(app, listFeedReportsContract, feedPolicy.listReports, async () => ({
    reports: await service.listReports(),
  }));
  bindRoute(app, resolveFeedReportContract, feedPolicy.resolveReport, async ({ params }) => {
    await service.resolveReport(params.reportId);
    return { ok: true as const };
  });
  bindRoute(app, setFeedAuthorFlagsContract, feedPolicy.setAuthorFlags, async ({ params, body }) =>
    service.setAuthorFlags(params.userId, body),
  );
  bindRoute(app, listFeedAuthorsContract, feedPolicy.listAuthors, async () => ({
    authors: await service.listAuthors(),
  }));
  bindRoute(app, listMyFeedPostsContract, feedPolicy.listMine, async ({ auth }) => ({
    posts: await service.listMine(auth),
  }));
  bindRoute(
    app,
    shareToFeedContract,
    feedPolicy.shareToFeed,
    async ({ auth, body }) => ({ post: await service.shareGenerated(auth, body.generatedPostId) }),
    { preHandler: [limitPerUser(app, 'feed-share-generated', { max: 20, windowMs: 60_000 })] },
  );
}
