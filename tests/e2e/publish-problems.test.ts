import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeX, type FakeX } from '../fakes/x-platform.fake';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import { expectDisabled, expectHidden, expectVisible, generateThroughApi } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/** Where the test leaves its screenshots (for a person to look at; nothing compares them). */
const shotDir = process.env.PLATFORMS_SHOT_DIR;
const csrf = { 'x-postforge-csrf': '1' };

/**
 * The Post now / Schedule dialog runs the server's pre-publish check as destinations are ticked: a LinkedIn post
 * longer than X's 280 weighted characters, sent to a connected X account (the loopback X), shows the problem and
 * keeps Post Now / Schedule off until X is unticked or the text fits; a 400 answer's problems (the text grew
 * meanwhile) are listed the same way. At phone width in dark mode.
 */
describe('Publish dialog: the destinations’ problems', () => {
  let fake: FakeX;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    fake = await startFakeX();
    [server, browser] = await Promise.all([
      startServer({
        X_CLIENT_ID: fake.clientId,
        X_CLIENT_SECRET: fake.clientSecret,
        X_API_BASE_URL: fake.baseUrl,
        X_AUTHORIZE_URL: fake.authorizeUrl,
      }),
      launchBrowser(),
    ]);
    await signUpOwner(server.baseUrl);
  });
  afterEach(({ task }) => {
    if (task.result?.state === 'fail') console.error(`server log:\n${server.output().slice(-6000)}`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('shows a post over X’s limit as a problem, Post Now off, until X is unticked or the text fits', async () => {
    const { page } = await openPage(browser, 'publish-problems', {
      viewport: { width: 390, height: 844 },
      colorScheme: 'dark',
    });
    await signIn(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/app/settings?tab=platforms`);
    const xCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Twitter/X' }) });
    await xCard.getByRole('button', { name: 'Connect Twitter/X' }).click();
    await page
      .getByRole('dialog', { name: 'Connect Twitter/X' })
      .getByRole('button', { name: 'Continue to Twitter/X' })
      .click();
    await page.waitForURL(/\/app\/settings\?tab=platforms&attempt=/u);
    const done = page.getByRole('dialog', { name: 'Connect Twitter/X' });
    await expectVisible(done.getByText('Connected as @postforge_test.'));
    await done.getByRole('button', { name: 'Done' }).click();

    const { runId, posts } = await generateThroughApi<{ id: string }>(page, server.baseUrl, {
      method: 'prompt',
      prompt: 'A repair café opens every first Sunday at the library with volunteers and tools',
      platforms: ['linkedin'],
      variations: ['normal'],
      aiImages: false,
    });
    const postId = posts[0]!.id;
    const setContent = async (content: string) => {
      const edited = await page.request.patch(`${server.baseUrl}/api/review/posts/${postId}`, {
        headers: csrf,
        data: { content },
      });
      expect(edited.status(), await edited.text()).toBe(200);
    };
    const long = 'Bring your broken toaster, lamp or bike to the repair café. '.repeat(6).trim();
    await setContent(long);
    await page.goto(`${server.baseUrl}/app/review?run=${runId}`);
    const card = page.locator(`[data-post-id="${postId}"]`);
    await card.getByRole('button', { name: 'Post now or schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post now or schedule' });
    const postNow = dialog.getByRole('button', { name: 'Post Now' });
    const later = dialog.getByRole('button', { name: 'Schedule for Later' });
    const x = dialog.getByRole('checkbox', { name: /^Twitter\/X: / });
    const problem = `Twitter/X takes at most 280 characters; this post has ${long.length}.`;
    await expectDisabled(postNow, false);

    await x.click();
    const alert = dialog.getByRole('alert');
    await expectVisible(alert.getByText(problem));
    await expectVisible(alert.getByText('Fix these before you post or schedule:'));
    await expectDisabled(postNow);
    await expectDisabled(later);
    expect(await postNow.getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'));
    await expectAccessible(page);
    if (shotDir) {
      await alert.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shotDir}/publish-problems-dark-390.png` });
    }

    // Unticking X clears it.
    await x.click();
    await expectHidden(alert);
    await expectDisabled(postNow, false);

    // The text made to fit: X ticked, no problem, Post Now on.
    await page.keyboard.press('Escape');
    await setContent('Repair café this Sunday at the library: bring what is broken.');
    await page.reload();
    await card.getByRole('button', { name: 'Post now or schedule' }).click();
    await x.click();
    await expectDisabled(postNow, false);
    await expect(dialog.getByRole('alert').count()).resolves.toBe(0);

    // The text grows on the server meanwhile: its 400 names the problem, listed the same way; nothing is sent.
    await setContent(long);
    await postNow.click();
    await expectVisible(dialog.getByRole('alert').getByText(problem));
    await expectDisabled(postNow);
    expect(fake.tweets).toHaveLength(0);
    await x.click();
    await expectHidden(dialog.getByRole('alert'));
  }, 150_000);
});
