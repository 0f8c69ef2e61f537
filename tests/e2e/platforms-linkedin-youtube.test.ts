import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLinkedIn, type FakeLinkedIn } from '../fakes/linkedin-platform.fake';
import { startFakeYouTube, type FakeYouTube } from '../fakes/youtube-platform.fake';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import { expectVisible, generateThroughApi } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/** Where the test leaves its screenshots (for a person to look at; nothing compares them). */
const shotDir = process.env.PLATFORMS_SHOT_DIR;

/**
 * Settings › Platforms against the loopback LinkedIn and Google: both cards connect through the dialog and the
 * platform's consent page, then a post goes to the LinkedIn member from the review's 'Post now or schedule'.
 */
describe('Settings: Platforms (LinkedIn, YouTube)', () => {
  let linkedIn: FakeLinkedIn;
  let youTube: FakeYouTube;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [linkedIn, youTube] = await Promise.all([startFakeLinkedIn(), startFakeYouTube()]);
    [server, browser] = await Promise.all([
      startServer({
        LINKEDIN_CLIENT_ID: linkedIn.clientId,
        LINKEDIN_CLIENT_SECRET: linkedIn.clientSecret,
        LINKEDIN_API_BASE_URL: linkedIn.baseUrl,
        LINKEDIN_AUTH_BASE_URL: linkedIn.baseUrl,
        YOUTUBE_CLIENT_ID: youTube.clientId,
        YOUTUBE_CLIENT_SECRET: youTube.clientSecret,
        YOUTUBE_API_BASE_URL: youTube.baseUrl,
        GOOGLE_OAUTH_BASE_URL: youTube.baseUrl,
        GOOGLE_AUTHORIZE_URL: youTube.authorizeUrl,
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
    await Promise.all([linkedIn?.close(), youTube?.close()]);
  });

  it('connects LinkedIn and YouTube, then posts to the LinkedIn member', async () => {
    const { page } = await openPage(browser, 'platforms-linkedin-youtube');
    await signIn(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/app/settings?tab=platforms`);
    await expectVisible(page.getByRole('button', { name: 'Connect LinkedIn' }));
    await expectAccessible(page);
    for (const [name, account] of [
      ['LinkedIn', 'Postforge Tester'],
      ['YouTube', 'Postforge Shorts'],
    ] as const) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await card.getByRole('button', { name: `Connect ${name}` }).click();
      await page
        .getByRole('dialog', { name: `Connect ${name}` })
        .getByRole('button', { name: `Continue to ${name}` })
        .click();
      await page.waitForURL(/\/app\/settings\?tab=platforms&attempt=/u);
      const done = page.getByRole('dialog', { name: `Connect ${name}` });
      await expectVisible(done.getByText(`Connected as ${account}.`));
      await done.getByRole('button', { name: 'Done' }).click();
      await expectVisible(card.getByText(account));
    }
    if (shotDir) await page.screenshot({ path: `${shotDir}/platforms-linkedin-youtube.png`, fullPage: true });
    // Connected cards too: 'Add account' is named 'Add account for LinkedIn' (the visible text in the name).
    await expectAccessible(page);

    const { runId, posts } = await generateThroughApi<{ id: string; content: string }>(page, server.baseUrl, {
      method: 'prompt',
      prompt: 'A repair café opens every first Sunday at the library with volunteers and tools',
      platforms: ['linkedin'],
      variations: ['normal'],
      aiImages: false,
    });
    await page.goto(`${server.baseUrl}/app/review?run=${runId}`);
    const post = page.locator(`[data-post-id="${posts[0]!.id}"]`);
    await post.getByRole('button', { name: 'Post now or schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post now or schedule' });
    const community = dialog.getByRole('checkbox', { name: 'Community feed' });
    if ((await community.getAttribute('aria-checked')) === 'true') await community.click();
    await dialog.getByRole('checkbox', { name: 'LinkedIn: Postforge Tester' }).click();
    if (shotDir) await page.screenshot({ path: `${shotDir}/platforms-linkedin-publish.png` });
    await dialog.getByRole('button', { name: 'Post Now' }).click();
    const deadline = Date.now() + 20_000;
    while (linkedIn.posts.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(linkedIn.posts).toHaveLength(1);
    expect(linkedIn.posts[0]!.author).toBe(linkedIn.memberUrn);
    expect(youTube.videos).toHaveLength(0);
  }, 120_000);
});
