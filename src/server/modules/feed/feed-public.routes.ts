import type { FastifyInstance } from 'fastify';
import {
  feedPostPageContract,
  getFeedMediaContract,
  getFeedMediaThumbnailContract,
  feedEventSchema,
  watchFeedContract,
} from '../../../shared/contracts/feed';
import { AppError } from '../../http/app-error';
import { bindRawRoute } from '../../http/contract-binding';
import type { MediaStorage } from '../../integrations/storage/storage';
import { realtimeChannels, type RealtimeHub } from '../../realtime/realtime.hub';
import { openEventStream } from '../../realtime/sse';
import { sendStoredFile } from '../media/media-serving';
import { feedPolicy } from './feed.policy';
import type { FeedService } from './feed.service';
import type { FeedStore } from './feed.store';
import { renderFeedPostPage } from './feed-post-page';

/**
 * What anyone may fetch without an account: the media of a visible feed post and authors' avatars (served with
 * the same safe headers as /media), and a post's own page with its Open Graph tags.
 */
export function registerFeedPublicRoutes(
  app: FastifyInstance,
  deps: {
    service: FeedService;
    store: FeedStore;
    storage: MediaStorage;
    publicUrl: string;
    realtime: RealtimeHub;
  },
): void {
  for (const [contract, variant] of [
    [getFeedMediaContract, 'file'],
    [getFeedMediaThumbnailContract, 'thumbnail'],
  ] as const) {
    bindRawRoute(app, contract, feedPolicy.readMedia, async ({ params, request, reply }) => {
      const asset = await deps.store.findPublicAsset(params.assetId);
      const key = variant === 'file' ? asset?.storage_key : asset?.thumbnail_key;
      if (!asset || !key) throw new AppError('not_found', 'This file does not exist.');
      const contentType = variant === 'file' ? asset.content_type : 'image/jpeg';
      return sendStoredFile(reply, deps.storage, {
        key,
        contentType,
        fileName: variant === 'file' ? asset.title : `${asset.title}.jpg`,
        rangeHeader: request.headers.range,
      });
    });
  }

  // Live arrival: the community_posts trigger notifies every process; each stream forwards the post ids, and
  // the browser reads the post with its own session (so hidden authors and the caller's marks hold).
  bindRawRoute(app, watchFeedContract, feedPolicy.watchFeed, async ({ reply }) => {
    const stream = openEventStream(reply);
    const unsubscribe = deps.realtime.subscribe(
      realtimeChannels.feed,
      (payload) => {
        const event = feedEventSchema.safeParse(payload);
        if (event.success) stream.send('feed', event.data);
      },
      { onResync: () => stream.send('resync', {}) },
    );
    stream.onClose(unsubscribe);
    await deps.realtime.ready();
    stream.send('ready', {});
  });

  bindRawRoute(app, feedPostPageContract, feedPolicy.readPostPage, async ({ auth, params, reply }) => {
    const post = await deps.service.getPost(auth, params.postId);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderFeedPostPage(post, deps.publicUrl, reply.cspNonce.style));
  });
}
