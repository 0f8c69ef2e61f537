import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { registerOwner, visible } from './support/flows';
import { startServer, type RunningServer } from './support/server';

/*
 * Issue #10 'Fast': a pre-rendered public page loads only the boot script (src/web/boot/boot.ts) and paints
 * from its HTML; the app loads on the visitor's first interaction (or when idle for a visitor who answered the
 * cookie banner) and the first click made before hydration is replayed. The app's entry is answered a second
 * late here (a slow network), so the clicks and keys really happen before React runs.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // An owner exists, so Get Started Free opens the login view (registering is itself a first click).
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerOwner(page, server.baseUrl);
  await context.close();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The scripts a page asked for, by file name, and a slow app entry (answered `delayMs` late). */
async function watchScripts(page: Page, delayMs = 1000): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  return scripts;
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

describe('landing page hydration on first interaction', () => {
  it('loads only the boot script before any interaction, with the cookie banner drawn from the HTML', async () => {
    const { context, page, consoleErrors } = await openPage(browser, 'hydration-idle', {
      isConsentAsked: true,
    });
    const scripts = await watchScripts(page);
    await page.goto(`${server.baseUrl}/`);
    await visible(page.getByRole('heading', { level: 1, name: 'Your AI studio for social media content' }));
    await visible(page.getByRole('region', { name: 'Cookie consent' }));
    await page.waitForTimeout(1500);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/boot-[\w-]+\.js$/);
    expect(await isHydrated(page)).toBe(false);
    // The first sign of use (here a scroll) loads and hydrates the app.
    await page.mouse.wheel(0, 200);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(scripts.some((path) => /\/assets\/index-/.test(path))).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('replays a click on Get Started Free made before hydration: the login dialog opens', async () => {
    const { context, page, consoleErrors } = await openPage(browser, 'hydration-click', {
      isConsentAsked: true,
    });
    await watchScripts(page);
    // Whether React ran when the click reached the page (read before any page script).
    await page.addInitScript(() => {
      window.addEventListener(
        'click',
        () => {
          (window as unknown as { clickedHydrated?: boolean }).clickedHydrated =
            document.documentElement.dataset.hydrated === 'true';
        },
        { capture: true, once: true },
      );
    });
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('button', { name: 'Get Started Free' }).click();
    await visible(page.getByRole('dialog', { name: 'Log in to Postforge' }));
    expect(
      await page.evaluate(() => (window as unknown as { clickedHydrated?: boolean }).clickedHydrated),
    ).toBe(false);
    expect(new URL(page.url()).searchParams.get('login')).toBe('login');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('starts loading on keyboard focus (Tab) and a key pressed on the focused button works', async () => {
    const { context, page } = await openPage(browser, 'hydration-keyboard', { isConsentAsked: true });
    const scripts = await watchScripts(page);
    await page.goto(`${server.baseUrl}/`);
    await page.waitForTimeout(500);
    expect(scripts.some((path) => /\/assets\/index-/.test(path))).toBe(false);
    await page.keyboard.press('Tab');
    await page.waitForSelector('html[data-hydrating], html[data-hydrated]');
    // Tab on to Get Started Free (focus stays on the same element while React takes the page over).
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    for (let tab = 0; tab < 15 && (await focusedName()) !== 'Get Started Free'; tab += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedName()).toBe('Get Started Free');
    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog', { name: 'Log in to Postforge' }));
    expect(await isHydrated(page)).toBe(true);
    await context.close();
  });

  it('sends the newsletter form typed and submitted before hydration, and accepts cookies before it', async () => {
    const { context, page } = await openPage(browser, 'hydration-form', { isConsentAsked: true });
    await watchScripts(page, 1500);
    await page.goto(`${server.baseUrl}/`);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Accept All Cookies' }).click();
    await visible(page.getByText('Cookie preferences saved successfully!'));
    await context.close();

    const second = await openPage(browser, 'hydration-newsletter', { isConsentAsked: true });
    await watchScripts(second.page, 1500);
    await second.page.goto(`${server.baseUrl}/`);
    const footer = second.page.locator('footer');
    await footer.getByRole('textbox', { name: /email/i }).fill('early.reader@example.com');
    // Enter in the field: the form's submission is held, then sent by React (not natively into the URL).
    await second.page.keyboard.press('Enter');
    expect(await isHydrated(second.page)).toBe(false);
    await visible(footer.getByText('Almost done! Check your inbox'));
    expect(new URL(second.page.url()).search).toBe('');
    await second.context.close();
  });

  it('hydrates on its own, without interaction, for a visitor who answered the cookie banner', async () => {
    const { context, page } = await openPage(browser, 'hydration-returning');
    await page.goto(`${server.baseUrl}/about`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await visible(page.getByRole('banner').getByRole('link', { name: 'Back to Home' }));
    await context.close();
  });
});
