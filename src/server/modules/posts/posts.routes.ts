import type { FastifyInstance } from 'fastify';
import { getPostContract, listPostsContract, saveDraftContract } from '../../../shared/contracts/posts';
import { bindRoute } from '../../http/contract-binding';
import { postsPolicy } from './posts.policy';
import { presentPostRecord } from './posts.presenter';
import type { PostsService } from './posts.service';

/** Stored post endpoints: save a generated post as a draft, list and read the workspace's posts. */
export function registerPostsRoutes(app: FastifyInstance, service: PostsService): void {
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
