import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeX, type FakeX } from '../fakes/x-platform.fake';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import { expectVisible } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/** Where the test leaves its screenshots (for a person to look at; nothing compares them). */
const shotDir = process.env.PLATFORMS_SHOT_DIR;

/**
 * Settings › Platforms against the loopback X: the cards (X connectable, the others waiting for the owner's app), the
 * four-step dialog through X's consent page and back, the connected account in the publish destinations'
 * source (GET /api/platforms), and Disconnect with its confirm revoking the tokens at X.
 */
describe('Settings: Platforms', () => {
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

  it('connects an X account through the dialog and disconnects it with a confirm', async () => {
    const { page } = await openPage(browser, 'platforms-connect');
    await signIn(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/app/settings?tab=platforms`);
    const xCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Twitter/X' }) });
    await expectVisible(xCard.getByRole('button', { name: 'Connect Twitter/X' }));
    const tikTok = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'TikTok' }) });
    // TikTok has its adapter too, but no app set up on this instance: its Connect waits for the owner.
    await expectVisible(tikTok.getByText('Not connected'));
    await expect(tikTok.getByRole('button', { name: 'Connect TikTok' }).isDisabled()).resolves.toBe(true);
    await expectAccessible(page);
    if (shotDir) await page.screenshot({ path: `${shotDir}/platforms-tab.png`, fullPage: true });

    await xCard.getByRole('button', { name: 'Connect Twitter/X' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Twitter/X' });
    await expectVisible(dialog.getByText('Request permissions'));
    if (shotDir) await page.screenshot({ path: `${shotDir}/platforms-dialog.png` });
    await dialog.getByRole('button', { name: 'Continue to Twitter/X' }).click();

    // X's consent page approves at once and sends the browser back through the callback.
    await page.waitForURL(/\/app\/settings\?tab=platforms&attempt=/u);
    const done = page.getByRole('dialog', { name: 'Connect Twitter/X' });
    await expectVisible(done.getByText('Connected as @postforge_test.'));
    await expectAccessible(page);
    if (shotDir) await page.screenshot({ path: `${shotDir}/platforms-connected-dialog.png` });
    await done.getByRole('button', { name: 'Done' }).click();
    await expectVisible(xCard.getByText('@postforge_test'));
    await expectVisible(xCard.getByText(/^Last sync: /u));
    if (shotDir) await page.screenshot({ path: `${shotDir}/platforms-connected.png`, fullPage: true });

    await xCard.getByRole('button', { name: 'Disconnect @postforge_test' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disconnect @postforge_test?' });
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await expectVisible(xCard.getByText('Not connected'));
    expect(fake.revoked).toHaveLength(2);
  }, 120_000);
});
