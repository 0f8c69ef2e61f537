import type { FastifyInstance } from 'fastify';
import {
  choosePostMediaContract,
  exportPostContract,
  exportRunContract,
  generatePostImageContract,
  markPostExportedContract,
} from '../../../shared/contracts/post-media';
import { AppError } from '../../http/app-error';
import { bindRawRoute, bindRoute } from '../../http/contract-binding';
import type { MediaStorage } from '../../integrations/storage/storage';
import type { GenerationStore, PostRow } from '../generation/generation.store';
import type { MediaService } from '../media/media.service';
import { streamExportZip, type ExportEntry } from './post-media.export';
import { postMediaPolicy } from './post-media.policy';
import type { PostMediaService } from './post-media.service';

interface Dependencies {
  service: PostMediaService;
  posts: Pick<GenerationStore, 'findPost' | 'findPosts' | 'findRun' | 'updatePost'>;
  media: MediaService;
  storage: MediaStorage;
}

/** The media modal's endpoints: choose, generate, export (zip) and mark exported. */
export function registerPostMediaRoutes(app: FastifyInstance, deps: Dependencies): void {
  const policy = postMediaPolicy;
  bindRoute(app, choosePostMediaContract, policy.chooseMedia, async ({ auth, params, body }) => ({
    post: await deps.service.chooseMedia(auth, params.postId, body.assetId),
  }));
  bindRoute(app, generatePostImageContract, policy.generateImage, async ({ auth, params, body }) => ({
    post: await deps.service.generateImage(auth, params.postId, body.prompt),
  }));
  bindRoute(app, markPostExportedContract, policy.markExported, async ({ auth, params }) => ({
    post: await deps.service.markExported(auth, params.postId),
  }));

  /** The posts with their current image and video (the workspace's assets only). */
  async function entriesOf(workspaceId: string, posts: PostRow[]): Promise<ExportEntry[]> {
    const ids = posts.flatMap((post) => [post.imageAssetId, post.videoAssetId]).filter((id) => id !== null);
    const assets = new Map((await deps.media.findMany(workspaceId, ids)).map((asset) => [asset.id, asset]));
    return posts.map((post) => ({
      post,
      image: post.imageAssetId ? assets.get(post.imageAssetId) : undefined,
      video: post.videoAssetId ? assets.get(post.videoAssetId) : undefined,
    }));
  }

  for (const [contract, action, scope] of [
    [exportPostContract, policy.exportPost, 'post'],
    [exportRunContract, policy.exportRun, 'run'],
  ] as const) {
    bindRawRoute(app, contract, action, async ({ auth, params, reply }) => {
      let posts: PostRow[];
      let name: string;
      if (scope === 'post') {
        const post = await deps.posts.findPost(auth.workspaceId, (params as { postId: string }).postId);
        if (!post) throw new AppError('not_found', 'This post does not exist.');
        posts = [post];
        name = `postforge-post-${post.platform}-${post.variation}.zip`;
      } else {
        const runId = (params as { runId: string }).runId;
        const run = await deps.posts.findRun(auth.workspaceId, runId);
        if (!run) throw new AppError('not_found', 'This generation run does not exist.');
        posts = await deps.posts.findPosts(auth.workspaceId, runId);
        name = `postforge-run-${run.createdAt.toISOString().slice(0, 10)}.zip`;
      }
      const stream = streamExportZip(await entriesOf(auth.workspaceId, posts), deps.storage);
      // Marked exported once the whole zip has been written out.
      stream.on('end', () => {
        const exportedAt = new Date();
        void Promise.all(
          posts.map((post) => deps.posts.updatePost(auth.workspaceId, post.id, { exportedAt })),
        ).catch(() => undefined);
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(stream);
    });
  }
}
