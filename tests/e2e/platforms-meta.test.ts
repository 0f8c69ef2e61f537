import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMeta, type FakeMeta } from '../fakes/meta-platform.fake';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import { expectVisible } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/** Where the test leaves its screenshots (for a person to look at; nothing compares them). */
const shotDir = process.env.PLATFORMS_SHOT_DIR;

/**
 * Settings › Platforms against the loopback Meta Graph: one Facebook Connect through the dialog adds both
 * managed Pages to the card and the dialog names both; the Instagram card says that a loopback PUBLIC_URL is not reachable by Instagram.
 */
describe('Settings: Facebook Pages and Instagram', () => {
  let fake: FakeMeta;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    fake = await startFakeMeta();
    [server, browser] = await Promise.all([
      startServer({
        FACEBOOK_CLIENT_ID: fake.clientId,
        FACEBOOK_CLIENT_SECRET: fake.clientSecret,
        INSTAGRAM_CLIENT_ID: fake.clientId,
        INSTAGRAM_CLIENT_SECRET: fake.clientSecret,
        META_GRAPH_BASE_URL: fake.baseUrl,
        META_GRAPH_VIDEO_BASE_URL: fake.baseUrl,
        META_AUTHORIZE_URL: fake.authorizeUrl,
        META_GRAPH_VERSION: fake.version,
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

  it('one Facebook Connect adds both Pages; the Instagram card warns about a local PUBLIC_URL', async () => {
    const { page } = await openPage(browser, 'platforms-meta');
    await signIn(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/app/settings?tab=platforms`);
    const card = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expectVisible(card('Instagram').getByText(/cannot be reached from the internet/u));
    await expectAccessible(page);
    await card('Facebook').getByRole('button', { name: 'Connect Facebook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Facebook' });
    await dialog.getByRole('button', { name: 'Continue to Facebook' }).click();
    await page.waitForURL(/\/app\/settings\?tab=platforms&attempt=/u);
    const done = page.getByRole('dialog', { name: 'Connect Facebook' });
    // The dialog names every Page the Connect added, not only the first.
    await expectVisible(done.getByText('Connected as Postforge Bakery and Postforge Books.'));
    await done.getByRole('button', { name: 'Done' }).click();
    await expectVisible(card('Facebook').getByText('Postforge Bakery'));
    await expectVisible(card('Facebook').getByText('Postforge Books'));
    expect(fake.tokenRequests).toEqual(['authorization_code', 'fb_exchange_token']);
    if (shotDir) await page.screenshot({ path: `${shotDir}/platforms-meta.png`, fullPage: true });
  }, 120_000);
});
