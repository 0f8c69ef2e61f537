import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeYouTube, type FakeYouTube } from '../../../../tests/fakes/youtube-platform.fake';
import { PublishOutcomeUnknownError, PublishRejectedError } from '../../modules/posts/posts.publish-outcomes';
import { codeChallengeOf, createCodeVerifier } from './oauth';
import { OAuthGrantError, PlatformAuthError } from './types';
import { createYouTubeAdapter } from './youtube';
import { youTubeNeedsVideoMessage, youTubeTitleOf } from './youtube.content';

/** The YouTube adapter against the loopback fake: Google OAuth with PKCE, resumable uploads, lookups, metrics. */
describe('YouTube adapter', () => {
  let fake: FakeYouTube;
  let accessToken: string;
  let refreshToken: string;
  const redirectUri = 'http://localhost:3999/api/platforms/youtube/callback';
  const client = () => ({ clientId: fake.clientId, clientSecret: fake.clientSecret });
  const waits: number[] = [];
  const adapter = (timeoutMs = 5_000, uploadChunkBytes?: number) =>
    createYouTubeAdapter({
      apiBaseUrl: fake.baseUrl,
      oauthBaseUrl: fake.baseUrl,
      authorizeUrl: fake.authorizeUrl,
      timeoutMs,
      ...(uploadChunkBytes ? { uploadChunkBytes } : {}),
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
  const credentials = () => ({ accessToken, accountId: fake.channel.id });
  let clipNumber = 0;
  /** A distinct clip each time (YouTube rejects the same bytes as a duplicate). */
  const clip = (size = 300_000) => {
    const bytes = Buffer.alloc(size, (clipNumber += 1));
    return { contentType: 'video/mp4', size: bytes.length, read: async () => bytes };
  };

  beforeAll(async () => {
    fake = await startFakeYouTube();
    const verifier = createCodeVerifier();
    const url = adapter().buildAuthorizeUrl({
      client: client(),
      redirectUri,
      state: 'state-1',
      codeChallenge: codeChallengeOf(verifier),
    });
    const code = new URL(
      (await fetch(url, { redirect: 'manual' })).headers.get('location')!,
    ).searchParams.get('code')!;
    const query = fake.authorizeRequests.at(-1)!;
    expect([query.get('access_type'), query.get('prompt'), query.get('code_challenge_method')]).toEqual([
      'offline',
      'consent',
      'S256',
    ]);
    await expect(
      adapter().exchangeCode({ client: client(), code, redirectUri, codeVerifier: createCodeVerifier() }),
    ).rejects.toBeInstanceOf(OAuthGrantError);
    const second = new URL(
      (await fetch(url, { redirect: 'manual' })).headers.get('location')!,
    ).searchParams.get('code')!;
    const tokens = await adapter().exchangeCode({
      client: client(),
      code: second,
      redirectUri,
      codeVerifier: verifier,
    });
    accessToken = tokens.accessToken;
    refreshToken = tokens.refreshToken!;
    expect(refreshToken).toBeTruthy();
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('names the channel', async () => {
    expect(await adapter().fetchAccount(accessToken)).toEqual({
      id: fake.channel.id,
      name: 'Postforge Shorts',
    });
    await expect(adapter().fetchAccount('not-a-token')).rejects.toBeInstanceOf(PlatformAuthError);
  });

  it('uploads a video resumably: title from the first line (≤ 100, no < >), the text as description, public', async () => {
    const text = `${'Fixing <bikes> together '.repeat(6)}\nEvery Sunday at the library. #Shorts`;
    const published = await adapter().publish(credentials(), { text, media: [clip()] }, new Date());
    const video = fake.videos.at(-1)!;
    expect(published).toEqual({ externalId: video.id, url: `https://www.youtube.com/shorts/${video.id}` });
    expect([...video.title].length).toBeLessThanOrEqual(100);
    expect(video.title).toBe(youTubeTitleOf(text));
    expect(video.title.startsWith('Fixing bikes together')).toBe(true);
    expect(video.description).toBe(text.replace(/[<>]/gu, ''));
    expect(video.privacyStatus).toBe('public');
  });

  it('does not invent #Shorts, and refuses a post without a video', async () => {
    await adapter().publish(credentials(), { text: 'Sourdough in 30 seconds', media: [clip()] }, new Date());
    expect(fake.videos.at(-1)!.description).toBe('Sourdough in 30 seconds');
    const image = Buffer.alloc(10, 1);
    await expect(
      adapter().publish(
        credentials(),
        { text: 'Only a photo', media: [{ contentType: 'image/png', size: 10, read: async () => image }] },
        new Date(),
      ),
    ).rejects.toEqual(new PublishRejectedError(youTubeNeedsVideoMessage));
  });

  it('a video YouTube rejects as a duplicate counts as published: the earlier upload is answered', async () => {
    const media = clip();
    const first = await adapter().publish(
      credentials(),
      { text: 'The same clip', media: [media] },
      new Date(),
    );
    const again = await adapter().publish(
      credentials(),
      { text: 'The same clip', media: [media] },
      new Date(),
    );
    expect(again.externalId).toBe(first.externalId);
    expect(fake.videos.at(-1)!.uploadStatus).toBe('rejected');
  });

  it('a timeout after YouTube stored the upload is unknown, and findPublished finds it in the uploads', async () => {
    const since = new Date();
    const text = 'Repair café timelapse\nTools and volunteers';
    const before = fake.uploadRequests;
    fake.queueUploadFailures({ kind: 'store-then-hang' });
    await expect(
      adapter(500).publish(credentials(), { text, media: [clip()] }, since),
    ).rejects.toBeInstanceOf(PublishOutcomeUnknownError);
    expect(fake.uploadRequests - before).toBe(1);
    expect(await adapter().findPublished(credentials(), { text, media: [] }, since)).toEqual({
      externalId: fake.videos.at(-1)!.id,
      url: `https://www.youtube.com/shorts/${fake.videos.at(-1)!.id}`,
    });
    expect(
      await adapter().findPublished(credentials(), { text: 'never uploaded', media: [] }, since),
    ).toBeUndefined();
  });

  it('quota and failed processing: unknown outcome vs refusal; a 429 waits out Retry-After', async () => {
    fake.queueUploadFailures({ kind: 'quota-exceeded' });
    await expect(
      adapter().publish(credentials(), { text: 'Over quota', media: [clip()] }, new Date()),
    ).rejects.toBeInstanceOf(PublishOutcomeUnknownError);
    fake.rejectNextMedia('codec');
    await expect(
      adapter().publish(credentials(), { text: 'Bad codec', media: [clip()] }, new Date()),
    ).rejects.toEqual(new PublishRejectedError('YouTube refused the video (codec)'));
    fake.queueUploadFailures({ kind: 'rate-limited', retryAfterSeconds: 1 });
    const published = await adapter().publish(
      credentials(),
      { text: 'After the wait', media: [clip()] },
      new Date(),
    );
    expect(published.externalId).toBe(fake.videos.at(-1)!.id);
  });

  it('uploads in 256 KiB multiples with Content-Range: a multi-chunk file arrives whole and byte-identical', async () => {
    const unit = 256 * 1024;
    const bytes = randomBytes(3 * unit + 12_345);
    const media = { contentType: 'video/mp4', size: bytes.length, read: async () => bytes };
    const before = fake.uploadRanges.length;
    const published = await adapter(5_000, unit).publish(
      credentials(),
      { text: 'Four chunks', media: [media] },
      new Date(),
    );
    const video = fake.videos.at(-1)!;
    expect(published.externalId).toBe(video.id);
    expect(fake.uploadRanges.slice(before)).toEqual([
      { start: 0, end: unit - 1 },
      { start: unit, end: 2 * unit - 1 },
      { start: 2 * unit, end: 3 * unit - 1 },
      { start: 3 * unit, end: bytes.length - 1 },
    ]);
    expect(video.size).toBe(bytes.length);
    expect(video.contentHash).toBe(createHash('sha256').update(bytes).digest('base64url'));
    expect(() => adapter(5_000, unit + 1)).toThrow(/multiple of 256 KiB/u);
  });

  it.each(['chunk-dropped', 'chunk-server-error'] as const)(
    'a chunk that fails once (%s) is resumed from the byte Google holds, not restarted from zero',
    async (kind) => {
      const unit = 256 * 1024;
      const bytes = randomBytes(3 * unit + 999);
      const media = { contentType: 'video/mp4', size: bytes.length, read: async () => bytes };
      const before = { ranges: fake.uploadRanges.length, queries: fake.statusQueries };
      waits.length = 0;
      fake.queueUploadFailures({ kind, chunk: 1 });
      const published = await adapter(5_000, unit).publish(
        credentials(),
        { text: `Resumed after ${kind}`, media: [media] },
        new Date(),
      );
      const video = fake.videos.at(-1)!;
      expect(published.externalId).toBe(video.id);
      // Chunk 1 kept half its bytes: the status query names them and the upload goes on from there.
      const half = unit + unit / 2;
      expect(fake.uploadRanges.slice(before.ranges)).toEqual([
        { start: 0, end: unit - 1 },
        { start: unit, end: 2 * unit - 1 },
        { start: half, end: half + unit - 1 },
        { start: half + unit, end: bytes.length - 1 },
      ]);
      expect(fake.statusQueries - before.queries).toBe(1);
      expect(waits).toEqual([1000]);
      expect(video.contentHash).toBe(createHash('sha256').update(bytes).digest('base64url'));
    },
  );

  it('a last chunk stored but unanswered is answered by the status query: one upload, no second copy', async () => {
    const before = {
      videos: fake.videos.length,
      ranges: fake.uploadRanges.length,
      queries: fake.statusQueries,
    };
    fake.queueUploadFailures({ kind: 'last-chunk-dropped' });
    const published = await adapter().publish(
      credentials(),
      { text: 'Stored, answer lost', media: [clip()] },
      new Date(),
    );
    expect(fake.videos.length - before.videos).toBe(1);
    expect(published.externalId).toBe(fake.videos.at(-1)!.id);
    expect(fake.uploadRanges.length - before.ranges).toBe(1);
    expect(fake.statusQueries - before.queries).toBe(1);
  });

  it('reads views, likes and comments', async () => {
    const [first, second] = fake.videos;
    Object.assign(first!.statistics, { viewCount: '1200', likeCount: '45', commentCount: '6' });
    expect(await adapter().fetchMetrics!(credentials(), [first!.id, second!.id, 'gone0000000'])).toEqual({
      [first!.id]: { views: 1200, likes: 45, comments: 6 },
      [second!.id]: { views: 0, likes: 0, comments: 0 },
    });
  });

  it('an expired token is a PlatformAuthError; refresh keeps the refresh token; revoke ends the grant', async () => {
    fake.expireAccessTokens();
    await expect(adapter().fetchAccount(accessToken)).rejects.toBeInstanceOf(PlatformAuthError);
    const tokens = await adapter().refresh(client(), refreshToken);
    expect(tokens.refreshToken).toBeUndefined();
    expect((await adapter().fetchAccount(tokens.accessToken)).id).toBe(fake.channel.id);
    await adapter().revoke(client(), { accessToken: tokens.accessToken, refreshToken });
    expect(fake.revoked).toEqual([refreshToken]);
    await expect(adapter().refresh(client(), refreshToken)).rejects.toBeInstanceOf(OAuthGrantError);
  });
});
