import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { defaultOwner, settleAnimations, visible, waitForPath } from './support/flows';
import { expectHidden, expectVisible, generateAndWaitForReview, openGenerator } from './support/generator';
import { startServer, type RunningServer } from './support/server';

/*
 * What a new user meets first (issue #15 §5): on a fresh instance Get Started Free opens the owner set-up,
 * focus returns to the button that opened a dialog, uploads are checked when chosen and their errors go with
 * the file, and the dashboard tiles lead to what they count.
 * The tests share one server and run in order: the first creates the owner.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterEach(({ task }) => {
  if (task.result?.state === 'fail') console.error(`server log:\n${server.output().slice(-6000)}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Picks files through the 'Choose Files' button's file chooser. */
async function chooseFiles(
  page: Page,
  files: Array<{ name: string; mimeType: string; buffer: Buffer }>,
): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose Files', exact: true }).click(),
  ]);
  await chooser.setFiles(files);
}

/** The accessible name of the focused element (its text or aria-label). */
async function readFocusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });
}

describe('first steps of a new user', () => {
  it('opens the owner set-up from Get Started Free on a fresh instance and gives focus back on close', async () => {
    const { context, page, consoleErrors } = await openPage(browser, 'first-steps-owner');
    await page.goto(`${server.baseUrl}/`);
    const getStarted = page.getByRole('button', { name: 'Get Started Free' });
    await getStarted.click();
    const setup = await visible(page.getByRole('dialog', { name: 'Create the owner account' }));
    expect(await page.getByText('Welcome back!', { exact: false }).count()).toBe(0);
    await visible(setup.getByText('This is a fresh Postforge instance.', { exact: false }));

    // Escape closes it and focus is back on the button that opened it, not on the page's body.
    await settleAnimations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => readFocusedName(page)).toBe('Get Started Free');

    // The other opener (Create Account in the hero) and the Close button: focus returns there too.
    await page.getByRole('button', { name: 'Create an account' }).click();
    const again = await visible(page.getByRole('dialog', { name: 'Create the owner account' }));
    await settleAnimations(page);
    await again.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => readFocusedName(page)).toBe('Create an account');

    await getStarted.click();
    const form = await visible(page.getByRole('dialog', { name: 'Create the owner account' }));
    await form.getByLabel('Name').fill(defaultOwner.name);
    await form.getByLabel('Email').fill(defaultOwner.email);
    await form.getByLabel('Password', { exact: true }).fill(defaultOwner.password);
    await form.getByRole('button', { name: 'Create account' }).click();
    await waitForPath(page, '/app/create');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the login view from Get Started Free once the instance has its owner', async () => {
    const { context, page } = await openPage(browser, 'first-steps-visitor');
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('button', { name: 'Get Started Free' }).click();
    await visible(page.getByRole('dialog', { name: 'Log in to Postforge' }));
    await context.close();
  });

  it('links each dashboard tile to the screen that shows what it counts', async () => {
    const { context, page } = await openPage(browser, 'first-steps-dashboard');
    const login = await page.request.post(`${server.baseUrl}/api/auth/login`, {
      headers: { 'x-postforge-csrf': '1' },
      data: { email: defaultOwner.email, password: defaultOwner.password },
    });
    expect(login.status()).toBe(200);
    const screen = await openGenerator(page, server.baseUrl);
    await screen.prompt.fill('Our bakery in Leeds opens a second shop on 3 March with 20% off all bread');
    await generateAndWaitForReview(page);

    const tiles = [
      ['Posts Generated', '/app/review', 'Recent generations'],
      ['Generation Runs', '/app/review', 'Recent generations'],
      ['Media Assets', '/app/content', 'Content Studio'],
      ['Platforms Covered', '/app/review', 'Recent generations'],
    ] as const;
    for (const [name, path, heading] of tiles) {
      await page.goto(`${server.baseUrl}/app`);
      const tile = page.getByRole('link', { name, exact: true });
      await expectVisible(tile);
      expect(await tile.getAttribute('href')).toBe(path);
      await tile.click();
      await waitForPath(page, path);
      await expectVisible(page.getByRole('heading', { name: heading }));
    }
    await context.close();
  });

  it('checks uploads when chosen and drops an error with the file that caused it', async () => {
    const { context, page } = await openPage(browser, 'first-steps-uploads');
    const login = await page.request.post(`${server.baseUrl}/api/auth/login`, {
      headers: { 'x-postforge-csrf': '1' },
      data: { email: defaultOwner.email, password: defaultOwner.password },
    });
    expect(login.status()).toBe(200);
    const screen = await openGenerator(page, server.baseUrl);
    await screen.tab('Upload Media').click();
    const alerts = page.getByRole('alert');

    // A file named like a picture that is not one: the server refuses it on its row before any Generate.
    await chooseFiles(page, [
      { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture') },
    ]);
    const list = page.getByRole('region', { name: 'Selected files (1)' });
    const rowError = list.getByRole('alert');
    await expectVisible(rowError);
    expect(await rowError.innerText()).toMatch(/broken\.png|image/i);
    expect(await alerts.count()).toBe(1);

    // Removing the file removes its error; nothing else is left on screen.
    await page.getByRole('button', { name: 'Remove broken.png' }).click();
    await expectHidden(rowError);
    expect(await alerts.count()).toBe(0);

    // A refused type shows one message, which goes when a good file replaces it.
    await chooseFiles(page, [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') }]);
    await expectVisible(alerts.filter({ hasText: 'Please select valid image or video files' }));
    const png = await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    await chooseFiles(page, [{ name: 'bread.png', mimeType: 'image/png', buffer: png }]);
    const uploaded = page.getByRole('region', { name: 'Selected files (1)' });
    await expectVisible(uploaded.getByRole('img', { name: 'Uploaded' }));
    expect(await alerts.count()).toBe(0);
    await context.close();
  });
});
