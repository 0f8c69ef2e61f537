import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMeta, type FakeMeta } from '../../../../tests/fakes/meta-platform.fake';
import { PublishOutcomeUnknownError } from '../../modules/posts/posts.publish-outcomes';
import { createFacebookAdapter } from './facebook';
import { codeChallengeOf, createCodeVerifier } from './oauth';
import { OAuthGrantError, PlatformAuthError, type GrantedAccount } from './types';

/** The Facebook Pages adapter against the loopback Graph fake: Login with PKCE, Pages, publishing, lookups. */
describe('Facebook Pages adapter', () => {
  let fake: FakeMeta;
  let pages: GrantedAccount[];
  const redirectUri = 'http://localhost:3999/api/platforms/facebook/callback';
  const client = () => ({ clientId: fake.clientId, clientSecret: fake.clientSecret });
  const waits: number[] = [];
  const adapter = (timeoutMs?: number) =>
    createFacebookAdapter({
      graphBaseUrl: fake.baseUrl,
      authorizeUrl: fake.authorizeUrl,
      version: fake.version,
      ...(timeoutMs ? { timeoutMs } : {}),
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
  const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url');
  const codeFor = async (verifier: string) => {
    const url = adapter().buildAuthorizeUrl({
      client: client(),
      redirectUri,
      state: 'state-1',
      codeChallenge: codeChallengeOf(verifier),
    });
    expect(new URL(url).pathname).toBe(`/${fake.version}/dialog/oauth`);
    expect(new URL(url).searchParams.get('scope')).toBe(
      'pages_show_list,pages_manage_posts,pages_read_engagement',
    );
    const location = (await fetch(url, { redirect: 'manual' })).headers.get('location')!;
    return new URL(location).searchParams.get('code')!;
  };
  const credentials = (index = 0) => ({
    accessToken: pages[index]!.accessToken!,
    accountId: pages[index]!.id,
  });

  beforeAll(async () => {
    fake = await startFakeMeta();
    const verifier = createCodeVerifier();
    // A wrong PKCE verifier is refused, and the code is then used up.
    const used = await codeFor(verifier);
    await expect(
      adapter().exchangeCode({
        client: client(),
        code: used,
        redirectUri,
        codeVerifier: createCodeVerifier(),
      }),
    ).rejects.toBeInstanceOf(OAuthGrantError);
    const tokens = await adapter().exchangeCode({
      client: client(),
      code: await codeFor(verifier),
      redirectUri,
      codeVerifier: verifier,
    });
    // code → short-lived user token → long-lived user token.
    expect(fake.tokenRequests.slice(-2)).toEqual(['authorization_code', 'fb_exchange_token']);
    expect(tokens.expiresAt!.getTime() - Date.now()).toBeGreaterThan(50 * 86_400_000);
    pages = await adapter().listAccounts!(tokens);
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('lists each managed Page with its own Page token', async () => {
    expect(pages.map((page) => [page.id, page.name])).toEqual([
      ['20000000001', 'Postforge Bakery'],
      ['20000000002', 'Postforge Books'],
    ]);
    expect(pages[0]!.accessToken).not.toBe(pages[1]!.accessToken);
    expect(await adapter().fetchAccount(pages[1]!.accessToken!)).toEqual({
      id: '20000000002',
      name: 'Postforge Books',
    });
    await expect(adapter().refresh(client(), 'anything')).rejects.toBeInstanceOf(OAuthGrantError);
  });

  it('posts text to the feed, a photo with its caption and a video with its description', async () => {
    const since = new Date();
    const text = await adapter().publish(credentials(), { text: 'Fresh bread at 7', media: [] }, since);
    expect(text.externalId).toMatch(/^20000000001_\d+$/u);
    expect(text.url).toMatch(/^https:\/\/www\.facebook\.com\/20000000001\/posts\//u);
    const jpeg = Buffer.alloc(2048, 1);
    const photo = await adapter().publish(
      credentials(1),
      {
        text: 'New shelf',
        media: [{ contentType: 'image/jpeg', size: jpeg.length, read: async () => jpeg }],
      },
      since,
    );
    const video = await adapter().publish(
      credentials(1),
      {
        text: 'A tour',
        media: [{ contentType: 'video/mp4', size: 4096, read: async () => Buffer.alloc(4096) }],
      },
      since,
    );
    const stored = fake.posts.slice(-3);
    expect(stored.map((post) => [post.kind, post.text, post.accountId])).toEqual([
      ['feed', 'Fresh bread at 7', '20000000001'],
      ['photo', 'New shelf', '20000000002'],
      ['video', 'A tour', '20000000002'],
    ]);
    expect(stored[1]!.media).toEqual({ contentType: 'image/jpeg', size: 2048 });
    expect(photo.externalId).toBe(stored[1]!.id);
    expect(video.externalId).toBe(stored[2]!.id);
    // Metrics of the posts by id.
    const metrics = await adapter().fetchMetrics!(credentials(), [text.externalId]);
    expect(metrics[text.externalId]).toEqual({ likes: 16, comments: 2, shares: 1 });
  });

  it('uploads a video in the windows Graph answers (start, transfers, finish): it arrives whole and byte-identical', async () => {
    const mib = 1024 * 1024;
    const bytes = randomBytes(2 * mib + 54_321);
    const before = { transfers: fake.videoTransfers.length, requests: fake.publishRequests };
    const published = await adapter().publish(
      credentials(),
      {
        text: 'The oven at dawn',
        media: [{ contentType: 'video/mp4', size: bytes.length, read: async () => bytes }],
      },
      new Date(),
    );
    const stored = fake.posts.at(-1)!;
    expect([stored.kind, stored.text, stored.id]).toEqual([
      'video',
      'The oven at dawn',
      published.externalId,
    ]);
    expect(fake.videoTransfers.slice(before.transfers)).toEqual([
      { start: 0, end: mib },
      { start: mib, end: 2 * mib },
      { start: 2 * mib, end: bytes.length },
    ]);
    expect(stored.media).toEqual({
      contentType: 'video/mp4',
      size: bytes.length,
      contentHash: hashOf(bytes),
    });
    expect(fake.publishRequests - before.requests).toBe(1);
  });

  it('a transfer chunk whose connection drops is sent again and resumed from the offset Graph reports', async () => {
    const mib = 1024 * 1024;
    const bytes = randomBytes(2 * mib + 777); // windows of 1 MiB: 0, 1 MiB (drops), 1.5 MiB to the end
    const before = fake.videoTransfers.length;
    waits.length = 0;
    fake.queueFailures({ kind: 'transfer-dropped', chunk: 1 });
    const published = await adapter().publish(
      credentials(),
      {
        text: 'Resumed tour',
        media: [{ contentType: 'video/mp4', size: bytes.length, read: async () => bytes }],
      },
      new Date(),
    );
    const stored = fake.posts.at(-1)!;
    expect(stored.id).toBe(published.externalId);
    // Half of chunk 1 arrived: the retry of offset 1 MiB is answered with Graph's offset, and goes on from there.
    const resumedAt = mib + mib / 2;
    expect(fake.videoTransfers.slice(before)).toEqual([
      { start: 0, end: mib },
      { start: mib, end: 2 * mib },
      { start: resumedAt, end: bytes.length },
    ]);
    expect(waits).toEqual([1000]);
    expect(stored.media?.contentHash).toBe(hashOf(bytes));
  });

  it('finds a post that went out without an answer; a duplicate counts as published', async () => {
    const since = new Date();
    fake.queueFailures({ kind: 'store-then-hang' });
    const post = { text: 'Open on  Sunday ', media: [] };
    await expect(adapter(300).publish(credentials(), post, since)).rejects.toBeInstanceOf(
      PublishOutcomeUnknownError,
    );
    const found = await adapter().findPublished(credentials(), { text: 'Open on Sunday', media: [] }, since);
    expect(found?.externalId).toBe(fake.posts.at(-1)!.id);
    expect(await adapter().findPublished(credentials(1), post, since)).toBeUndefined();
    fake.queueFailures({ kind: 'duplicate' });
    const again = await adapter().publish(credentials(), post, new Date());
    expect(again.externalId).toBe(found!.externalId);
  });

  it('reads throttling with Meta’s wait, and an expired token as an auth error', async () => {
    fake.queueFailures({ kind: 'rate-limited', regainMinutes: 5 });
    const error = await adapter()
      .publish(credentials(), { text: 'Later', media: [] }, new Date())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PublishOutcomeUnknownError);
    expect((error as PublishOutcomeUnknownError).retryAfterSeconds).toBe(300);
    fake.expireTokens();
    await expect(
      adapter().publish(credentials(), { text: 'Too late', media: [] }, new Date()),
    ).rejects.toBeInstanceOf(PlatformAuthError);
  });
});
