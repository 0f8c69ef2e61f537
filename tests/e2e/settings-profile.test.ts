import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import { isDarkTheme, settleAnimations, visible, waitForPath } from './support/flows';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/*
 * Settings (/app/settings, issue #12 part 1): the tabs (kept in ?tab=), Profile with its validation, the
 * profile image (a good one, a text file named .png, an image over 5MB), save and reload, Notifications
 * (auto-saved), Appearance (Light / Dark / System, at once), Platforms (six cards, none set up yet), and the bell
 * after a run that ended while the user was not watching (NOTIFY_RUN_MIN_SECONDS=0 makes every run count).
 */

let server: RunningServer;
let browser: Browser;
const files = join('test-results', 'settings-profile-files');

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ NOTIFY_RUN_MIN_SECONDS: '0' }), launchBrowser()]);
  await signUpOwner(server.baseUrl);
  mkdirSync(files, { recursive: true });
  writeFileSync(
    join(files, 'me.png'),
    await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 90, b: 200 } } })
      .png()
      .toBuffer(),
  );
  writeFileSync(join(files, 'notes.png'), 'These are notes, not a picture.\n');
  // A PNG signature followed by padding: over 5MB, refused in the browser before any upload.
  writeFileSync(
    join(files, 'huge.png'),
    Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(5 * 1024 * 1024 + 1)]),
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openSettings(page: Page, tab?: string) {
  await page.goto(`${server.baseUrl}/app/settings${tab ? `?tab=${tab}` : ''}`);
  await visible(page.getByRole('heading', { name: 'Settings', level: 1 }));
}

const saveButton = (page: Page) => page.getByRole('button', { name: /Save Settings|Settings Saved!/ });

describe('settings', () => {
  it('validates and saves the profile, keeps the tab in the URL and uploads a square image', async () => {
    const { context, page, consoleErrors } = await openPage(browser, 'settings-profile', {
      colorScheme: 'light',
    });
    await signIn(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/app`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await waitForPath(page, '/app/settings');
    for (const tab of ['Profile', 'Platforms', 'Notifications', 'Appearance'])
      await visible(page.getByRole('tab', { name: tab }));
    expect(await page.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');

    const form = page.getByRole('form', { name: 'Profile' });
    const username = form.getByLabel('Username');
    await visible(form.getByText('Required', { exact: true }));
    expect(await form.getByLabel('Display name').inputValue()).toBe('Gina Generator');
    expect(await form.getByLabel('Email').getAttribute('readonly')).not.toBeNull();

    // No username: the spec's alert and the field's message.
    await saveButton(page).click();
    // The spec's alert above the form, and the same message under the field.
    const required = page
      .getByRole('alert')
      .filter({ hasText: 'Username is required. Please enter a username before saving.' });
    await visible(required.first());
    expect(await required.count()).toBe(2);
    expect(await username.getAttribute('aria-invalid')).toBe('true');

    // A website that is no URL, then a bio at the limit with its counter.
    await username.fill('gina');
    await form.getByLabel('Website').fill('gina.example');
    await saveButton(page).click();
    await visible(form.getByText('Please enter a valid URL (must start with http:// or https://)'));
    await form.getByLabel('Website').fill('https://gina.example');
    await form.getByLabel('Bio').fill('b'.repeat(520));
    await visible(form.getByText('500/500'));
    await form.getByLabel('Interests').fill('bread, bikes');
    await form.getByLabel('City').fill('Lyon');
    await form.getByLabel('Instagram').fill('@gina');
    await saveButton(page).click();
    await visible(page.getByRole('button', { name: 'Settings Saved!' }));
    await expect.poll(() => saveButton(page).textContent(), { timeout: 5000 }).toContain('Save Settings');

    // A save the server cannot take: the spec's failure message (a taken username: settings.profile.test.ts).
    await page.route('**/api/settings/profile', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await saveButton(page).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Failed to save settings. Please try again.' }));
    await page.unroute('**/api/settings/profile');

    await page.reload();
    await visible(page.getByRole('form', { name: 'Profile' }));
    expect(await form.getByLabel('Username').inputValue()).toBe('gina');
    expect(await form.getByLabel('Bio').inputValue()).toHaveLength(500);
    expect(await form.getByLabel('Instagram').inputValue()).toBe('@gina');
    expect(await form.getByText('Required', { exact: true }).count()).toBe(0);

    // The profile image: a text file named .png (refused by the server), an image over 5MB (refused here).
    const chooser = form.locator('input[type="file"]');
    await chooser.setInputFiles(join(files, 'notes.png'));
    await visible(form.getByRole('alert').filter({ hasText: 'Please select an image file' }));
    await chooser.setInputFiles(join(files, 'huge.png'));
    await visible(form.getByRole('alert').filter({ hasText: 'Image size should be less than 5MB' }));
    await chooser.setInputFiles(join(files, 'me.png'));
    const avatar = await visible(form.getByRole('img', { name: /Profile image of/ }));
    // Visible as soon as the element is there; its pixels may still be on the way.
    const size = await avatar.evaluate(async (image: HTMLImageElement) => {
      if (!image.complete)
        await new Promise((settled) => {
          image.addEventListener('load', settled, { once: true });
          image.addEventListener('error', settled, { once: true });
        });
      return [image.naturalWidth, image.naturalHeight];
    });
    expect(size).toEqual([200, 200]);

    // The tab is in the URL: a reload keeps it; the Save button is only on tabs that need saving.
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await waitForPath(page, /\/app\/settings\?tab=notifications$/);
    expect(await saveButton(page).count()).toBe(0);
    await page.reload();
    expect(await page.getByRole('tab', { name: 'Notifications' }).getAttribute('aria-selected')).toBe('true');
    await settleAnimations(page);
    await expectAccessible(page);
    // The refused .png (415) and the forced failure (500) are the only failed requests.
    expect(consoleErrors.filter((line) => !/status of (415|500)/.test(line))).toEqual([]);
    await context.close();
  }, 120_000);

  it('auto-saves the notification checkboxes and shows the six platforms as not connected', async () => {
    const { context, page, consoleErrors } = await openPage(browser, 'settings-notifications');
    await signIn(page, server.baseUrl);
    await openSettings(page, 'notifications');
    await visible(page.getByText('Auto-save Enabled'));
    const email = page.getByRole('checkbox', { name: 'Email Notifications' });
    const generation = page.getByRole('checkbox', { name: 'Generation Complete Alerts' });
    const platform = page.getByRole('checkbox', { name: 'Platform Connection Alerts' });
    expect(await email.getAttribute('aria-checked')).toBe('true');
    expect(await generation.getAttribute('aria-checked')).toBe('true');
    expect(await platform.getAttribute('aria-checked')).toBe('false');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/settings/notifications') && response.request().method() === 'PUT',
    );
    await platform.click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect
      .poll(() =>
        page.getByRole('checkbox', { name: 'Platform Connection Alerts' }).getAttribute('aria-checked'),
      )
      .toBe('true');

    // Platforms: every platform has its adapter; each can be connected once the owner sets up its app.
    await page.getByRole('tab', { name: 'Platforms' }).click();
    await visible(page.getByText('Not connected', { exact: true }).first());
    const cards = page.getByRole('tabpanel').getByRole('listitem');
    expect(await cards.count()).toBe(6);
    expect(await page.getByText('Not connected', { exact: true }).count()).toBe(6);
    expect(await page.getByText('Not available yet', { exact: true }).count()).toBe(0);
    // Connect waits for the owner's app on every card.
    for (const name of ['Instagram', 'Twitter/X', 'LinkedIn', 'Facebook', 'TikTok', 'YouTube'])
      expect(await page.getByRole('button', { name: `Connect ${name}` }).isDisabled()).toBe(true);
    await visible(
      page.getByText('The instance owner has not set up this platform yet', { exact: false }).first(),
    );
    await visible(page.getByText('OAuth 2.0', { exact: false }));

    // The generator's offline web-search line links to Settings > LLM Integration.
    await page.goto(`${server.baseUrl}/app/create`);
    await page.getByRole('link', { name: 'Open the LLM Integration settings' }).click();
    await waitForPath(page, /\/app\/settings\?tab=llm$/);
    await visible(page.getByRole('heading', { name: 'Settings', level: 1 }));
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('applies Light, Dark and System at once, System following the device', async () => {
    const { context, page, consoleErrors } = await openPage(browser, 'settings-appearance', {
      colorScheme: 'light',
    });
    await signIn(page, server.baseUrl);
    await openSettings(page, 'appearance');
    expect(await saveButton(page).count()).toBe(0);
    await visible(page.getByText('Changes apply at once', { exact: false }));
    await page.getByRole('radio', { name: /Dark/ }).check();
    await expect.poll(() => isDarkTheme(page)).toBe(true);
    await page.getByRole('radio', { name: /System/ }).check();
    await expect.poll(() => isDarkTheme(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDarkTheme(page)).toBe(true);
    await page.reload();
    expect(await page.getByRole('radio', { name: /System/ }).isChecked()).toBe(true);
    await settleAnimations(page);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('rings the bell after a run that ended while nobody watched it, and marks it read', async () => {
    const { context, page, consoleErrors } = await openPage(browser, 'settings-bell');
    await signIn(page, server.baseUrl);
    const started = await page.request.post(`${server.baseUrl}/api/generation/runs`, {
      headers: { 'x-postforge-csrf': '1' },
      data: {
        method: 'prompt',
        prompt: 'Autumn menu of our cafe',
        platforms: ['instagram'],
        variations: ['normal'],
        aiImages: false,
      },
    });
    expect(started.status()).toBe(202);
    const { runId } = (await started.json()) as { runId: string };
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`${server.baseUrl}/api/generation/runs/${runId}`)).json()) as {
              status: string;
            }
          ).status,
        { timeout: 60_000 },
      )
      .toBe('completed');

    await page.goto(`${server.baseUrl}/app`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const bell = nav.getByRole('button', { name: 'Alerts: 1 unread' });
    await visible(bell);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await visible(panel.getByRole('link', { name: 'Your posts are ready' }));
    await visible(panel.getByText('"Autumn menu of our cafe" finished while you were away.'));
    await page.screenshot({ path: join('test-results', 'settings-bell.png') });
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await visible(nav.getByRole('button', { name: 'Alerts', exact: true }));
    await panel.getByRole('link', { name: 'Your posts are ready' }).click();
    await waitForPath(page, new RegExp(`/app/review\\?run=${runId}$`));
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`fits a 390 px phone in ${colorScheme} mode`, async () => {
      const { context, page, consoleErrors } = await openPage(browser, `settings-phone-${colorScheme}`, {
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        colorScheme,
      });
      await signIn(page, server.baseUrl);
      await openSettings(page);
      await visible(page.getByRole('form', { name: 'Profile' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await settleAnimations(page);
      await page.screenshot({
        path: join('test-results', `settings-phone-${colorScheme}.png`),
        fullPage: false,
      });
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
