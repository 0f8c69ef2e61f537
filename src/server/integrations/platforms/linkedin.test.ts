import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLinkedIn, type FakeLinkedIn } from '../../../../tests/fakes/linkedin-platform.fake';
import { PublishOutcomeUnknownError, PublishRejectedError } from '../../modules/posts/posts.publish-outcomes';
import { createLinkedInAdapter, linkedInContentHash, toLinkedInCommentary } from './linkedin';
import { OAuthGrantError, PlatformAuthError } from './types';

/** The LinkedIn adapter against the loopback fake: code flow, Posts API with images and videos, lookups. */
describe('LinkedIn adapter', () => {
  let fake: FakeLinkedIn;
  let accessToken: string;
  let refreshToken: string;
  const redirectUri = 'http://localhost:3999/api/platforms/linkedin/callback';
  const client = () => ({ clientId: fake.clientId, clientSecret: fake.clientSecret });
  const adapter = (
    timeoutMs = 5_000,
    more: { clock?: () => Date; sleep?: (ms: number) => Promise<void> } = {},
  ) =>
    createLinkedInAdapter({
      apiBaseUrl: fake.baseUrl,
      authBaseUrl: fake.baseUrl,
      apiVersion: '202510',
      timeoutMs,
      sleep: async () => undefined,
      ...more,
    });
  const credentials = () => ({ accessToken, accountId: fake.memberUrn });
  const codeOf = async (state: string) => {
    const url = adapter().buildAuthorizeUrl({
      client: client(),
      redirectUri,
      state,
      codeChallenge: 'unused',
    });
    expect(new URL(url).searchParams.get('scope')).toBe('openid profile w_member_social');
    const location = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
    expect(location.searchParams.get('state')).toBe(state);
    return location.searchParams.get('code')!;
  };

  beforeAll(async () => {
    fake = await startFakeLinkedIn();
    const code = await codeOf('state-1');
    await expect(
      adapter().exchangeCode({
        client: client(),
        code,
        redirectUri: 'http://elsewhere/cb',
        codeVerifier: '',
      }),
    ).rejects.toBeInstanceOf(OAuthGrantError);
    const tokens = await adapter().exchangeCode({
      client: client(),
      code: await codeOf('state-2'),
      redirectUri,
      codeVerifier: '',
    });
    expect(tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    accessToken = tokens.accessToken;
    refreshToken = tokens.refreshToken!;
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('names the member from userinfo as a person URN', async () => {
    expect(await adapter().fetchAccount(accessToken)).toEqual({
      id: fake.memberUrn,
      name: 'Postforge Tester',
    });
    await expect(adapter().fetchAccount('not-a-token')).rejects.toBeInstanceOf(PlatformAuthError);
  });

  it('posts text with the version header, escaping reserved characters but keeping hashtags', async () => {
    const text = 'Repair café (every Sunday) with tools & volunteers #repair #community';
    const published = await adapter().publish(credentials(), { text, media: [] }, new Date());
    const post = fake.posts.at(-1)!;
    expect(published).toEqual({
      externalId: post.urn,
      url: `https://www.linkedin.com/feed/update/${post.urn}/`,
    });
    expect(post.commentary).toBe('Repair café \\(every Sunday\\) with tools & volunteers #repair #community');
    expect(fake.versions.at(-1)).toBe('202510');
    expect(toLinkedInCommentary('a_b # c')).toBe('a\\_b \\# c');
  });

  it('uploads an image and attaches its URN', async () => {
    const image = Buffer.alloc(50_000, 3);
    const published = await adapter().publish(
      credentials(),
      {
        text: 'A photo of the new bench',
        media: [{ contentType: 'image/png', size: image.length, read: async () => image }],
      },
      new Date(),
    );
    const post = fake.posts.find((item) => item.urn === published.externalId)!;
    expect(post.mediaIds).toHaveLength(1);
    expect(post.mediaIds[0]).toMatch(/^urn:li:image:/u);
    expect(fake.uploads.get(post.mediaIds[0]!)).toBe(image.length);
  });

  it('uploads a video in 4 MiB parts with their ETags, finalizes, waits for processing, and attaches it', async () => {
    const video = Buffer.alloc(9 * 1024 * 1024, 7);
    const published = await adapter().publish(
      credentials(),
      {
        text: 'A clip from the workshop',
        media: [{ contentType: 'video/mp4', size: video.length, read: async () => video }],
      },
      new Date(),
    );
    const post = fake.posts.find((item) => item.urn === published.externalId)!;
    expect(post.mediaIds[0]).toMatch(/^urn:li:video:/u);
    expect(fake.uploads.get(post.mediaIds[0]!)).toBe(video.length);
  });

  it('a media file LinkedIn cannot process refuses the post with its reason', async () => {
    fake.rejectNextMedia('Video codec not supported');
    const video = Buffer.alloc(100_000, 1);
    await expect(
      adapter().publish(
        credentials(),
        {
          text: 'A broken clip',
          media: [{ contentType: 'video/mp4', size: video.length, read: async () => video }],
        },
        new Date(),
      ),
    ).rejects.toEqual(new PublishRejectedError('Video codec not supported'));
  });

  it('a duplicate refusal counts as published: the earlier post is answered', async () => {
    const earlier = fake.posts[0]!;
    const text = 'Repair café (every Sunday) with tools & volunteers #repair #community';
    const before = fake.posts.length;
    expect(await adapter().publish(credentials(), { text, media: [] }, new Date())).toEqual({
      externalId: earlier.urn,
      url: `https://www.linkedin.com/feed/update/${earlier.urn}/`,
    });
    expect(fake.posts).toHaveLength(before);
  });

  it('a timeout after LinkedIn stored the post is unknown, and findPublished finds it by content', async () => {
    const since = new Date();
    const text = 'Our bakery starts a sourdough class (beginners) on Saturday';
    fake.queuePostFailures({ kind: 'store-then-hang' });
    await expect(adapter(500).publish(credentials(), { text, media: [] }, since)).rejects.toBeInstanceOf(
      PublishOutcomeUnknownError,
    );
    const found = await adapter().findPublished(credentials(), { text, media: [] }, since);
    expect(found?.externalId).toBe(fake.posts.at(-1)!.urn);
    expect(linkedInContentHash(fake.posts.at(-1)!.commentary)).toBe(linkedInContentHash(text));
    expect(
      await adapter().findPublished(credentials(), { text: 'never posted', media: [] }, since),
    ).toBeUndefined();
    // Without r_member_social the finder is refused: the outcome stays unknown, never 'not published'.
    fake.denyPostLookups(true);
    await expect(adapter().findPublished(credentials(), { text, media: [] }, since)).rejects.toBeInstanceOf(
      PublishOutcomeUnknownError,
    );
    fake.denyPostLookups(false);
  });

  it('a throttle (429) leaves the outcome unknown; an expired token is a PlatformAuthError and refresh mends it', async () => {
    // LinkedIn's daily limits reset at midnight UTC: from 21:00 that is 3 hours, handed to the publish job.
    fake.queuePostFailures({ kind: 'rate-limited' });
    const evening = () => new Date('2026-11-27T21:00:00.000Z');
    const limited = await adapter(5_000, { clock: evening })
      .publish(credentials(), { text: 'Throttled', media: [] }, evening())
      .catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(PublishOutcomeUnknownError);
    expect((limited as PublishOutcomeUnknownError).retryAfterSeconds).toBe(3 * 3600);
    // Ten seconds before midnight the reset is near: waited out here, then the post goes out.
    fake.queuePostFailures({ kind: 'rate-limited' });
    const slept: number[] = [];
    const lateNight = () => new Date('2026-11-27T23:59:50.000Z');
    const sleep = async (ms: number) => {
      slept.push(ms);
    };
    const waited = await adapter(5_000, { clock: lateNight, sleep }).publish(
      credentials(),
      { text: 'Throttled until midnight', media: [] },
      new Date(),
    );
    expect(slept).toEqual([10_000]);
    expect(waited.externalId).toBe(fake.posts.at(-1)!.urn);
    fake.expireAccessTokens();
    await expect(
      adapter().publish(credentials(), { text: 'After expiry', media: [] }, new Date()),
    ).rejects.toBeInstanceOf(PlatformAuthError);
    const tokens = await adapter().refresh(client(), refreshToken);
    expect(tokens.refreshToken).toBe(refreshToken);
    accessToken = tokens.accessToken;
    const published = await adapter().publish(credentials(), { text: 'After expiry', media: [] }, new Date());
    expect(published.externalId).toBe(fake.posts.at(-1)!.urn);
    fake.revokeRefreshTokens();
    await expect(adapter().refresh(client(), refreshToken)).rejects.toBeInstanceOf(OAuthGrantError);
  });

  it('has no metrics (member analytics need partner access) and revokes the token', async () => {
    expect(adapter().fetchMetrics).toBeUndefined();
    await adapter().revoke(client(), { accessToken });
    expect(fake.revoked).toContain(accessToken);
    await expect(adapter().fetchAccount(accessToken)).rejects.toBeInstanceOf(PlatformAuthError);
  });
});
