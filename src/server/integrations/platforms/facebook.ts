import { PublishOutcomeUnknownError, PublishRejectedError } from '../../modules/posts/posts.publish-outcomes';
import {
  createMetaGraph,
  duplicateCode,
  listManagedPages,
  metaContentHash,
  type GraphAnswer,
  type MetaGraph,
} from './meta.graph';
import { uploadPageVideo } from './facebook.video';
import { createMetaSignIn } from './meta.oauth';
import {
  type AccountCredentials,
  type PlatformAdapter,
  type PlatformPost,
  type PlatformPublication,
  type PostMetrics,
} from './types';

/** Where Meta lives for Facebook Pages (defaults: the real Graph API; tests: the loopback fake). */
export interface FacebookAdapterOptions {
  graphBaseUrl: string;
  videoBaseUrl?: string;
  /** The Facebook Login dialog, `{version}` replaced: https://www.facebook.com/{version}/dialog/oauth. */
  authorizeUrl: string;
  version: string;
  timeoutMs?: number;
  clock?: () => Date;
  /** How a failed video chunk waits before it is sent again (tests: no wait). */
  sleep?: (ms: number) => Promise<void>;
}

/** Facebook Login scopes: list the member's Pages, post to them, read their posts back (reconciliation, metrics). */
export const facebookScopes = ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement'] as const;

interface PublishedPostsPage {
  data?: { id?: unknown; message?: unknown; created_time?: unknown; permalink_url?: unknown }[];
}

const idOf = (answer: GraphAnswer, key: 'id' | 'post_id' = 'id') => {
  const value = (answer.body as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' && value ? value : undefined;
};

/**
 * Publishes one post to a Page: text to /feed, one image to /photos, one video to /videos through the chunked
 * resumable upload (graph-video, facebook.video.ts: its id is the video's).
 */
async function createPagePost(
  graph: MetaGraph,
  credentials: AccountCredentials,
  post: PlatformPost,
  sleep: (ms: number) => Promise<void>,
) {
  const page = encodeURIComponent(credentials.accountId);
  const [media] = post.media;
  if (!media) {
    const answer = await graph.call(`/${page}/feed`, credentials.accessToken, {
      method: 'POST',
      body: new URLSearchParams({ message: post.text }),
    });
    return { answer, externalId: idOf(answer) };
  }
  if (media.contentType.startsWith('video/')) {
    const { answer, videoId } = await uploadPageVideo(
      graph,
      { pageId: credentials.accountId, accessToken: credentials.accessToken, media, description: post.text },
      { sleep },
    );
    const isFinished = (answer.body as { success?: unknown } | undefined)?.success === true;
    return { answer, externalId: answer.status < 400 && isFinished ? videoId : undefined };
  }
  const form = new FormData();
  form.set('source', new Blob([new Uint8Array(await media.read())], { type: media.contentType }), 'media');
  form.set('caption', post.text);
  const answer = await graph.call(`/${page}/photos`, credentials.accessToken, { method: 'POST', body: form });
  // A photo answers its photo id and the feed post's id: the post is what the link and metrics name.
  return { answer, externalId: idOf(answer, 'post_id') ?? idOf(answer) };
}

/**
 * Facebook Pages (Graph API, Facebook Login: authorization code with PKCE S256). One Connect grants every Page
 * the member manages: `listAccounts` answers each with its own Page access token (from a long-lived user
 * token, so it does not expire: there is no refresh, and a refused token means Reconnect). Disconnect revokes
 * nothing: the app's permissions belong to the member's login, and revoking them would cut every other Page
 * connected with it; the Page's token is deleted. Facebook has no idempotency key, so `findPublished` reads
 * the Page's published posts since the attempt (GET /{page-id}/published_posts?since=) and answers the one
 * whose message has the same content hash; Graph's 'duplicate status' (506) counts as published.
 */
export function createFacebookAdapter(options: FacebookAdapterOptions): PlatformAdapter {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const graph = createMetaGraph({
    graphBaseUrl: options.graphBaseUrl,
    ...(options.videoBaseUrl ? { videoBaseUrl: options.videoBaseUrl } : {}),
    version: options.version,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });

  async function permalinkOf(token: string, id: string): Promise<string | undefined> {
    const answer = await graph
      .call(`/${encodeURIComponent(id)}?fields=permalink_url`, token, { method: 'GET' })
      .catch(() => undefined);
    const url = (answer?.body as { permalink_url?: unknown } | undefined)?.permalink_url;
    return typeof url === 'string' && /^https:\/\//u.test(url) ? url : undefined;
  }

  async function findPublished(
    credentials: AccountCredentials,
    post: PlatformPost,
    since: Date,
  ): Promise<PlatformPublication | undefined> {
    // A minute before the attempt: the clocks of Meta and this server differ a little.
    const query = new URLSearchParams({
      fields: 'id,message,created_time,permalink_url',
      since: String(Math.floor((since.getTime() - 60_000) / 1000)),
      limit: '100',
    });
    const answer = await graph.call(
      `/${encodeURIComponent(credentials.accountId)}/published_posts?${query.toString()}`,
      credentials.accessToken,
      { method: 'GET' },
    );
    // A lookup that cannot answer must not read as 'not published'.
    if (answer.status >= 400)
      throw new PublishOutcomeUnknownError(`facebook: lookup failed: ${answer.reason}`);
    const wanted = metaContentHash(post.text);
    const found = ((answer.body as PublishedPostsPage | undefined)?.data ?? []).find(
      (entry) => typeof entry.message === 'string' && metaContentHash(entry.message) === wanted,
    );
    if (typeof found?.id !== 'string') return undefined;
    return {
      externalId: found.id,
      ...(typeof found.permalink_url === 'string' ? { url: found.permalink_url } : {}),
    };
  }

  return {
    platform: 'facebook',
    ...createMetaSignIn(graph, {
      authorizeUrl: options.authorizeUrl,
      version: options.version,
      label: 'Facebook',
      scopes: facebookScopes,
    }),
    async listAccounts(tokens) {
      const pages = await listManagedPages(graph, tokens.accessToken);
      return pages.map((page) => ({ id: page.id, name: page.name, accessToken: page.accessToken }));
    },
    async publish(credentials, post, since) {
      const { answer, externalId } = await createPagePost(graph, credentials, post, sleep);
      if (answer.status < 400) {
        if (!externalId) throw new PublishOutcomeUnknownError('facebook: the answer has no post id');
        const url = await permalinkOf(credentials.accessToken, externalId);
        return { externalId, ...(url ? { url } : {}) };
      }
      if (answer.code === duplicateCode) {
        // The same message is already on the Page: that is this post (an earlier attempt's), not a failure.
        const earlier = await findPublished(credentials, post, new Date(since.getTime() - 24 * 3_600_000));
        if (earlier) return earlier;
        throw new PublishOutcomeUnknownError(`facebook: ${answer.reason}`, undefined, answer.reason);
      }
      throw new PublishRejectedError(answer.reason);
    },
    findPublished,
    async fetchMetrics(credentials, externalIds) {
      if (externalIds.length === 0) return {};
      const query = new URLSearchParams({
        ids: externalIds.join(','),
        fields: 'likes.summary(true).limit(0),comments.summary(true).limit(0),shares',
      });
      const answer = await graph.call(`/?${query.toString()}`, credentials.accessToken, { method: 'GET' });
      if (answer.status >= 400) throw new Error(`facebook: metrics not read: ${answer.reason}`);
      const byId = (answer.body ?? {}) as Record<
        string,
        {
          likes?: { summary?: { total_count?: unknown } };
          comments?: { summary?: { total_count?: unknown } };
          shares?: { count?: unknown };
        }
      >;
      const metrics: Record<string, PostMetrics> = {};
      for (const [id, entry] of Object.entries(byId)) {
        const figure = (value: unknown) => (typeof value === 'number' ? value : undefined);
        const likes = figure(entry.likes?.summary?.total_count);
        const comments = figure(entry.comments?.summary?.total_count);
        // Graph leaves `shares` out of a post nobody shared.
        const shares = figure(entry.shares?.count) ?? 0;
        metrics[id] = {
          ...(likes !== undefined ? { likes } : {}),
          ...(comments !== undefined ? { comments } : {}),
          shares,
        };
      }
      return metrics;
    },
  };
}
