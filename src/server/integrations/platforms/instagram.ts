import { PublishOutcomeUnknownError, PublishRejectedError } from '../../modules/posts/posts.publish-outcomes';
import { createMetaGraph, listManagedPages, metaContentHash, type MetaGraph } from './meta.graph';
import { createMetaSignIn } from './meta.oauth';
import {
  type AccountCredentials,
  type PlatformAdapter,
  type PlatformPost,
  type PlatformPublication,
  type PostMetrics,
} from './types';

/** Where Meta lives for Instagram (defaults: the real Graph API; tests: the loopback fake). */
export interface InstagramAdapterOptions {
  graphBaseUrl: string;
  authorizeUrl: string;
  version: string;
  timeoutMs?: number;
  /** Pause between two container status reads (default 5 s). */
  pollIntervalMs?: number;
  /** Longest wait for Instagram to process a container before the post is refused (default 5 minutes). */
  maxProcessingMs?: number;
  sleep?: (ms: number) => Promise<void>;
  clock?: () => Date;
}

/** Instagram API with Facebook Login: the professional account behind each Page, and publishing to it. */
export const instagramScopes = [
  'instagram_basic',
  'instagram_content_publish',
  'pages_show_list',
  'pages_read_engagement',
  'business_management',
] as const;

export const instagramNeedsMediaMessage =
  'Instagram needs an image or a video: a post with text only cannot go to Instagram.';
export const instagramLimitReachedMessage =
  'This Instagram account has used all its posts for the last 24 hours. Try again later.';

/** Most ids one multi-id Graph read (`GET /?ids=`) takes. */
const idsPerRead = 50;

interface MediaList {
  data?: { id?: unknown; caption?: unknown; timestamp?: unknown; permalink?: unknown }[];
}

/** Creates the media container of the post's one file: an image by image_url, a video as a Reel by video_url. */
async function createContainer(graph: MetaGraph, credentials: AccountCredentials, post: PlatformPost) {
  const [media] = post.media;
  if (!media) throw new PublishRejectedError(instagramNeedsMediaMessage);
  if (!media.publicUrl) throw new PublishRejectedError('instagram: the media has no public link');
  const isVideo = media.contentType.startsWith('video/');
  const form = new URLSearchParams({
    caption: post.text,
    ...(isVideo ? { media_type: 'REELS', video_url: media.publicUrl() } : { image_url: media.publicUrl() }),
  });
  const answer = await graph.call(
    `/${encodeURIComponent(credentials.accountId)}/media`,
    credentials.accessToken,
    {
      method: 'POST',
      body: form,
    },
  );
  if (answer.status >= 400) graph.reject(answer);
  const id = (answer.body as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || !id) throw new PublishRejectedError('Instagram answered no container id');
  return id;
}

/**
 * Instagram professional accounts (Instagram API with Facebook Login). One Connect grants the Instagram account
 * linked to each Page the member manages; each is stored with its Page's token (no expiry, no refresh).
 * Publishing: the account's publishing limit (content_publishing_limit) is read first; then a container
 * (POST /{ig-user-id}/media with image_url or media_type=REELS + video_url: Instagram fetches the file from the
 * signed link under PUBLIC_URL), its status polled until FINISHED (ERROR: refused with Instagram's reason;
 * a bounded wait), then POST /{ig-user-id}/media_publish. Reconciliation stores nothing new: `findPublished`
 * reads the account's media and answers the one whose caption has the same hash, posted since the attempt.
 * Metrics: like_count and comments_count of each media (`fetchMetrics`).
 */
export function createInstagramAdapter(options: InstagramAdapterOptions): PlatformAdapter {
  const clock = options.clock ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const maxProcessingMs = options.maxProcessingMs ?? 5 * 60_000;
  const graph = createMetaGraph({
    graphBaseUrl: options.graphBaseUrl,
    version: options.version,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    clock,
  });

  async function waitForContainer(token: string, containerId: string) {
    for (let waited = 0; ; waited += pollIntervalMs) {
      const answer = await graph.call(
        `/${encodeURIComponent(containerId)}?fields=status_code,status`,
        token,
        { method: 'GET' },
      );
      if (answer.status >= 400) graph.reject(answer);
      const body = answer.body as { status_code?: unknown; status?: unknown } | undefined;
      if (body?.status_code === 'FINISHED') return;
      if (body?.status_code === 'ERROR' || body?.status_code === 'EXPIRED')
        throw new PublishRejectedError(
          typeof body.status === 'string' && body.status
            ? body.status
            : 'Instagram could not process the media',
        );
      if (waited + pollIntervalMs > maxProcessingMs)
        throw new PublishRejectedError('Instagram did not process the media in time');
      await sleep(pollIntervalMs);
    }
  }

  async function checkPublishingLimit(credentials: AccountCredentials) {
    const answer = await graph.call(
      `/${encodeURIComponent(credentials.accountId)}/content_publishing_limit?fields=quota_usage,config`,
      credentials.accessToken,
      { method: 'GET' },
    );
    if (answer.status >= 400) graph.reject(answer);
    const [limit] =
      (answer.body as { data?: { quota_usage?: unknown; config?: { quota_total?: unknown } }[] } | undefined)
        ?.data ?? [];
    const used = Number(limit?.quota_usage);
    const total = Number(limit?.config?.quota_total);
    if (Number.isFinite(used) && Number.isFinite(total) && used >= total)
      throw new PublishRejectedError(instagramLimitReachedMessage);
  }

  async function permalinkOf(token: string, id: string): Promise<string | undefined> {
    const answer = await graph
      .call(`/${encodeURIComponent(id)}?fields=permalink`, token, { method: 'GET' })
      .catch(() => undefined);
    const url = (answer?.body as { permalink?: unknown } | undefined)?.permalink;
    return typeof url === 'string' && /^https:\/\//u.test(url) ? url : undefined;
  }

  async function findPublished(
    credentials: AccountCredentials,
    post: PlatformPost,
    since: Date,
  ): Promise<PlatformPublication | undefined> {
    const answer = await graph.call(
      `/${encodeURIComponent(credentials.accountId)}/media?fields=id,caption,timestamp,permalink&limit=50`,
      credentials.accessToken,
      { method: 'GET' },
    );
    if (answer.status >= 400)
      throw new PublishOutcomeUnknownError(`instagram: lookup failed: ${answer.reason}`);
    const wanted = metaContentHash(post.text);
    // A minute before the attempt: the clocks of Meta and this server differ a little.
    const from = since.getTime() - 60_000;
    const found = ((answer.body as MediaList | undefined)?.data ?? []).find(
      (entry) =>
        typeof entry.caption === 'string' &&
        metaContentHash(entry.caption) === wanted &&
        typeof entry.timestamp === 'string' &&
        Date.parse(entry.timestamp.replace(/([+-]\d{2})(\d{2})$/u, '$1:$2')) >= from,
    );
    if (typeof found?.id !== 'string') return undefined;
    return { externalId: found.id, ...(typeof found.permalink === 'string' ? { url: found.permalink } : {}) };
  }

  /**
   * The figures of the account's media by id: one multi-id read (`GET /?ids=…&fields=like_count,comments_count`,
   * 50 ids a read) of the IG Media fields that `instagram_basic` grants. Views and shares exist only as media
   * insights, which need `instagram_manage_insights`, a permission Postforge does not ask for: they stay absent.
   */
  async function fetchMetrics(
    credentials: AccountCredentials,
    externalIds: readonly string[],
  ): Promise<Record<string, PostMetrics>> {
    const metrics: Record<string, PostMetrics> = {};
    for (let start = 0; start < externalIds.length; start += idsPerRead) {
      const query = new URLSearchParams({
        ids: externalIds.slice(start, start + idsPerRead).join(','),
        fields: 'like_count,comments_count',
      });
      const answer = await graph.call(`/?${query.toString()}`, credentials.accessToken, { method: 'GET' });
      if (answer.status >= 400) throw new Error(`instagram: metrics not read: ${answer.reason}`);
      const byId = (answer.body ?? {}) as Record<string, { like_count?: unknown; comments_count?: unknown }>;
      for (const [id, entry] of Object.entries(byId)) {
        const figure = (value: unknown) => (typeof value === 'number' ? value : undefined);
        const likes = figure(entry.like_count);
        const comments = figure(entry.comments_count);
        metrics[id] = {
          ...(likes !== undefined ? { likes } : {}),
          ...(comments !== undefined ? { comments } : {}),
        };
      }
    }
    return metrics;
  }

  return {
    platform: 'instagram',
    fetchesPublicMedia: true,
    ...createMetaSignIn(graph, {
      authorizeUrl: options.authorizeUrl,
      version: options.version,
      label: 'Instagram',
      scopes: instagramScopes,
    }),
    async listAccounts(tokens) {
      const pages = await listManagedPages(graph, tokens.accessToken);
      return pages.flatMap((page) =>
        page.instagram
          ? [{ id: page.instagram.id, name: `@${page.instagram.username}`, accessToken: page.accessToken }]
          : [],
      );
    },
    async publish(credentials, post) {
      if (post.media.length === 0) throw new PublishRejectedError(instagramNeedsMediaMessage);
      await checkPublishingLimit(credentials);
      const containerId = await createContainer(graph, credentials, post);
      await waitForContainer(credentials.accessToken, containerId);
      const answer = await graph.call(
        `/${encodeURIComponent(credentials.accountId)}/media_publish`,
        credentials.accessToken,
        { method: 'POST', body: new URLSearchParams({ creation_id: containerId }) },
      );
      if (answer.status >= 400) graph.reject(answer);
      const id = (answer.body as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'string' || !id)
        throw new PublishOutcomeUnknownError('instagram: the answer has no media id');
      const url = await permalinkOf(credentials.accessToken, id);
      return { externalId: id, ...(url ? { url } : {}) };
    },
    findPublished,
    fetchMetrics,
  };
}
