import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser';
import { expectHidden } from './generator';
import { startServer, type RunningServer } from './server';
import { signIn, signUpOwner } from './session';

/** What a suite signed in as the owner works with. */
export interface OwnerSuite {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * The set-up most screen suites share: a server of their own, the owner signed up and signed in on a 1280 × 900
 * page (15 s default timeout), the server's log and a full-page screenshot (`test-results/<name>-….png`) after a
 * failed test, and everything stopped after the suite. `onReady` gets the pieces once they run; `serverEnv`
 * (read when the server starts, after earlier beforeAll hooks) adds to the server's environment.
 */
export function useOwnerSuite(
  name: string,
  onReady: (suite: OwnerSuite) => void,
  contextOptions: BrowserContextOptions = {},
  serverEnv: () => Record<string, string> = () => ({}),
): void {
  let suite: Partial<OwnerSuite> = {};
  beforeAll(async () => {
    const [server, browser] = await Promise.all([startServer(serverEnv()), launchBrowser()]);
    suite = { server, browser };
    await signUpOwner(server.baseUrl);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    suite = { server, browser, context, page };
    await signIn(page, server.baseUrl);
    onReady({ server, browser, context, page });
  }, 120_000);

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    console.error(`server log:\n${suite.server?.output().slice(-4000)}`);
    await suite.page
      ?.screenshot({ path: `test-results/${name}-${Date.now()}.png`, fullPage: true })
      .catch(() => undefined);
  });
  afterAll(async () => {
    await suite.context?.close();
    await suite.browser?.close();
    await suite.server?.stop();
  });
}

/**
 * Uploads PNG files through the Content Studio's Upload Assets dialog on the page as it is (the Content Studio
 * open), waits until every file is stored, and closes the dialog.
 */
export async function uploadPngs(page: Page, files: { name: string; buffer: Buffer }[]): Promise<void> {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Assets' });
  await upload
    .getByLabel('Choose files')
    .setInputFiles(files.map((file) => ({ ...file, mimeType: 'image/png' })));
  await upload.getByRole('button', { name: 'Upload files' }).click();
  await expect
    .poll(() => upload.locator('li[data-status="completed"]').count(), { timeout: 60_000 })
    .toBe(files.length);
  await upload.getByRole('button', { name: 'Close' }).first().click();
  await expectHidden(upload);
}
