import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../fakes/ai-provider.fake';
import { expectAccessible, launchBrowser } from './support/browser';
import { expectHidden, expectVisible, generateThroughApi } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/*
 * History › Regenerate video: a video draft's new video is made by the video provider (a Kling-compatible loopback fake)
 * with the history settings; the item shows the provider's progress, then the new video. A failed generation
 * keeps the previous video and shows the reason with Retry, which makes it again.
 */

const csrf = { 'x-postforge-csrf': '1' };

describe('Post history: regenerate video', () => {
  let fake: FakeAiProvider;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const item = () => page.getByRole('article', { name: 'Instagram Draft Post', exact: true });
  const video = () => item().getByLabel('Video: Instagram Draft Post');
  const regenerate = async () => {
    await item().getByRole('button', { name: 'Regenerate video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Regenerate video: Instagram Draft Post' });
    await expectVisible(dialog.getByText('Speech on, neutral voice'));
    await expectVisible(dialog.getByText('16:9 landscape'));
    await dialog.getByRole('button', { name: 'Regenerate video' }).click();
    await expectHidden(dialog);
  };

  beforeAll(async () => {
    fake = await startFakeAiProvider({
      latencyMs: { tokensPerSecond: 5000, chat: 200, videoDoneAfterMs: 6000 },
      prepareMedia: true,
    });
    [server, browser] = await Promise.all([
      startServer({
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_API_KEY: fake.apiKey,
        VIDEO_POLL_INTERVAL_MS: '200',
      }),
      launchBrowser(),
    ]);
    await signUpOwner(server.baseUrl);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    await signIn(page, server.baseUrl);
    // A video post ('Regenerate video' is not offered on a post whose media is an image).
    const { runId, posts } = await generateThroughApi<{ id: string }>(page, server.baseUrl, {
      method: 'prompt',
      prompt: 'Our bakery opens a second shop on Main Street this Saturday',
      platforms: ['instagram'],
      variations: ['normal'],
      aiImages: false,
      aiVideos: true,
      videoConfig: {
        format: 'normal',
        duration: 5,
        withSpeech: false,
        voiceType: 'neutral',
        // The smallest clip (720p): this test is not about the resolution.
        quality: 'standard',
        aspectRatio: '9:16',
        music: false,
      },
    });
    // The run completes before its clip is made: wait for it (expect.poll is for tests, not beforeAll).
    const deadline = Date.now() + 60_000;
    for (let status = ''; status !== 'ready'; ) {
      if (Date.now() > deadline) throw new Error(`the run's video is still ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answer = await page.request.get(`${server.baseUrl}/api/generation/runs/${runId}`);
      status = ((await answer.json()) as { posts: { videoStatus: string }[] }).posts[0]?.videoStatus ?? '';
    }
    const saved = await page.request.post(`${server.baseUrl}/api/posts/drafts`, {
      headers: csrf,
      data: { generatedPostId: posts[0]!.id },
    });
    expect(saved.status()).toBe(200);
  }, 120_000);

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    console.error(`server log:\n${server.output().slice(-4000)}`);
    await page
      .screenshot({ path: `test-results/posts-video-${Date.now()}.png`, fullPage: true })
      .catch(() => undefined);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('makes a new video with the provider’s progress and shows it', async () => {
    await page.goto(`${server.baseUrl}/app/history`);
    await expectVisible(item());
    // The run's clip is the post's video; the history makes a new one.
    await expectVisible(video());
    const first = await video().getAttribute('src');
    await regenerate();

    // The provider's progress, as the list reads it again while the video is being made.
    const progress = item().getByRole('progressbar', {
      name: /Making the video…|Waiting to make the video…/,
    });
    await expectVisible(progress);
    await expectVisible(item().getByRole('button', { name: 'Regenerate video' }));
    expect(await item().getByRole('button', { name: 'Regenerate video' }).isDisabled()).toBe(true);
    await expect
      .poll(async () => Number((await progress.getAttribute('aria-valuenow')) ?? 0), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/posts-video-progress.png' });

    await expectHidden(progress, 30_000);
    await expectVisible(video());
    const source = await video().getAttribute('src');
    expect(source).not.toBe(first);
    expect(source).toMatch(/^\/media\/[0-9a-f-]+$/);
    const file = await page.request.get(`${server.baseUrl}${source}`);
    expect(file.headers()['content-type']).toBe('video/mp4');
    // A remote provider made it: no Offline label.
    await expectHidden(item().getByRole('button', { name: /^Offline/ }));
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/posts-video-ready.png', fullPage: true });
  }, 90_000);

  it('keeps the previous video when the provider fails, and Retry makes it again', async () => {
    const before = await video().getAttribute('src');
    fake.setBehaviour({ video: 'failed' });
    await regenerate();
    const alert = item().getByRole('alert');
    await expectVisible(
      alert.getByText('The new video could not be made. The previous video is kept.'),
      30_000,
    );
    await expectVisible(
      alert.getByText('Video generation failed: Content policy violation: the prompt was rejected'),
    );
    expect(await video().getAttribute('src')).toBe(before);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/posts-video-failed.png', fullPage: true });

    fake.setBehaviour({});
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectHidden(alert);
    await expect.poll(() => video().getAttribute('src'), { timeout: 30_000 }).not.toBe(before);
    await expectVisible(video());
  }, 90_000);

  it('reads well on a phone in dark mode', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expectVisible(video());
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/posts-video-phone-dark.png', fullPage: true });
  });
});
