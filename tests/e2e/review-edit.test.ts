import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../fakes/ai-provider.fake';
import { expectAccessible, launchBrowser } from './support/browser';
import { expectHidden, expectVisible, generateThroughApi, readCharacterCount } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { generationOwner, signIn, signUpOwner } from './support/session';

/*
 * Review: edit in place (autosave, reload, Undo), versions and restore, regenerate the post (with an instruction,
 * and a provider failure) and the image (and a failure: the prompt saved, the old image kept with the fallback
 * label), the platform previews, the X counter at 280/281 with an address and an emoji, and Shorten to fit.
 * The run is made through the API with the loopback fake provider.
 */

type Post = { id: string; platform: string; content: string; image: string | null };

describe('Review: edit, versions, regenerate, preview, counting', () => {
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
    // One page for the whole file (openPage's failure screenshot needs a test: the context is made here).
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    await signIn(page, server.baseUrl);
    ({ runId, posts } = await generateThroughApi<Post>(page, server.baseUrl, {
      method: 'prompt',
      prompt: 'Our bakery opens a second shop on Main Street this Saturday',
      platforms: ['instagram', 'twitter'],
      variations: ['normal'],
      aiImages: true,
    }));
    await page.goto(`${server.baseUrl}/app/review?run=${runId}`);
  }, 120_000);

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    console.error(`server log:\n${server.output().slice(-4000)}`);
    await page
      .screenshot({ path: `test-results/review-edit-${Date.now()}.png`, fullPage: true })
      .catch(() => undefined);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  const cardOf = (platform: string): Locator => {
    const post = posts.find((item) => item.platform === platform);
    return page.locator(`[data-post-id="${post?.id ?? ''}"]`);
  };
  const startEditing = async (card: Locator) => {
    const edit = card.getByRole('button', { name: 'Edit', exact: true });
    await expectVisible(edit.or(card.getByRole('button', { name: 'Done editing' })));
    if (await edit.isVisible()) await edit.click();
    return { body: card.getByLabel('Post text'), tags: card.getByLabel('Hashtags', { exact: true }) };
  };
  const storedContent = async (platform: string) => {
    const run = (await (await page.request.get(`${server.baseUrl}/api/generation/runs/${runId}`)).json()) as {
      posts: Post[];
    };
    return run.posts.find((post) => post.platform === platform)?.content ?? '';
  };
  const stopEditing = (card: Locator) => card.getByRole('button', { name: 'Done editing' }).click();

  it('edits the text in place, autosaves it, keeps it after a reload, and undoes the last change', async () => {
    const card = cardOf('instagram');
    const original = (await startEditing(card)).body;
    const before = await original.inputValue();
    await original.fill('Second shop, same sourdough. See you Saturday!');
    await expectVisible(card.getByRole('status').filter({ hasText: 'Saved' }));
    await page.reload();
    await expectVisible(cardOf('instagram').getByText('Second shop, same sourdough. See you Saturday!'));

    const reloaded = cardOf('instagram');
    await reloaded.getByRole('button', { name: 'Undo' }).click();
    await expectVisible(page.getByText('The last change was undone.'));
    await expectVisible(reloaded.getByText(before.split('\n')[0] ?? before));
    await expectHidden(reloaded.getByText('Second shop, same sourdough. See you Saturday!'));
  });

  it('says when an autosave fails and saves again on Retry', async () => {
    const card = cardOf('instagram');
    const { body } = await startEditing(card);
    await page.route('**/api/review/posts/*', (route) =>
      route.request().method() === 'PATCH' ? route.abort('connectionrefused') : route.fallback(),
    );
    await body.fill('Second shop, same sourdough. See you Saturday at 7!');
    await expectVisible(card.getByText('Could not save your changes.'));
    await page.unroute('**/api/review/posts/*');
    await card.getByRole('button', { name: 'Retry' }).click();
    await expectVisible(card.getByRole('status').filter({ hasText: 'Saved' }));
    await expect.poll(() => storedContent('instagram')).toContain('See you Saturday at 7!');
    await stopEditing(card);
  });

  it('lists the versions and restores one', async () => {
    const card = cardOf('instagram');
    await card.getByRole('button', { name: 'Versions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Versions of this post' });
    await expectVisible(dialog);
    const items = dialog.getByRole('listitem');
    // Newest first: the failed-then-retried edit, Undo (a restore), the first edit.
    await expect.poll(() => items.count()).toBe(3);
    await expectVisible(items.nth(0).getByText('Before an edit'));
    await expectVisible(items.nth(1).getByText('Before a restore'));
    await expectVisible(items.nth(1).getByText('Second shop, same sourdough. See you Saturday!'));
    await expectVisible(items.first().getByText(`by ${generationOwner.name}`));
    await expectAccessible(page);
    // Bring back the edited text that Undo replaced.
    await items.nth(1).getByRole('button', { name: 'Restore' }).click();
    await expectHidden(dialog);
    await expectVisible(card.getByText('Second shop, same sourdough. See you Saturday!'));
  });

  it('regenerates the post with an instruction, shows the work, and says when the provider fails', async () => {
    const card = cardOf('instagram');
    fake.requests.length = 0;
    await card.getByLabel('Instruction for a new version (optional)').fill('mention the discount');
    await card.getByRole('button', { name: 'Regenerate post' }).click();
    await expectVisible(card.getByText('Writing a new version…'));
    await expectHidden(card.getByText('Writing a new version…'), 30_000);
    await expectHidden(card.getByText('Second shop, same sourdough. See you Saturday!'));
    const postsCall = fake.requests.find(
      (request) => (request.body as { max_tokens?: number } | undefined)?.max_tokens === 8000,
    );
    expect(JSON.stringify(postsCall?.body)).toContain('mention the discount');

    fake.setBehaviour({ posts: 'error' });
    await card.getByRole('button', { name: 'Regenerate post' }).click();
    await expectVisible(card.getByText('Failed to regenerate the post. Please try again.'), 30_000);
    fake.setBehaviour({});
  });

  it('regenerates the image; on a failure keeps the old image with the fallback label and saves the prompt', async () => {
    const card = cardOf('instagram');
    await card.getByRole('button', { name: 'Show image prompt' }).click();
    const prompt = card.getByLabel('Image prompt');
    await prompt.fill('   ');
    await card.getByRole('button', { name: 'Regenerate image' }).click();
    await expectVisible(card.getByText('Please enter an image prompt.'));

    const image = card.locator('img').first();
    const firstSource = await image.getAttribute('src');
    await prompt.fill('A loaf of sourdough in a shop window');
    await card.getByRole('button', { name: 'Regenerate image' }).click();
    await expectVisible(card.getByText('New image ready.'), 30_000);
    await expect.poll(() => image.getAttribute('src')).not.toBe(firstSource);
    const secondSource = await image.getAttribute('src');

    fake.setBehaviour({ image: 'error' });
    await prompt.fill('A cinnamon bun on a plate');
    await card.getByRole('button', { name: 'Regenerate image' }).click();
    await expectVisible(card.getByText(/The image could not be generated/), 30_000);
    await expectVisible(card.getByText('Fallback image'));
    expect(await image.getAttribute('src')).toBe(secondSource);
    fake.setBehaviour({});
    await page.reload();
    const reloaded = cardOf('instagram');
    await reloaded.getByRole('button', { name: 'Show image prompt' }).click();
    expect(await reloaded.getByLabel('Image prompt').inputValue()).toBe('A cinnamon bun on a plate');
  });

  it('previews the post as each platform shows it', async () => {
    const card = cardOf('instagram');
    await card.getByRole('switch', { name: 'Preview' }).click();
    const preview = card.getByTestId('post-preview');
    const expected: Array<[string, string, string]> = [
      ['Twitter/X', 'twitter', '16:9'],
      ['Instagram', 'instagram', '4:5'],
      ['LinkedIn', 'linkedin', '1.91:1'],
      ['Facebook', 'facebook', '1:1'],
    ];
    for (const [name, platform, ratio] of expected) {
      await card.getByRole('radio', { name, exact: true }).click();
      await expect.poll(() => preview.getAttribute('data-platform')).toBe(platform);
      await expectVisible(preview.getByText(generationOwner.name).first());
      expect(await preview.locator('img').getAttribute('data-ratio')).toBe(ratio);
      expect(await preview.locator('[data-token="hashtag"]').count()).toBeGreaterThan(0);
    }
    await card.getByRole('radio', { name: 'Instagram', exact: true }).click();
    const more = preview.getByRole('button', { name: 'more', exact: true });
    if (await more.isVisible()) {
      const cut = await preview.getByTestId('preview-text').innerText();
      await more.click();
      expect((await preview.getByTestId('preview-text').innerText()).length).toBeGreaterThan(cut.length);
    }
    expect(await card.getByRole('radio', { name: 'TikTok' }).count()).toBe(0);
    await card.getByRole('switch', { name: 'Preview' }).click();
  });

  it('counts X at 280/281 with an address and an emoji, marks it, and shortens it to fit', async () => {
    const card = cardOf('twitter');
    // Nothing changed this post yet: Undo says so.
    await card.getByRole('button', { name: 'Undo' }).click();
    await expectVisible(page.getByText('Nothing to undo: this post has not been changed.'));
    const { body, tags } = await startEditing(card);
    await tags.fill('');
    const at280 = `Fresh bread daily. ${'a'.repeat(234)} https://example.com/x 😀`;
    await body.fill(at280);
    await expect.poll(() => readCharacterCount(card)).toEqual({ count: 280, limit: 280 });
    await expectHidden(card.getByText('Too long to publish'));
    await body.fill(`Fresh bread daily. ${'a'.repeat(235)} https://example.com/x 😀`);
    await expect.poll(() => readCharacterCount(card)).toEqual({ count: 281, limit: 280 });
    await expectVisible(card.getByText('— 1 over the Twitter/X limit'));
    await expectVisible(card.getByText('Too long to publish'));
    await expectVisible(card.getByRole('status').filter({ hasText: 'Saved' }));
    await stopEditing(card);
    await card.getByRole('button', { name: 'Shorten to fit' }).click();
    await expectVisible(card.getByText('Fresh bread daily.', { exact: true }), 30_000);
    await expectHidden(card.getByText('Too long to publish'));
    expect((await readCharacterCount(card)).count).toBe(18);
    await expectHidden(card.getByRole('button', { name: 'Shorten to fit' }));
  });
});
