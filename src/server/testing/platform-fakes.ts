import { expect } from 'vitest';
import { startFakeLinkedIn, type FakeLinkedIn } from '../../../tests/fakes/linkedin-platform.fake';
import { startFakeMeta, type FakeMeta } from '../../../tests/fakes/meta-platform.fake';
import { startFakeTikTok, type FakeTikTok } from '../../../tests/fakes/tiktok-platform.fake';
import { startFakeX, type FakeX } from '../../../tests/fakes/x-platform.fake';
import { startFakeYouTube, type FakeYouTube } from '../../../tests/fakes/youtube-platform.fake';
import type { PlatformCard } from '../../shared/contracts/platforms';
import type { PlatformId } from '../../shared/domain/platforms';
import type { TestApp } from './test-app';

/** The loopback fakes of all six platforms (Facebook and Instagram share Meta's Graph fake). */
export interface PlatformFakes {
  x: FakeX;
  linkedin: FakeLinkedIn;
  youtube: FakeYouTube;
  tiktok: FakeTikTok;
  meta: FakeMeta;
  /**
   * The settings that point a server's real adapters (its own container, no adapter overrides) at the fakes,
   * with each platform's OAuth client from the environment: for a spawned `main.ts` as for a TestApp.
   */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the fakes of every platform at once. */
export async function startPlatformFakes(): Promise<PlatformFakes> {
  const [x, linkedin, youtube, tiktok, meta] = await Promise.all([
    startFakeX(),
    startFakeLinkedIn(),
    startFakeYouTube(),
    startFakeTikTok(),
    startFakeMeta(),
  ]);
  const env: Record<string, string> = {
    X_API_BASE_URL: x.baseUrl,
    X_AUTHORIZE_URL: x.authorizeUrl,
    X_CLIENT_ID: x.clientId,
    X_CLIENT_SECRET: x.clientSecret,
    LINKEDIN_API_BASE_URL: linkedin.baseUrl,
    LINKEDIN_AUTH_BASE_URL: linkedin.baseUrl,
    LINKEDIN_CLIENT_ID: linkedin.clientId,
    LINKEDIN_CLIENT_SECRET: linkedin.clientSecret,
    YOUTUBE_API_BASE_URL: youtube.baseUrl,
    GOOGLE_OAUTH_BASE_URL: youtube.baseUrl,
    GOOGLE_AUTHORIZE_URL: youtube.authorizeUrl,
    YOUTUBE_CLIENT_ID: youtube.clientId,
    YOUTUBE_CLIENT_SECRET: youtube.clientSecret,
    TIKTOK_API_BASE_URL: tiktok.baseUrl,
    TIKTOK_AUTHORIZE_URL: tiktok.authorizeUrl,
    TIKTOK_CLIENT_KEY: tiktok.clientKey,
    TIKTOK_CLIENT_SECRET: tiktok.clientSecret,
    META_GRAPH_BASE_URL: meta.baseUrl,
    META_GRAPH_VIDEO_BASE_URL: meta.baseUrl,
    META_AUTHORIZE_URL: meta.authorizeUrl,
    META_GRAPH_VERSION: meta.version,
    FACEBOOK_CLIENT_ID: meta.clientId,
    FACEBOOK_CLIENT_SECRET: meta.clientSecret,
    INSTAGRAM_CLIENT_ID: meta.clientId,
    INSTAGRAM_CLIENT_SECRET: meta.clientSecret,
  };
  return {
    x,
    linkedin,
    youtube,
    tiktok,
    meta,
    env,
    async close() {
      await Promise.all([x, linkedin, youtube, tiktok, meta].map((fake) => fake.close()));
    },
  };
}

/**
 * Connects `platform` for the signed-in user of `jar` through its fake's consent page (Connect → authorize →
 * callback) and answers the destination id of its first connection (Facebook: the first Page).
 */
export async function connectPlatform(t: TestApp, jar: string, platform: PlatformId): Promise<string> {
  const started = await t.request({
    method: 'POST',
    url: `/api/platforms/${platform}/connect`,
    cookies: jar,
  });
  expect(started.statusCode, started.body).toBe(200);
  const consent = await fetch(started.json<{ authorizeUrl: string }>().authorizeUrl, { redirect: 'manual' });
  const redirect = new URL(consent.headers.get('location') ?? '');
  const back = await t.request({
    method: 'GET',
    url: `${redirect.pathname}${redirect.search}`,
    cookies: jar,
  });
  expect(back.statusCode, back.body).toBe(303);
  const cards = (await t.request({ method: 'GET', url: '/api/platforms', cookies: jar })).json<{
    platforms: PlatformCard[];
  }>().platforms;
  const connection = cards.find((card) => card.platform === platform)?.connections[0];
  expect(connection, `${platform} is connected`).toBeDefined();
  return connection!.destinationId;
}
