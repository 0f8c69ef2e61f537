import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import {
  defaultOwner,
  isDarkTheme,
  openLoginDialog,
  registerOwner,
  settleAnimations,
  submitLogin,
  visible,
  waitForPath,
} from './support/flows';
import { startServer, type RunningServer } from './support/server';

/*
 * The signed-in frame (spec 1 §2 "Protected routes", "Welcome dashboard"): side navigation with tooltips and
 * the current screen marked, the theme picker (saved to the account), the phone layout (bottom tab bar, no
 * sideways scrolling, a usable login dialog) and axe-core on the dashboard in both themes. The owner is
 * registered once in beforeAll; each test opens its own browser context with that signed-in state.
 * Every context pins the OS colour scheme to light, so 'System' paints light.
 */

let server: RunningServer;
let browser: Browser;
let ownerState: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const context = await browser.newContext();
  await registerOwner(await context.newPage(), server.baseUrl);
  ownerState = await context.storageState();
  await context.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Resolves with the status of the next theme save (PUT /api/preferences), so a reload cannot race it. */
async function waitForThemeSave(page: Page): Promise<number> {
  const response = await page.waitForResponse(
    (candidate) =>
      new URL(candidate.url()).pathname === '/api/preferences' && candidate.request().method() === 'PUT',
  );
  return response.status();
}

describe('app shell', () => {
  it('shows the Welcome dashboard with a side navigation that names and marks its entries', async () => {
    const { context, page, consoleErrors } = await openPage(browser, 'dashboard', {
      storageState: ownerState,
      colorScheme: 'light',
    });
    await page.goto(`${server.baseUrl}/app`);
    await visible(page.getByRole('heading', { name: `Welcome, ${defaultOwner.name}`, level: 1 }));
    for (const feature of ['Auto-Generation', 'Smart Targeting', 'AI Visuals'])
      await visible(page.getByRole('heading', { name: feature }));
    await visible(page.getByText('No content yet', { exact: false }));

    const nav = page.getByRole('navigation', { name: 'Main' });
    const home = nav.getByRole('link', { name: 'Home', exact: true });
    const agent = nav.getByRole('link', { name: 'Postforge Agent' });
    expect(await home.getAttribute('aria-current')).toBe('page');
    expect(await agent.getAttribute('aria-current')).toBeNull();
    await visible(nav.getByRole('link', { name: 'Instance' }));

    await agent.hover();
    await visible(page.getByRole('tooltip', { name: 'Postforge Agent' }));

    await page.getByRole('link', { name: 'Get Started Now' }).click();
    await waitForPath(page, '/app/create');
    expect(await agent.getAttribute('aria-current')).toBe('page');
    expect(await home.getAttribute('aria-current')).toBeNull();

    await home.click();
    await waitForPath(page, '/app');
    await visible(page.getByRole('heading', { name: `Welcome, ${defaultOwner.name}` }));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('switches the theme, keeps it per account, and passes axe-core in light and dark', async () => {
    const { context, page, consoleErrors } = await openPage(browser, 'theme', {
      storageState: ownerState,
      colorScheme: 'light',
    });
    await page.goto(`${server.baseUrl}/app`);
    await visible(page.getByRole('heading', { name: `Welcome, ${defaultOwner.name}` }));
    expect(await isDarkTheme(page)).toBe(false);
    await settleAnimations(page);
    await expectAccessible(page);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Theme: System' }).click();
    const menu = await visible(page.getByRole('menu'));
    for (const option of ['System', 'Light', 'Dark'])
      await visible(menu.getByRole('menuitemradio', { name: option }));
    expect(await menu.getByRole('menuitemradio', { name: 'System' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    const darkSaved = waitForThemeSave(page);
    await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(() => isDarkTheme(page)).toBe(true);
    await visible(nav.getByRole('button', { name: 'Theme: Dark' }));
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await darkSaved).toBe(200);

    await page.reload();
    await visible(page.getByRole('heading', { name: `Welcome, ${defaultOwner.name}` }));
    expect(await isDarkTheme(page)).toBe(true);
    await settleAnimations(page);
    await expectAccessible(page);

    // Another browser of the same account (no local cache) paints dark too: the choice lives on the account.
    const other = await openPage(browser, 'theme-other-browser', {
      storageState: { cookies: ownerState.cookies, origins: [] },
      colorScheme: 'light',
    });
    await other.page.goto(`${server.baseUrl}/app`);
    await visible(other.page.getByRole('heading', { name: `Welcome, ${defaultOwner.name}` }));
    await expect.poll(() => isDarkTheme(other.page)).toBe(true);
    await visible(other.page.getByRole('button', { name: 'Theme: Dark' }));
    expect(other.consoleErrors).toEqual([]);
    await other.context.close();

    await page.goto(`${server.baseUrl}/app/admin`);
    await visible(page.getByRole('heading', { name: 'Instance', level: 1 }));
    await visible(page.getByText('No one is on the waitlist yet.'));
    await settleAnimations(page);
    await expectAccessible(page);

    await nav.getByRole('button', { name: 'Theme: Dark' }).click();
    const lightSaved = waitForThemeSave(page);
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect.poll(() => isDarkTheme(page)).toBe(false);
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await lightSaved).toBe(200);
    await page.reload();
    await visible(nav.getByRole('button', { name: 'Theme: Light' }));
    expect(await isDarkTheme(page)).toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('fits a phone: bottom tab bar, no sideways scrolling, a usable login dialog', async () => {
    const phone = { viewport: { width: 375, height: 740 }, hasTouch: true, colorScheme: 'light' } as const;
    const visitor = await openPage(browser, 'phone-login', phone);
    const dialog = await openLoginDialog(visitor.page, server.baseUrl);
    await settleAnimations(visitor.page);
    const box = await dialog.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(375);
    const logInButton = dialog.getByRole('button', { name: 'Log In', exact: true });
    const buttonBox = await logInButton.boundingBox();
    expect((buttonBox?.x ?? -1) >= 0 && (buttonBox?.x ?? 0) + (buttonBox?.width ?? 999) <= 375).toBe(true);
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await submitLogin(visitor.page, defaultOwner.email, defaultOwner.password);
    await waitForPath(visitor.page, '/app/create');

    await visitor.page.goto(`${server.baseUrl}/app`);
    await visible(visitor.page.getByRole('heading', { name: `Welcome, ${defaultOwner.name}` }));
    const nav = visitor.page.getByRole('navigation', { name: 'Main' });
    const navBox = await nav.boundingBox();
    expect(navBox?.width).toBe(375);
    expect(Math.round((navBox?.y ?? 0) + (navBox?.height ?? 0))).toBe(740);
    expect(navBox?.height ?? 999).toBeLessThan(100);
    // Tabs carry visible captions on phones; the logo link is desktop-only.
    await visible(nav.getByText('Home', { exact: true }));
    await visible(nav.getByText('Agent', { exact: true }));
    expect(await nav.getByRole('link', { name: 'Postforge home' }).isVisible()).toBe(false);
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await settleAnimations(visitor.page);
    await expectAccessible(visitor.page);

    // The last content on the page is not hidden behind the bar.
    await visitor.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const last = await visitor.page.getByRole('link', { name: 'Get Started Now' }).boundingBox();
        return (last?.y ?? 0) + (last?.height ?? 0);
      })
      .toBeLessThanOrEqual(navBox?.y ?? 0);

    await visitor.page.goto(`${server.baseUrl}/app/admin`);
    await visible(visitor.page.getByRole('heading', { name: 'E-mail outbox' }));
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context.close();
  });
});
