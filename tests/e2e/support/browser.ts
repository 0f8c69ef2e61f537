import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { expect, onTestFailed } from 'vitest';

/** Chromium flags for this machine's closed network (see STACK.md). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** Launches Debian's Chromium. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
}

/**
 * A fresh context and page for one test; on failure a full-page screenshot lands in test-results/. The cookie
 * banner starts answered (essential only) unless `isConsentAsked`.
 * Console errors and failed requests to our origin are collected for assertions.
 */
export async function openPage(
  browser: Browser,
  name: string,
  { isConsentAsked = false, ...options }: BrowserContextOptions & { isConsentAsked?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, ...options });
  // The cookie banner is answered (essential only) unless a test is about it: it would cover the page's foot.
  if (!isConsentAsked)
    await context.addInitScript(() => {
      if (window.localStorage.getItem('postforge.cookie-consent') === null)
        window.localStorage.setItem(
          'postforge.cookie-consent',
          JSON.stringify({ essential: true, analytics: false, functional: false, performance: false }),
        );
    });
  // A missing element fails in seconds, not at the 90 s test timeout (the machine is shared and slow-ish).
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  onTestFailed(async () => {
    mkdirSync('test-results', { recursive: true });
    const file = join('test-results', `${name.replace(/[^\w-]+/g, '_')}-${Date.now()}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`screenshot: ${file}`);
  });
  return { context, page, consoleErrors };
}

/** Runs axe-core on the page and fails on any serious or critical violation. */
export async function expectAccessible(page: Page, exclude: string[] = []): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    severe.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
