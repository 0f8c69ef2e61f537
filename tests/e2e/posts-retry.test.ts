import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../fakes/ai-provider.fake';
import { fakePlatformDestinationId } from '../fakes/publishing-app';
import { startPublishingProcess, type PublishingProcess } from '../fakes/publishing-harness';
import { startFakeSocialPlatform, type FakeSocialPlatform } from '../fakes/social-platform.fake';
import { expectAccessible, launchBrowser } from './support/browser';
import { expectHidden, expectVisible, generateThroughApi } from './support/generator';
import { signIn, signUpOwner } from './support/session';

/*
 * Retry end to end: the real server publishes to the loopback fake platform, which refuses a post with its own
 * reason (a 422) or keeps answering 5xx with a message until the job's runs are used up. The failed post shows
 * that reason and Retry in /app/history and in the calendar's post dialog; Retry publishes it, and the platform
 * holds exactly one copy of it. Needs `npm run build` (the web app is served from dist/web).
 */

const csrf = { 'x-postforge-csrf': '1' };
type Post = { id: string; platform: string };
type PostRecord = { id: string; title: string; status: string; failureMessage: string | null };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('Publishing failures and Retry', () => {
  let ai: FakeAiProvider;
  let platform: FakeSocialPlatform;
  let app: PublishingProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;
  let generated: Post[];
  const dataDir = mkdtempSync(join(tmpdir(), 'postforge-retry-'));

  const keyOf = (postId: string) => `post:${postId}:${fakePlatformDestinationId}`;
  const storedCopies = (postId: string) =>
    platform.posts.filter((post) => post.idempotencyKey === keyOf(postId)).length;
  const postOf = async (postId: string) =>
    ((await (await page.request.get(`${baseUrl}/api/posts/${postId}`)).json()) as { post: PostRecord }).post;
  const waitForStatus = async (postId: string, status: string, timeoutMs = 60_000) => {
    await expect
      .poll(async () => (await postOf(postId)).status, { timeout: timeoutMs, interval: 250 })
      .toBe(status);
    return postOf(postId);
  };
  /** Post now of the generated post of `platformName`; answers the stored post's id. */
  const postNow = async (platformName: string) => {
    const answer = await page.request.post(`${baseUrl}/api/posts/publish`, {
      headers: csrf,
      data: {
        generatedPostId: generated.find((post) => post.platform === platformName)!.id,
        mode: 'now',
        timeZone: 'Europe/Berlin',
        destinations: ['community', fakePlatformDestinationId],
        boost: { enabled: false, budget: 5, duration: 3, useAITiming: false },
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { post: PostRecord }).post.id;
  };

  beforeAll(async () => {
    [ai, platform] = await Promise.all([
      startFakeAiProvider({ latencyMs: { tokensPerSecond: 5000, chat: 200 } }),
      startFakeSocialPlatform(),
    ]);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    [app, browser] = await Promise.all([
      startPublishingProcess({
        dataDir,
        fake: platform,
        port,
        env: {
          NODE_ENV: 'test',
          PUBLISHING_APP_WEB: '1',
          OPENAI_BASE_URL: ai.baseUrl,
          OPENAI_API_KEY: ai.apiKey,
        },
      }),
      launchBrowser(),
    ]);
    await signUpOwner(baseUrl);
    context = await browser.newContext({
      viewport: { width: 1280, height: 860 },
      timezoneId: 'Europe/Berlin',
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    await signIn(page, baseUrl);
    generated = (
      await generateThroughApi<Post>(page, baseUrl, {
        method: 'prompt',
        prompt: 'Our tool library lends drills and ladders to neighbours every Saturday morning',
        platforms: ['linkedin', 'facebook'],
        variations: ['normal'],
        aiImages: false,
      })
    ).posts;
  }, 180_000);
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    console.error(`server log:\n${app.output().slice(-4000)}`);
    await page
      .screenshot({ path: `test-results/posts-retry-${Date.now()}.png`, fullPage: true })
      .catch(() => undefined);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.kill('SIGTERM');
    await Promise.all([ai?.close(), platform?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the platform's refusal and Retry in the history; Retry publishes it once", async () => {
    platform.queueFailures({
      kind: 'reject',
      status: 422,
      reason: 'Links are not allowed on this account yet.',
    });
    const postId = await postNow('linkedin');
    expect(await waitForStatus(postId, 'failed')).toMatchObject({
      failureMessage: 'Links are not allowed on this account yet.',
    });
    expect(storedCopies(postId)).toBe(0);

    await page.goto(`${baseUrl}/app/history`);
    const item = page.getByRole('article', { name: 'LinkedIn Post', exact: true });
    await expectVisible(item.getByText('Links are not allowed on this account yet.'));
    await expectVisible(item.getByText('Failed', { exact: true }));
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/posts-retry-history-failed.png', fullPage: true });
    await item.getByRole('button', { name: 'Retry' }).click();
    // The list follows the job (live events): Published, no failure message, no Retry.
    await expectVisible(item.getByText('Published', { exact: true }), 30_000);
    await expectHidden(item.getByText('Links are not allowed on this account yet.'));
    await expectHidden(item.getByRole('button', { name: 'Retry' }));
    expect((await postOf(postId)).status).toBe('executed');
    expect(storedCopies(postId)).toBe(1);
    expect(platform.posts).toHaveLength(1);
  }, 120_000);

  it('a platform that keeps answering 5xx: the post fails with its message; Retry from the calendar publishes it once', async () => {
    // Every run of the job (the first and 3 retries) gets a 503 with the platform's message.
    platform.queueFailures(
      ...Array.from({ length: 4 }, () => ({ kind: 'server-error' as const, status: 503 as const })),
    );
    const postId = await postNow('facebook');
    expect(await waitForStatus(postId, 'failed', 90_000)).toMatchObject({
      failureMessage: 'Something went wrong on our side.',
    });
    expect(storedCopies(postId)).toBe(0);

    await page.goto(`${baseUrl}/app/calendar`);
    const chip = page.locator(`[data-post-id="${postId}"]`);
    await expectVisible(chip);
    expect(await chip.getAttribute('data-status')).toBe('failed');
    await chip.click();
    const dialog = page.getByRole('dialog', { name: 'Facebook Post' });
    await expectVisible(dialog.getByText('Something went wrong on our side.'));
    await page.screenshot({ path: '/tmp/posts-retry-calendar-failed.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(async () => (await postOf(postId)).status, { timeout: 30_000 }).toBe('executed');
    await page.keyboard.press('Escape');
    await expect.poll(() => chip.getAttribute('data-status'), { timeout: 15_000 }).toBe('executed');
    expect(storedCopies(postId)).toBe(1);
    // Four 503s, then the Retry's one create: the lookup came first each time, nothing was stored twice.
    expect(platform.createRequests.get(keyOf(postId))).toBe(5);
    expect(platform.posts).toHaveLength(2);
  }, 150_000);
});
