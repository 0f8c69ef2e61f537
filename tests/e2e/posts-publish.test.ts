import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../fakes/ai-provider.fake';
import { expectAccessible, launchBrowser } from './support/browser';
import { expectHidden, expectVisible, runTimeoutMs } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/*
 * Posts, first step: Save as draft on a review card stores the draft (title, content, status) and the post
 * leaves the review list, after a reload too. The run is made through the API with the loopback fake provider.
 */

const csrf = { 'x-postforge-csrf': '1' };
type Post = { id: string; platform: string; content: string };
type PostRecord = { id: string; title: string; content: string; status: string; generatedPostId: string };

describe('Posts: save as draft', () => {
  let fake: FakeAiProvider;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let runId: string;
  let posts: Post[];

  beforeAll(async () => {
    fake = await startFakeAiProvider({ latencyMs: { tokensPerSecond: 5000, chat: 300 } });
    [server, browser] = await Promise.all([
      startServer({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey }),
      launchBrowser(),
    ]);
    await signUpOwner(server.baseUrl);
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    await signIn(page, server.baseUrl);
    const started = await page.request.post(`${server.baseUrl}/api/generation/runs`, {
      headers: csrf,
      data: {
        method: 'prompt',
        prompt: 'Our bakery opens a second shop on Main Street this Saturday',
        platforms: ['instagram', 'linkedin'],
        variations: ['normal'],
        aiImages: true,
      },
    });
    expect(started.status(), await started.text()).toBe(202);
    runId = ((await started.json()) as { runId: string }).runId;
    const deadline = Date.now() + runTimeoutMs;
    let run = { status: 'running', posts: [] as Post[] };
    while (run.status === 'running' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      run = (await (
        await page.request.get(`${server.baseUrl}/api/generation/runs/${runId}`)
      ).json()) as typeof run;
    }
    expect(run.status).toBe('completed');
    posts = run.posts;
    await page.goto(`${server.baseUrl}/app/review?run=${runId}`);
  }, 120_000);

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    console.error(`server log:\n${server.output().slice(-4000)}`);
    await page
      .screenshot({ path: `test-results/posts-publish-${Date.now()}.png`, fullPage: true })
      .catch(() => undefined);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('saves a post as a draft: a toast says so, and the post leaves the review list (after a reload too)', async () => {
    const instagram = posts.find((post) => post.platform === 'instagram')!;
    const linkedin = posts.find((post) => post.platform === 'linkedin')!;
    const card = page.locator(`[data-post-id="${instagram.id}"]`);
    await expectVisible(card);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/posts-publish-review-light-390.png', fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: 'test-results/posts-publish-review-dark-390.png', fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });

    await card.getByRole('button', { name: 'Save as draft' }).click();
    await expectVisible(page.getByText('Saved as draft. The post has left the review list.'));
    await expectHidden(card);
    await expectVisible(page.locator(`[data-post-id="${linkedin.id}"]`));

    const stored = (await (await page.request.get(`${server.baseUrl}/api/posts`)).json()) as {
      posts: PostRecord[];
    };
    expect(stored.posts).toHaveLength(1);
    expect(stored.posts[0]).toMatchObject({
      title: 'Instagram Draft Post',
      content: instagram.content,
      status: 'draft',
      generatedPostId: instagram.id,
    });

    await page.reload();
    await expectVisible(page.locator(`[data-post-id="${linkedin.id}"]`));
    expect(await page.locator(`[data-post-id="${instagram.id}"]`).count()).toBe(0);
  });

  it('refuses saving the same post twice, an unknown post and a malformed request', async () => {
    const instagram = posts.find((post) => post.platform === 'instagram')!;
    const again = await page.request.post(`${server.baseUrl}/api/posts/drafts`, {
      headers: csrf,
      data: { generatedPostId: instagram.id },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'This post was saved already.',
    );
    const missing = await page.request.post(`${server.baseUrl}/api/posts/drafts`, {
      headers: csrf,
      data: { generatedPostId: crypto.randomUUID() },
    });
    expect(missing.status()).toBe(404);
    const malformed = await page.request.post(`${server.baseUrl}/api/posts/drafts`, {
      headers: csrf,
      data: { generatedPostId: '' },
    });
    expect(malformed.status()).toBe(400);
  });
});
