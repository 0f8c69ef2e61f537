import type { FastifyInstance } from 'fastify';
import {
  getPostContract,
  listPostsContract,
  publishPostContract,
  retryPublishContract,
  saveDraftContract,
} from '../../../shared/contracts/posts';
import { bindRoute } from '../../http/contract-binding';
import { postsPolicy } from './posts.policy';
import { presentPostRecord } from './posts.presenter';
import type { PublishService } from './posts.publish-service';
import type { PostsService } from './posts.service';

/** Stored post endpoints: save as draft, post now or schedule, retry a failed post, list and read. */
export function registerPostsRoutes(
  app: FastifyInstance,
  service: PostsService,
  publishing: PublishService,
): void {
  bindRoute(app, publishPostContract, postsPolicy.publishPost, async ({ auth, body }) => ({
    post: presentPostRecord(await publishing.publish(auth, body)),
  }));
  bindRoute(app, retryPublishContract, postsPolicy.retryPublish, async ({ auth, params }) => ({
    post: presentPostRecord(await publishing.retry(auth, params.postId)),
  }));
  bindRoute(app, saveDraftContract, postsPolicy.saveDraft, async ({ auth, body }) => ({
    post: presentPostRecord(await service.saveDraft(auth, body.generatedPostId)),
  }));
  bindRoute(app, listPostsContract, postsPolicy.listPosts, async ({ auth }) => ({
    posts: (await service.listPosts(auth)).map(presentPostRecord),
  }));
  bindRoute(app, getPostContract, postsPolicy.getPost, async ({ auth, params }) => ({
    post: presentPostRecord(await service.getPost(auth, params.postId)),
  }));
}
