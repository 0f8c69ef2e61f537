import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { readOutboxLink, registerOwner, visible, hydrate } from './support/flows';
import { startServer, type RunningServer } from './support/server';

/*
 * The public forms end to end (issue #10 'Forms, stored for real'): the contact form's server-side field errors
 * and its rate limit (RATE_LIMIT_PUBLIC_FORMS_PER_ADDRESS=2 here), the newsletter from the landing page's
 * footer with its double opt-in e-mail in the owner's outbox, the confirm and unsubscribe links, and the
 * owner's lists on the Instance screen (contact messages, subscribers, CSV export).
 */

let server: RunningServer;
let browser: Browser;
let owner: Page | undefined;
const subscriber = 'reader@example.com';

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ RATE_LIMIT_PUBLIC_FORMS_PER_ADDRESS: '2' }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The owner's page on the Instance screen (the owner registers on first use). */
async function openInstancePage(): Promise<Page> {
  if (!owner) {
    owner = (await openPage(browser, 'forms-owner')).page;
    await registerOwner(owner, server.baseUrl);
  }
  await owner.goto(`${server.baseUrl}/app/admin`);
  await visible(owner.getByRole('heading', { name: 'E-mail outbox' }));
  return owner;
}

async function fillContact(page: Page, name: string): Promise<void> {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill('ada@example.com');
  await page.getByLabel('Subject').selectOption('support');
  await page.locator('textarea[name="message"]').fill('How do I connect LinkedIn?');
  await page.getByRole('button', { name: 'Send Message' }).click();
}

describe('public forms end to end', () => {
  it('shows the server’s field error, sends, and stops at the rate limit with its message', async () => {
    const { page, context } = await openPage(browser, 'forms-contact');
    await page.goto(`${server.baseUrl}/contact`);
    await hydrate(page);
    // Spaces pass the browser's required check; the server trims them and names the field.
    await fillContact(page, '   ');
    await visible(page.getByText('Name is required'));
    expect(await page.getByText('Message Sent!').count()).toBe(0);

    for (const name of ['Ada Visitor', 'Ada Again']) {
      await fillContact(page, name);
      await visible(page.getByText('Message Sent!'));
      await page.getByRole('button', { name: 'Send Message' }).waitFor({ timeout: 8000 });
    }
    await fillContact(page, 'Ada Third');
    await visible(page.getByText('You are doing this too often. Please wait a few minutes and try again.'));
    expect(await page.getByText('Message Sent!').count()).toBe(0);
    await context.close();

    const admin = await openInstancePage();
    const messages = admin.locator('section, div').filter({
      has: admin.getByRole('heading', { name: 'Contact messages' }),
    });
    await visible(messages.getByText('Ada Again').first());
    await visible(messages.getByText('Ada Visitor').first());
    expect(await messages.getByText('Ada Third').count()).toBe(0);
  });

  it('subscribes from the footer, confirms from the e-mail, exports the list and unsubscribes', async () => {
    const { page, context } = await openPage(browser, 'forms-newsletter');
    await page.goto(`${server.baseUrl}/`);
    await hydrate(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address for the newsletter').fill(subscriber);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await visible(footer.getByText('Almost done! Check your inbox'));

    let admin = await openInstancePage();
    const confirmLink = await readOutboxLink(
      admin,
      /Confirm your Postforge newsletter subscription/,
      '/newsletter/confirm',
    );
    // The same e-mail (its disclosure is open now) carries the unsubscribe link.
    const unsubscribeLink =
      (await admin.locator('a[href*="/newsletter/unsubscribe"]').first().getAttribute('href')) ?? '';
    expect(unsubscribeLink).toContain('/newsletter/unsubscribe?token=');
    await page.goto(confirmLink);
    await visible(page.getByText('Your subscription is confirmed. Thank you!'));

    admin = await openInstancePage();
    const row = admin.getByRole('row').filter({ hasText: subscriber });
    await visible(row.getByText('Confirmed'));
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('newsletter-subscribers.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(subscriber);
    expect(csv.split('\n')[0]?.toLowerCase()).toContain('email');

    await page.goto(unsubscribeLink);
    await visible(page.getByText('You are unsubscribed and will get no more newsletters.'));
    // The confirmation link was used once: it does not work again.
    await page.goto(confirmLink);
    await visible(page.getByText('This link is invalid or has expired.'));
    await context.close();

    admin = await openInstancePage();
    await visible(admin.getByRole('row').filter({ hasText: subscriber }).getByText('Unsubscribed'));
  });
});
