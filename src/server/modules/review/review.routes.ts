import type { FastifyInstance } from 'fastify';
import {
  editPostContract,
  listPostVersionsContract,
  regenerateImageContract,
  regeneratePostContract,
  restorePostVersionContract,
  shortenPostContract,
} from '../../../shared/contracts/review';
import { bindRoute } from '../../http/contract-binding';
import { presentPost } from '../generation/generation.presenter';
import { reviewPolicy } from './review.policy';
import { presentVersion } from './review.presenter';
import type { ReviewActions } from './review.actions';
import type { ReviewService } from './review.service';

/** Review endpoints: edit a post, its versions, regenerate its text or image, shorten it to fit. */
export function registerReviewRoutes(
  app: FastifyInstance,
  service: ReviewService,
  actions: ReviewActions,
): void {
  const policy = reviewPolicy;
  bindRoute(app, editPostContract, policy.editPost, async ({ auth, params, body }) => ({
    post: presentPost(await service.editPost(auth, params.postId, body)),
  }));
  bindRoute(app, listPostVersionsContract, policy.listVersions, async ({ auth, params }) => ({
    versions: (await service.listVersions(auth.workspaceId, params.postId)).map(presentVersion),
  }));
  bindRoute(app, restorePostVersionContract, policy.restoreVersion, async ({ auth, params }) => ({
    post: presentPost(
      await service.restoreVersion(auth.workspaceId, params.postId, params.versionId, auth.userId),
    ),
  }));
  bindRoute(app, regeneratePostContract, policy.regeneratePost, async ({ auth, params, body }) => ({
    post: presentPost(await actions.regeneratePost(auth, params.postId, body.instruction)),
  }));
  bindRoute(app, regenerateImageContract, policy.regenerateImage, async ({ auth, params, body }) => {
    const { post, imageFailed } = await actions.regenerateImage(auth, params.postId, body.prompt);
    return { post: presentPost(post), imageFailed };
  });
  bindRoute(app, shortenPostContract, policy.shortenPost, async ({ auth, params }) => ({
    post: presentPost(await actions.shortenPost(auth, params.postId)),
  }));
}
