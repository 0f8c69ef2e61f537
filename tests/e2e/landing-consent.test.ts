import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import { settleAnimations, visible, hydrate } from './support/flows';
import { startServer, type RunningServer } from './support/server';

/*
 * Cookie consent (spec 2 §3, §4): the banner until the visitor chooses, Accept All, the Cookie Preferences modal
 * (essential fixed, Reset to Essential Only without saving, Save Preferences), the green toast, and the choice
 * kept in this browser.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('cookie consent', () => {
  it('accepts everything from the banner, and keeps the choice', async () => {
    const { context, page } = await openPage(browser, 'consent-accept', { isConsentAsked: true });
    await page.goto(`${server.baseUrl}/`);
    // Hydrated first, so the toast's 3 s are timed alone (landing-hydration.test.ts clicks before hydration).
    await hydrate(page);
    const banner = await visible(page.getByRole('region', { name: 'Cookie consent' }));
    await banner.getByRole('button', { name: 'Accept All Cookies' }).click();
    const toast = await visible(page.getByText('Cookie preferences saved successfully!'));
    // The spec's green toast: sonner's rich colours for a success.
    const item = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Cookie preferences saved successfully!' });
    expect(await item.getAttribute('data-rich-colors')).toBe('true');
    expect(await item.getAttribute('data-type')).toBe('success');
    const [red = 0, green = 0] = await item.evaluate((element) =>
      getComputedStyle(element).backgroundColor.match(/\d+/g)!.slice(0, 2).map(Number),
    );
    expect(green).toBeGreaterThan(red);
    await banner.waitFor({ state: 'detached' });
    // Hidden after 3 s (the pointer is kept off it: sonner pauses a hovered toast).
    await page.mouse.move(1, 1);
    await page.waitForTimeout(2000);
    expect(await toast.isVisible()).toBe(true);
    await toast.waitFor({ state: 'detached', timeout: 3000 });
    const stored = await page.evaluate(() => window.localStorage.getItem('postforge.cookie-consent'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      essential: true,
      analytics: true,
      functional: true,
      performance: true,
    });
    await page.reload();
    await hydrate(page);
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    await context.close();
  });

  it('saves single categories from the modal; Reset to Essential Only does not save', async () => {
    const { context, page } = await openPage(browser, 'consent-modal', { isConsentAsked: true });
    await page.goto(`${server.baseUrl}/`);
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Cookie Preferences' })
      .click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Cookie Preferences' }));
    await settleAnimations(page);
    await expectAccessible(page);
    expect(await dialog.getByRole('switch', { name: 'Essential' }).isDisabled()).toBe(true);
    await dialog.getByRole('switch', { name: 'Analytics' }).press('Space');
    await dialog.getByRole('button', { name: 'Reset to Essential Only' }).press('Enter');
    expect(await dialog.getByRole('switch', { name: 'Analytics' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(await page.evaluate(() => window.localStorage.getItem('postforge.cookie-consent'))).toBeNull();
    await dialog.getByRole('switch', { name: 'Performance' }).press('Space');
    await dialog.getByRole('button', { name: 'Save Preferences' }).press('Enter');
    await visible(page.getByText('Cookie preferences saved successfully!'));
    const stored = await page.evaluate(() => window.localStorage.getItem('postforge.cookie-consent'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      essential: true,
      analytics: false,
      functional: false,
      performance: true,
    });
    await context.close();
  });
});
