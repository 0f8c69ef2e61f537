import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformCard } from '../../src/shared/contracts/platforms';
import type { PostRecord } from '../../src/shared/contracts/posts';
import { startFakeMeta, type FakeMeta } from '../fakes/meta-platform.fake';
import { startFakeTikTok, type FakeTikTok } from '../fakes/tiktok-platform.fake';
import { startFakeX, type FakeX } from '../fakes/x-platform.fake';
import { startFakeYouTube, type FakeYouTube } from '../fakes/youtube-platform.fake';
import { expectAccessible, launchBrowser } from './support/browser';
import { expectVisible, generateThroughApi } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/*
 * Publishing to every platform's loopback fake from one server: X (an image post from the review's dialog, its
 * 'View on Twitter/X' link in the history), a refused X refresh turning the account and the scheduled post to
 * 'Reconnect needed' and the card's Reconnect connecting the same account again, a Facebook Page and Instagram
 * (which fetches the signed link, converted to JPEG), and TikTok and YouTube with an AI video (the offline renderer); an image post for TikTok is refused in the dialog.
 */

const csrf = { 'x-postforge-csrf': '1' };
const shotDir = 'test-results';
type Generated = { id: string; platform: string; mediaType: string; videoStatus: string; content: string };

describe('Publishing to the platforms', () => {
  let x: FakeX;
  let meta: FakeMeta;
  let tikTok: FakeTikTok;
  let youTube: FakeYouTube;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let imagePosts: Generated[];
  let imageRunId: string;
  /** The connected accounts, by platform id (the first account of each). */
  const accounts = new Map<string, { destinationId: string; accountName: string; id: string }[]>();

  const card = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const imagePost = (platform: string, index = 0) =>
    imagePosts.filter((post) => post.platform === platform)[index]!;
  const destination = (platform: string, index = 0) => accounts.get(platform)![index]!.destinationId;

  /** Connects one platform through its card, the dialog and the platform's consent page. */
  const connect = async (name: string) => {
    await card(name)
      .getByRole('button', { name: `Connect ${name}` })
      .click();
    await page
      .getByRole('dialog', { name: `Connect ${name}` })
      .getByRole('button', { name: `Continue to ${name}` })
      .click();
    await page.waitForURL(/\/app\/settings\?tab=platforms&attempt=/u);
    const done = page.getByRole('dialog', { name: `Connect ${name}` });
    await expectVisible(done.getByText(/^Connected as /u));
    await done.getByRole('button', { name: 'Done' }).click();
  };
  const readAccounts = async () => {
    const answer = await page.request.get(`${server.baseUrl}/api/platforms`);
    return ((await answer.json()) as { platforms: PlatformCard[] }).platforms;
  };
  const publishNow = async (generatedPostId: string, destinations: string[]) => {
    const answer = await page.request.post(`${server.baseUrl}/api/posts/publish`, {
      headers: csrf,
      data: {
        generatedPostId,
        mode: 'now',
        timeZone: 'UTC',
        destinations,
        boost: { enabled: false, budget: 5, duration: 3, useAITiming: false },
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { post: PostRecord }).post;
  };
  const waitForPost = async (postId: string, statuses: string[], timeoutMs = 45_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answer = await page.request.get(`${server.baseUrl}/api/posts/${postId}`);
      const { post } = (await answer.json()) as { post: PostRecord };
      if (statuses.includes(post.status) || Date.now() > deadline) return post;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  beforeAll(async () => {
    mkdirSync(shotDir, { recursive: true });
    [x, meta, tikTok, youTube] = await Promise.all([
      startFakeX(),
      startFakeMeta(),
      startFakeTikTok(),
      startFakeYouTube(),
    ]);
    [server, browser] = await Promise.all([
      startServer({
        X_CLIENT_ID: x.clientId,
        X_CLIENT_SECRET: x.clientSecret,
        X_API_BASE_URL: x.baseUrl,
        X_AUTHORIZE_URL: x.authorizeUrl,
        FACEBOOK_CLIENT_ID: meta.clientId,
        FACEBOOK_CLIENT_SECRET: meta.clientSecret,
        INSTAGRAM_CLIENT_ID: meta.clientId,
        INSTAGRAM_CLIENT_SECRET: meta.clientSecret,
        META_GRAPH_BASE_URL: meta.baseUrl,
        META_GRAPH_VIDEO_BASE_URL: meta.baseUrl,
        META_AUTHORIZE_URL: meta.authorizeUrl,
        META_GRAPH_VERSION: meta.version,
        TIKTOK_CLIENT_KEY: tikTok.clientKey,
        TIKTOK_CLIENT_SECRET: tikTok.clientSecret,
        TIKTOK_API_BASE_URL: tikTok.baseUrl,
        TIKTOK_AUTHORIZE_URL: tikTok.authorizeUrl,
        YOUTUBE_CLIENT_ID: youTube.clientId,
        YOUTUBE_CLIENT_SECRET: youTube.clientSecret,
        YOUTUBE_API_BASE_URL: youTube.baseUrl,
        GOOGLE_OAUTH_BASE_URL: youTube.baseUrl,
        GOOGLE_AUTHORIZE_URL: youTube.authorizeUrl,
      }),
      launchBrowser(),
    ]);
    await signUpOwner(server.baseUrl);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    await signIn(page, server.baseUrl);

    // X, Facebook and YouTube connect through the UI in other tests too; here each platform connects once.
    await page.goto(`${server.baseUrl}/app/settings?tab=platforms`);
    for (const name of ['Twitter/X', 'Facebook', 'Instagram', 'TikTok', 'YouTube']) await connect(name);
    for (const platformCard of await readAccounts())
      accounts.set(platformCard.platform, platformCard.connections);
    expect(accounts.get('facebook')!.map((account) => account.accountName)).toEqual(
      expect.arrayContaining(['Postforge Bakery', 'Postforge Books']),
    );

    ({ runId: imageRunId, posts: imagePosts } = await generateThroughApi<Generated>(page, server.baseUrl, {
      method: 'prompt',
      prompt: 'A repair café opens every first Sunday at the library with volunteers and tools',
      platforms: ['twitter', 'facebook', 'instagram'],
      variations: ['normal', 'professional'],
      aiImages: true,
    }));
    expect(imagePost('twitter').mediaType).toBe('image');
  }, 240_000);

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    console.error(`server log:\n${server.output().slice(-6000)}`);
    await page
      .screenshot({ path: `${shotDir}/platforms-publish-${Date.now()}.png`, fullPage: true })
      .catch(() => undefined);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await Promise.all([x?.close(), meta?.close(), tikTok?.close(), youTube?.close()]);
  });

  it('posts an image post to X now from the review; the history links to the post on X', async () => {
    const post = imagePost('twitter');
    const account = accounts.get('twitter')![0]!;
    await page.goto(`${server.baseUrl}/app/review?run=${imageRunId}`);
    const review = page.locator(`[data-post-id="${post.id}"]`);
    await review.getByRole('button', { name: 'Post now or schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post now or schedule' });
    const community = dialog.getByRole('checkbox', { name: 'Community feed' });
    if ((await community.getAttribute('aria-checked')) === 'true') await community.click();
    await dialog.getByRole('checkbox', { name: `Twitter/X: ${account.accountName}` }).click();
    await dialog.getByRole('button', { name: 'Post Now' }).click();

    await expect.poll(() => x.tweets.length, { timeout: 30_000 }).toBe(1);
    const tweet = x.tweets[0]!;
    expect(tweet.mediaIds).toHaveLength(1);
    const upload = x.uploadedMedia(tweet.mediaIds[0]!);
    expect(upload?.type).toMatch(/^image\/(png|jpeg)$/u);
    expect(upload?.size).toBeGreaterThan(0);
    expect(upload?.received).toBe(upload?.size);
    expect(tweet.text.length).toBeGreaterThan(0);

    await page.goto(`${server.baseUrl}/app/history`);
    const link = page.getByRole('link', { name: 'View on Twitter/X' });
    await expectVisible(link, 30_000);
    expect(await link.getAttribute('href')).toBe(`https://x.com/i/web/status/${tweet.id}`);
    const item = page.getByRole('article').filter({ has: link });
    await expectVisible(item.getByText('Published', { exact: true }));
    await expectAccessible(page);
    await page.screenshot({ path: `${shotDir}/platforms-publish-x.png`, fullPage: true });
  }, 120_000);

  it('a refused refresh turns X and the post scheduled to it to Reconnect needed', async () => {
    x.expireAccessTokens();
    x.revokeRefreshTokens();
    const answer = await page.request.post(`${server.baseUrl}/api/posts/publish`, {
      headers: csrf,
      data: {
        generatedPostId: imagePost('twitter', 1).id,
        mode: 'schedule',
        scheduledFor: new Date(Date.now() + 2_000).toISOString(),
        timeZone: 'UTC',
        destinations: [destination('twitter')],
        boost: { enabled: false, budget: 5, duration: 3, useAITiming: false },
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const scheduled = ((await answer.json()) as { post: PostRecord }).post;
    const settled = await waitForPost(scheduled.id, ['failed', 'executed']);
    expect(settled.status).toBe('failed');
    expect(settled.publications?.[0]).toMatchObject({ connectionStatus: 'reconnect_needed' });
    expect(x.tweets).toHaveLength(1);

    await page.goto(`${server.baseUrl}/app/settings?tab=platforms`);
    await expectVisible(card('Twitter/X').getByText('Reconnect needed'));
    await page.screenshot({ path: `${shotDir}/platforms-publish-reconnect-card.png`, fullPage: true });

    await page.goto(`${server.baseUrl}/app/history`);
    const item = page.locator(`article[aria-labelledby="post-${settled.id}-title"]`);
    await expectVisible(item.getByText('Reconnect needed', { exact: true }));
    // A failed image post offers Retry, but no 'Regenerate video': its media is an image.
    await expectVisible(item.getByRole('button', { name: 'Retry' }));
    await expect(item.getByRole('button', { name: 'Regenerate video' }).count()).resolves.toBe(0);
    const reconnect = item.getByRole('link', { name: 'Reconnect in Settings › Platforms' });
    expect(await reconnect.getAttribute('href')).toBe('/app/settings?tab=platforms');
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotDir}/platforms-publish-reconnect-history.png`, fullPage: true });
    await expectAccessible(page);
  }, 90_000);

  it("the card's Reconnect runs the OAuth flow again and connects the same account's row", async () => {
    const account = accounts.get('twitter')![0]!;
    await page.goto(`${server.baseUrl}/app/settings?tab=platforms`);
    const xCard = card('Twitter/X');
    await expectVisible(xCard.getByText('Reconnect needed'));
    await xCard.getByRole('button', { name: `Reconnect ${account.accountName}` }).click();
    await page
      .getByRole('dialog', { name: 'Connect Twitter/X' })
      .getByRole('button', { name: 'Continue to Twitter/X' })
      .click();
    await page.waitForURL(/\/app\/settings\?tab=platforms&attempt=/u);
    const done = page.getByRole('dialog', { name: 'Connect Twitter/X' });
    await expectVisible(done.getByText(`Connected as ${account.accountName}.`));
    await done.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => xCard.getByText('Reconnect needed').count(), { timeout: 10_000 }).toBe(0);
    await expect(xCard.getByRole('button', { name: /^Reconnect / }).count()).resolves.toBe(0);
    await expectVisible(xCard.getByRole('button', { name: `Disconnect ${account.accountName}` }));
    const twitter = (await readAccounts()).find((platformCard) => platformCard.platform === 'twitter')!;
    expect(twitter.connections).toEqual([expect.objectContaining({ id: account.id, status: 'connected' })]);
    await expectAccessible(page);
    await page.screenshot({ path: `${shotDir}/platforms-publish-reconnected.png`, fullPage: true });
  }, 90_000);

  it('posts an image post to a Facebook Page and to Instagram (which fetches a JPEG)', async () => {
    const bakery = accounts.get('facebook')!.find((account) => account.accountName === 'Postforge Bakery')!;
    const [facebookPost, instagramPost] = await Promise.all([
      publishNow(imagePost('facebook').id, [bakery.destinationId]),
      publishNow(imagePost('instagram').id, [destination('instagram')]),
    ]);
    const [facebookDone, instagramDone] = await Promise.all([
      waitForPost(facebookPost.id, ['executed', 'failed']),
      waitForPost(instagramPost.id, ['executed', 'failed']),
    ]);
    expect(facebookDone.status, facebookDone.failureMessage ?? '').toBe('executed');
    expect(instagramDone.status, instagramDone.failureMessage ?? '').toBe('executed');

    const onPage = meta.posts.filter((post) => post.accountId === meta.pages[0]!.id);
    expect(onPage).toHaveLength(1);
    expect(onPage[0]).toMatchObject({ kind: 'photo' });
    expect(onPage[0]!.media!.size).toBeGreaterThan(0);
    const onInstagram = meta.posts.filter((post) => post.accountId === meta.pages[0]!.instagram!.id);
    expect(onInstagram).toHaveLength(1);
    expect(onInstagram[0]).toMatchObject({ kind: 'ig-image', media: { contentType: 'image/jpeg' } });
    expect(onInstagram[0]!.media!.size).toBeGreaterThan(0);
    expect(meta.fetched).toHaveLength(1);
    expect(meta.fetched[0]!.status).toBe(200);
    expect(new URL(meta.fetched[0]!.url).searchParams.get('for')).toBe('instagram');

    await page.goto(`${server.baseUrl}/app/history`);
    await expectVisible(page.getByRole('link', { name: 'View on Facebook' }));
    await expectVisible(page.getByRole('link', { name: 'View on Instagram' }));
  }, 120_000);

  it('posts an AI video to TikTok and YouTube; an image post for TikTok is refused in the dialog', async () => {
    // Its own brief: the image run's Instagram post went out seconds ago, and a video post of the same text
    // would be refused as a duplicate (the same content on the same platform within 10 s).
    const { runId: videoRunId } = await generateThroughApi<Generated>(page, server.baseUrl, {
      method: 'prompt',
      prompt: 'Volunteers at the repair café fix bikes, lamps and radios on the first Sunday of each month',
      platforms: ['instagram'],
      variations: ['normal', 'professional'],
      aiImages: false,
      aiVideos: true,
      videoConfig: {
        format: 'cinematic',
        duration: 5,
        withSpeech: true,
        voiceType: 'neutral',
        // The smallest clip (720p): this test is not about the resolution.
        quality: 'standard',
        aspectRatio: '9:16',
        music: false,
      },
    });
    // The run completes before its clips are rendered: wait until both are ready.
    let videoPosts: Generated[] = [];
    await expect
      .poll(
        async () => {
          const answer = await page.request.get(`${server.baseUrl}/api/generation/runs/${videoRunId}`);
          videoPosts = ((await answer.json()) as { posts: Generated[] }).posts;
          return videoPosts.map((post) => post.videoStatus);
        },
        { timeout: 90_000, interval: 500 },
      )
      .toEqual(['ready', 'ready']);
    // TikTok and YouTube are not generation platforms: their posts are made for Instagram (Reels-like).
    const [tikTokPost, youTubePost] = videoPosts as [Generated, Generated];
    expect([tikTokPost.mediaType, youTubePost.mediaType]).toEqual(['video', 'video']);
    const published = await Promise.all([
      publishNow(tikTokPost.id, [destination('tiktok')]),
      publishNow(youTubePost.id, [destination('youtube')]),
    ]);
    const done = await Promise.all(
      published.map((post) => waitForPost(post.id, ['executed', 'failed'], 60_000)),
    );
    for (const post of done) expect(post.status, post.failureMessage ?? '').toBe('executed');
    expect(tikTok.videos).toHaveLength(1);
    expect(tikTok.videos[0]!.size).toBeGreaterThan(0);
    expect(youTube.videos).toHaveLength(1);
    expect(youTube.videos[0]!.size).toBeGreaterThan(0);
    expect(youTube.videos[0]!.uploadStatus).toBe('processed');

    // An image post with TikTok chosen: the dialog names the problem before anything is sent.
    const imageForTikTok = imagePost('instagram', 1);
    expect(imageForTikTok.mediaType).toBe('image');
    await page.goto(`${server.baseUrl}/app/review?run=${imageRunId}`);
    const review = page.locator(`[data-post-id="${imageForTikTok.id}"]`);
    await review.getByRole('button', { name: 'Post now or schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post now or schedule' });
    const community = dialog.getByRole('checkbox', { name: 'Community feed' });
    if ((await community.getAttribute('aria-checked')) === 'true') await community.click();
    await dialog
      .getByRole('checkbox', { name: `TikTok: ${accounts.get('tiktok')![0]!.accountName}` })
      .click();
    // The dialog checks the post against TikTok's rules as it is ticked: the problem is named, Post Now is off.
    await expectVisible(
      dialog.getByRole('alert').getByText('TikTok only publishes videos: add a video to this post.'),
    );
    await expect(dialog.getByRole('button', { name: 'Post Now' }).isDisabled()).resolves.toBe(true);
    // The server refuses the same post the same way (400, every problem named) whatever a client sends.
    const refused = await page.request.post(`${server.baseUrl}/api/posts/publish`, {
      headers: csrf,
      data: {
        generatedPostId: imageForTikTok.id,
        mode: 'now',
        timeZone: 'UTC',
        destinations: [destination('tiktok')],
        boost: { enabled: false, budget: 5, duration: 3, useAITiming: false },
      },
    });
    expect(refused.status()).toBe(400);
    const { error } = (await refused.json()) as { error: { fields: Record<string, string> } };
    expect(Object.values(error.fields)).toContain('TikTok only publishes videos: add a video to this post.');
    await page.screenshot({ path: `${shotDir}/platforms-publish-tiktok-refused.png` });
    expect(tikTok.videos).toHaveLength(1);
  }, 180_000);
});
