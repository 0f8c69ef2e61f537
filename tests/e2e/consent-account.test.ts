import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { defaultOwner, logIn, registerOwner, visible, waitForPath, hydrate } from './support/flows';
import { startServer, type RunningServer } from './support/server';

/*
 * Issue #10: the 'Cookie Preferences' link of the footers opens the modal on every public page, and a signed-in
 * user's choice is kept on the account: synced on login both ways, the newer choice wins.
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

interface Choice {
  analytics: boolean;
  functional: boolean;
  performance: boolean;
}

async function readAccountChoice(page: Page): Promise<Choice | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/preferences/cookie-consent', {
      headers: { accept: 'application/json' },
    });
    return ((await response.json()) as { consent: Choice | null }).consent;
  });
}

async function readBrowserChoice(page: Page): Promise<Choice | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('postforge.cookie-consent'));
  return raw ? (JSON.parse(raw) as Choice) : null;
}

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('cookie preferences link and the choice on the account', () => {
  it('opens the modal from the footer of the landing page and of an information page', async () => {
    const { context, page } = await openPage(browser, 'consent-footer-link');
    for (const path of ['/', '/about']) {
      await page.goto(`${server.baseUrl}${path}`);
      await hydrate(page);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Cookie Preferences' }));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it('saves a signed-in choice on the account, brings it to a new browser, and lets a newer one win', async () => {
    const first = await openPage(browser, 'consent-account-a', { isConsentAsked: true });
    await registerOwner(first.page, server.baseUrl);
    expect(await readAccountChoice(first.page)).toBeNull();
    await first.page.goto(`${server.baseUrl}/about`);
    await hydrate(first.page);
    await first.page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
    const dialog = await visible(first.page.getByRole('dialog', { name: 'Cookie Preferences' }));
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await visible(first.page.getByText('Cookie preferences saved successfully!'));
    const saved = await waitFor(
      () => readAccountChoice(first.page),
      (choice) => choice?.analytics === true,
    );
    expect(saved).toMatchObject({ analytics: true, functional: false, performance: false });
    await first.context.close();

    // A new browser that never chose: the account's choice arrives on login and the banner goes away.
    const second = await openPage(browser, 'consent-account-b', { isConsentAsked: true });
    await logIn(second.page, server.baseUrl, defaultOwner.email, defaultOwner.password);
    await waitForPath(second.page, '/app/create');
    const arrived = await waitFor(
      () => readBrowserChoice(second.page),
      (choice) => choice?.analytics === true,
    );
    expect(arrived).toMatchObject({ analytics: true, functional: false, performance: false });
    await second.page.goto(`${server.baseUrl}/`);
    await hydrate(second.page);
    expect(await second.page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    await second.context.close();

    // A browser whose choice (Accept All, made before login) is newer than the account's: it wins.
    const third = await openPage(browser, 'consent-account-c', { isConsentAsked: true });
    await third.page.goto(`${server.baseUrl}/`);
    const banner = await visible(third.page.getByRole('region', { name: 'Cookie consent' }));
    await banner.getByRole('button', { name: 'Accept All Cookies' }).click();
    await banner.waitFor({ state: 'detached' });
    await logIn(third.page, server.baseUrl, defaultOwner.email, defaultOwner.password);
    await waitForPath(third.page, '/app/create');
    const won = await waitFor(
      () => readAccountChoice(third.page),
      (choice) => choice?.performance === true,
    );
    expect(won).toMatchObject({ analytics: true, functional: true, performance: true });
    expect(await readBrowserChoice(third.page)).toMatchObject({ analytics: true, performance: true });
    await third.context.close();
  });
});
