import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTikTok, type FakeTikTok } from '../../../../tests/fakes/tiktok-platform.fake';
import { PublishOutcomeUnknownError, PublishRejectedError } from '../../modules/posts/posts.publish-outcomes';
import { createTikTokAdapter } from './tiktok';
import {
  choosePrivacyLevel,
  chunkPlan,
  readPublicPostIds,
  tiktokUnauditedMessage,
  tiktokVideoRequiredMessage,
  tiktokVideoTooLongMessage,
} from './tiktok.publish';
import { OAuthGrantError, PlatformAuthError, type PlatformPost } from './types';

const mb = 1024 * 1024;
const video = (size: number, durationSeconds?: number): PlatformPost['media'][number] => {
  const bytes = Buffer.alloc(size, 3);
  return {
    contentType: 'video/mp4',
    size,
    ...(durationSeconds !== undefined ? { durationSeconds } : {}),
    read: async () => bytes,
  };
};

/** The TikTok adapter against the loopback fake: Login Kit, direct post with chunks and polling, lookups. */
describe('TikTok adapter', () => {
  let fake: FakeTikTok;
  let accessToken: string;
  let refreshToken: string;
  const redirectUri = 'http://localhost:3999/api/platforms/tiktok/callback';
  const client = () => ({ clientId: fake.clientKey, clientSecret: fake.clientSecret });
  const adapter = (overrides: { timeoutMs?: number; maxProcessingSeconds?: number } = {}) =>
    createTikTokAdapter({
      apiBaseUrl: fake.baseUrl,
      authorizeUrl: fake.authorizeUrl,
      sleep: async () => undefined,
      ...overrides,
    });
  const credentials = () => ({ accessToken, accountId: fake.user.openId });

  beforeAll(async () => {
    fake = await startFakeTikTok();
    const url = new URL(
      adapter().buildAuthorizeUrl({ client: client(), redirectUri, state: 's-1', codeChallenge: 'unused' }),
    );
    expect(url.searchParams.get('client_key')).toBe(fake.clientKey);
    expect(url.searchParams.get('scope')).toBe('user.info.basic,video.publish,video.list');
    expect(url.searchParams.has('code_challenge')).toBe(false);
    const code = new URL(
      (await fetch(url, { redirect: 'manual' })).headers.get('location')!,
    ).searchParams.get('code')!;
    const tokens = await adapter().exchangeCode({ client: client(), code, redirectUri, codeVerifier: 'x' });
    expect(tokens.scopes).toEqual(['user.info.basic', 'video.publish', 'video.list']);
    expect(tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 86_000_000);
    // The code is used up.
    await expect(
      adapter().exchangeCode({ client: client(), code, redirectUri, codeVerifier: 'x' }),
    ).rejects.toBeInstanceOf(OAuthGrantError);
    accessToken = tokens.accessToken;
    refreshToken = tokens.refreshToken!;
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('names the account, refreshes its tokens and refuses a wrong client', async () => {
    expect(await adapter().fetchAccount(accessToken)).toEqual({
      id: fake.user.openId,
      name: 'Postforge Test',
    });
    await expect(adapter().fetchAccount('act.nope')).rejects.toBeInstanceOf(PlatformAuthError);
    const refreshed = await adapter().refresh(client(), refreshToken);
    expect(refreshed.refreshToken).not.toBe(refreshToken);
    await expect(adapter().refresh(client(), refreshToken)).rejects.toMatchObject({ code: 'invalid_grant' });
    await expect(
      adapter().refresh({ clientId: fake.clientKey, clientSecret: 'wrong' }, refreshed.refreshToken!),
    ).rejects.toMatchObject({ code: 'invalid_client' });
    accessToken = refreshed.accessToken;
    refreshToken = refreshed.refreshToken!;
  });

  it('plans chunks as the media transfer guide asks', () => {
    expect(chunkPlan(3 * mb)).toMatchObject({ chunkSize: 3 * mb, count: 1 });
    expect(chunkPlan(25 * mb + 7)).toMatchObject({ chunkSize: 10 * mb, count: 2 });
    expect(chunkPlan(25 * mb + 7).ranges.at(-1)).toEqual({ start: 10 * mb, end: 25 * mb + 7 });
    expect(choosePrivacyLevel(['SELF_ONLY', 'PUBLIC_TO_EVERYONE'])).toBe('PUBLIC_TO_EVERYONE');
    expect(choosePrivacyLevel(['SELF_ONLY', 'FOLLOWER_OF_CREATOR'])).toBe('FOLLOWER_OF_CREATOR');
    expect(readPublicPostIds('{"publicaly_available_post_id":[7311000000000000123]}')).toEqual([
      '7311000000000000123',
    ]);
  });

  it('posts a video in chunks, publicly when offered, and answers its int64 id and link', async () => {
    const published = await adapter().publish(
      credentials(),
      { text: 'Repair café   highlights #fixit', media: [video(25 * mb + 7, 42)] },
      new Date(),
    );
    const stored = fake.videos.at(-1)!;
    expect(published).toEqual({
      externalId: stored.id,
      url: `https://www.tiktok.com/@postforge.test/video/${stored.id}`,
    });
    expect(stored.id).toBe('7311000000000000001');
    expect(stored.privacy).toBe('PUBLIC_TO_EVERYONE');
    expect(fake.ranges.slice(-2)).toEqual([
      `bytes 0-${10 * mb - 1}/${25 * mb + 7}`,
      `bytes ${10 * mb}-${25 * mb + 6}/${25 * mb + 7}`,
    ]);
    expect(fake.inits.at(-1)).toMatchObject({ post_info: { disable_duet: true, disable_comment: false } });
  });

  it('posts SELF_ONLY when that is all TikTok offers (an unaudited app), with the publish id', async () => {
    fake.setPrivacyLevels(['SELF_ONLY']);
    try {
      const published = await adapter().publish(
        credentials(),
        { text: 'Private test', media: [video(2 * mb)] },
        new Date(),
      );
      expect(fake.videos.at(-1)!.privacy).toBe('SELF_ONLY');
      expect(published.externalId).toMatch(/^v_pub_file~v2-1\./u);
      expect(published.url).toBeUndefined();
    } finally {
      fake.setPrivacyLevels([
        'PUBLIC_TO_EVERYONE',
        'MUTUAL_FOLLOW_FRIENDS',
        'FOLLOWER_OF_CREATOR',
        'SELF_ONLY',
      ]);
    }
  });

  it('refuses posts without a video, too long videos, unaudited public posts and failed processing', async () => {
    const post = (media: PlatformPost['media']) =>
      adapter().publish(credentials(), { text: 'x', media }, new Date());
    await expect(post([])).rejects.toThrow(tiktokVideoRequiredMessage);
    await expect(
      post([{ contentType: 'image/jpeg', size: 10, read: async () => Buffer.alloc(10) }]),
    ).rejects.toThrow(tiktokVideoRequiredMessage);
    fake.setMaxDuration(60);
    await expect(post([video(mb, 61)])).rejects.toThrow(tiktokVideoTooLongMessage);
    fake.setMaxDuration(600);
    fake.queueFailures({ kind: 'unaudited' });
    await expect(post([video(mb)])).rejects.toThrow(tiktokUnauditedMessage);
    fake.queueFailures({ kind: 'processing-failed', reason: 'file_format_check_failed' });
    const failed = await post([video(mb)]).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(PublishRejectedError);
    expect((failed as Error).message).toBe('file_format_check_failed');
  });

  it('leaves the outcome unknown on a rate limit and on a timeout after success, then finds the video', async () => {
    fake.queueFailures({ kind: 'rate-limited' });
    const limited = await adapter()
      .publish(credentials(), { text: 'x', media: [video(mb)] }, new Date())
      .catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(PublishOutcomeUnknownError);
    expect((limited as PublishOutcomeUnknownError).retryAfterSeconds).toBe(60);

    // A reset more than 15 s away (its Retry-After) goes to the publish job as retryAfterSeconds.
    fake.queueFailures({ kind: 'rate-limited', retryAfterSeconds: 120 });
    const far = await adapter()
      .publish(credentials(), { text: 'x', media: [video(mb)] }, new Date())
      .catch((error: unknown) => error);
    expect(far).toBeInstanceOf(PublishOutcomeUnknownError);
    expect((far as PublishOutcomeUnknownError).retryAfterSeconds).toBe(120);

    // A near one is waited out here and the call asked again: the video goes out.
    const slept: number[] = [];
    const videosBefore = fake.videos.length;
    fake.queueFailures({ kind: 'rate-limited', retryAfterSeconds: 3 });
    const waited = await createTikTokAdapter({
      apiBaseUrl: fake.baseUrl,
      authorizeUrl: fake.authorizeUrl,
      sleep: async (ms) => {
        slept.push(ms);
      },
    }).publish(credentials(), { text: 'After the wait', media: [video(mb)] }, new Date());
    expect(slept[0]).toBe(3000);
    expect(fake.videos).toHaveLength(videosBefore + 1);
    expect(waited.externalId).toBe(fake.videos.at(-1)!.id);

    const since = new Date();
    const text = 'Timeout after success #tiktok';
    fake.queueFailures({ kind: 'store-then-hang' });
    await expect(
      adapter({ timeoutMs: 500 }).publish(credentials(), { text, media: [video(mb)] }, since),
    ).rejects.toBeInstanceOf(PublishOutcomeUnknownError);
    const found = await adapter().findPublished(credentials(), { text: ` ${text}\n`, media: [] }, since);
    expect(found?.externalId).toBe(fake.videos.at(-1)!.id);
    expect(found?.url).toContain(fake.videos.at(-1)!.id);
    expect(
      await adapter().findPublished(credentials(), { text: 'never posted', media: [] }, since),
    ).toBeUndefined();
  });

  it('reads the metrics of published videos and treats an expired token as an auth error', async () => {
    const id = fake.videos[0]!.id;
    expect(await adapter().fetchMetrics!(credentials(), [id, '7311999999999999999'])).toEqual({
      [id]: { views: 1200, likes: 87, comments: 9, shares: 4 },
    });
    await adapter().revoke(client(), { accessToken });
    expect(fake.revoked).toContain(accessToken);
    await expect(
      adapter().publish(credentials(), { text: 'x', media: [video(mb)] }, new Date()),
    ).rejects.toBeInstanceOf(PlatformAuthError);
  });
});
