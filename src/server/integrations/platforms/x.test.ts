import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeX, type FakeX } from '../../../../tests/fakes/x-platform.fake';
import { codeChallengeOf, createCodeVerifier } from './oauth';
import { OAuthGrantError, PlatformAuthError } from './types';
import { createXAdapter, xContentHash } from './x';

/** The X adapter against the loopback fake: code exchange, chunked video upload with STATUS polling, lookups. */
describe('X adapter', () => {
  let fake: FakeX;
  let accessToken: string;
  const redirectUri = 'http://localhost:3999/api/platforms/twitter/callback';
  const client = () => ({ clientId: fake.clientId, clientSecret: fake.clientSecret });
  const adapter = () =>
    createXAdapter({
      apiBaseUrl: fake.baseUrl,
      authorizeUrl: fake.authorizeUrl,
      sleep: async () => undefined,
    });

  beforeAll(async () => {
    fake = await startFakeX();
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
    // A wrong verifier is refused (PKCE), and the code is then used up.
    await expect(
      adapter().exchangeCode({ client: client(), code, redirectUri, codeVerifier: createCodeVerifier() }),
    ).rejects.toBeInstanceOf(OAuthGrantError);
    const second = new URL(
      (
        await fetch(
          adapter().buildAuthorizeUrl({
            client: client(),
            redirectUri,
            state: 'state-2',
            codeChallenge: codeChallengeOf(verifier),
          }),
          { redirect: 'manual' },
        )
      ).headers.get('location')!,
    ).searchParams.get('code')!;
    const tokens = await adapter().exchangeCode({
      client: client(),
      code: second,
      redirectUri,
      codeVerifier: verifier,
    });
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    accessToken = tokens.accessToken;
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('names the account by its handle', async () => {
    expect(await adapter().fetchAccount(accessToken)).toEqual({ id: fake.user.id, name: '@postforge_test' });
    await expect(adapter().fetchAccount('not-a-token')).rejects.toBeInstanceOf(PlatformAuthError);
  });

  it('uploads a video in 4 MB segments, waits for processing, and attaches it', async () => {
    const video = Buffer.alloc(9 * 1024 * 1024, 7);
    const since = new Date();
    const published = await adapter().publish(
      { accessToken, accountId: fake.user.id },
      {
        text: 'A clip from the workshop',
        media: [{ contentType: 'video/mp4', size: video.length, read: async () => video }],
      },
      since,
    );
    const tweet = fake.tweets.find((item) => item.id === published.externalId)!;
    expect(tweet.mediaIds).toHaveLength(1);
  });

  it('finds a post by its content even after X shortened its link and escaped its ampersand', async () => {
    const since = new Date();
    const text = 'Tools & volunteers: https://example.org/repair-cafe';
    // What X stores and answers in the timeline.
    await fetch(`${fake.baseUrl}/2/tweets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Tools &amp; volunteers: https://t.co/abc123' }),
    });
    expect(xContentHash(text)).toBe(xContentHash('Tools &amp; volunteers: https://t.co/abc123'));
    const found = await adapter().findPublished(
      { accessToken, accountId: fake.user.id },
      { text, media: [] },
      since,
    );
    expect(found?.externalId).toBe(fake.tweets.at(-1)!.id);
    expect(
      await adapter().findPublished(
        { accessToken, accountId: fake.user.id },
        { text: 'never posted', media: [] },
        since,
      ),
    ).toBeUndefined();
  });
});
