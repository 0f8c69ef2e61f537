import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { hydrate } from './support/flows';
import { startServer, type RunningServer } from './support/server';

/* The contact form (issue #10): the browser's required checks, Sending..., Message Sent! and the reset. */
describe('public forms: contact', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps an incomplete form, then sends a complete one and resets after the success message', async () => {
    const { page } = await openPage(browser, 'public-forms', {
      viewport: { width: 390, height: 844 },
      locale: 'en-US',
    });
    await page.goto(`${server.baseUrl}/contact`);
    // The form is used once hydrated here (landing-hydration.test.ts sends one typed before hydration).
    await hydrate(page);
    const send = page.getByRole('button', { name: 'Send Message' });
    await page.getByLabel('Full Name').fill('Ada Visitor');
    await send.click();
    // The browser refuses the empty required fields: nothing is sent.
    await expect(
      page.getByLabel('Email Address').evaluate((input: HTMLInputElement) => input.validity.valid),
    ).resolves.toBe(false);
    await page.getByLabel('Email Address').fill('ada@example.com');
    await page.getByLabel('Subject').selectOption('support');
    await page.locator('textarea[name="message"]').fill('How do I connect LinkedIn?');
    await send.click();
    await page.getByText('Message Sent!').waitFor();
    await page.getByText("We'll get back to you within 2 hours.").waitFor();
    await page.getByRole('button', { name: 'Send Message' }).waitFor({ timeout: 6000 });
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('');
  });
});
