import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser } from './support/browser';
import { hydrate } from './support/flows';
import { startServer, type RunningServer } from './support/server';

/*
 * The 23 information pages (issue #10): each renders its heading and Back to Home and passes axe-core; the
 * interactive parts (help search, templates, webinars, changelog, careers) work; an unknown path answers 404
 * with the styled page and a way home.
 */

const headings: Record<string, string> = {
  '/about': 'About Postforge',
  '/contact': 'Contact Us',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/tea': 'Transparency & Ethical AI',
  '/security': 'Security Practices',
  '/cookies': 'Cookie Policy',
  '/gdpr': 'GDPR Compliance',
  '/compliance': 'Compliance Framework',
  '/resources': 'Learning Resources',
  '/help-center': 'Help Center',
  '/help': 'Help Center',
  '/community': 'Creator Community',
  '/templates': 'Templates',
  '/case-studies': 'Success Stories',
  '/webinars': 'Webinars',
  '/content-guide': 'Content Creation Guide',
  '/blog': 'Postforge Blog',
  '/api-docs': 'API Documentation',
  '/integrations': 'Integrations',
  '/changelog': 'Changelog',
  '/careers': 'Careers at Postforge',
  '/press-kit': 'Press Kit',
  '/partners': 'Partner Program',
};

describe('public information pages', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const context = await browser.newContext({
      viewport: { width: 1280, height: 860 },
      locale: 'en-US',
      reducedMotion: 'reduce',
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = async (path: string) => {
    const response = await page.goto(`${server.baseUrl}${path}`);
    // The pre-rendered HTML shows at once; its controls work once React has hydrated it.
    await hydrate(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    return response;
  };

  it.each(Object.entries(headings))(
    '%s shows its heading, Back to Home and no serious axe violation',
    async (path, heading) => {
      const response = await open(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
      const back = page.getByRole('link', { name: 'Back to Home' }).first();
      await expect(back.getAttribute('href')).resolves.toBe('/');
      await expectAccessible(page);
    },
  );

  it('fits every information page on a 390 px phone without sideways scrolling', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      reducedMotion: 'reduce',
    });
    const phonePage = await phone.newPage();
    const tooWide: string[] = [];
    for (const path of Object.keys(headings)) {
      await phonePage.goto(`${server.baseUrl}${path}`);
      await hydrate(phonePage);
      await phonePage.getByRole('heading', { level: 1 }).waitFor();
      const width = await phonePage.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) tooWide.push(`${path}: ${width}px`);
    }
    expect(tooWide).toEqual([]);
    await phone.close();
  });

  it('shows the blog categories with their counts and filters the posts by category', async () => {
    await open('/blog');
    const categories = page.getByRole('group', { name: 'Blog categories' });
    const chips = await categories.getByRole('button').allTextContents();
    // Label and count are two spans (the gap between them is CSS).
    expect(chips.map((text) => text.replace(/\s*\((\d+)\)$/, ' ($1)').trim())).toEqual([
      'All Posts (24)',
      'AI Insights (8)',
      'Content Strategy (6)',
      'Platform Updates (4)',
      'Success Stories (3)',
      'Tutorials (3)',
    ]);
    await page.getByRole('heading', { name: 'The Future of AI in Social Media' }).waitFor();
    await categories.getByRole('button', { name: /^AI Insights/ }).click();
    await expect(
      categories.getByRole('button', { name: /^AI Insights/ }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await expect(
      page.getByRole('heading', { name: 'The Future of AI in Social Media' }).count(),
    ).resolves.toBe(0);
    await page.getByRole('heading', { name: '10 Prompts for Better LinkedIn Posts' }).waitFor();
    await expect(
      page.getByRole('heading', { name: 'Building a Content Calendar That Sticks' }).count(),
    ).resolves.toBe(0);
  });

  it('opens the Cookie Preferences modal from the Cookie Policy page, with 3 examples per category', async () => {
    await open('/cookies');
    await page.getByRole('main').getByRole('button', { name: 'Cookie Preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.waitFor();
    await dialog
      .getByText('Examples: Session cookie, Security token, Consent choice', { exact: true })
      .waitFor();
    await expect(dialog.getByText(/Interface language/).count()).resolves.toBe(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('searches the help center locally', async () => {
    await open('/help-center');
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('password');
    await page.getByRole('heading', { name: '1 article found' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('zzzz');
    await page.getByText('No articles found').waitFor();
  });

  it('filters templates by search and category and switches grid and list', async () => {
    await open('/templates');
    const cards = page.locator('ul[data-view] > li');
    await expect(cards.count()).resolves.toBe(6);
    await page.getByRole('button', { name: /^Business/ }).click();
    await expect(cards.count()).resolves.toBe(1);
    await page.getByRole('button', { name: /^All/ }).click();
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('CAROUSEL');
    await expect(cards.count()).resolves.toBe(1);
    await page.getByText('PREMIUM', { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('nothing-like-this');
    await page.getByText('No templates found').waitFor();
    await page.getByText('Try adjusting your search or category filters').waitFor();
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.locator('ul[data-view="list"]').count()).resolves.toBe(1);
  });

  it('switches the webinars tabs', async () => {
    await open('/webinars');
    await page.getByRole('heading', { name: 'AI Content Strategy for 2025' }).waitFor();
    await page.getByRole('tab', { name: 'Recorded Sessions' }).click();
    await page.getByRole('heading', { name: 'Getting Started with Postforge' }).waitFor();
    await expect(page.getByRole('button', { name: 'Watch Now' }).count()).resolves.toBe(2);
  });

  it('filters integrations', async () => {
    await open('/integrations');
    await page.getByRole('button', { name: /^CRM & Sales/ }).click();
    await page.getByRole('heading', { name: 'HubSpot' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Zapier' }).count()).resolves.toBe(0);
  });

  it('opens one changelog release at a time', async () => {
    await open('/changelog');
    const toggles = page.getByRole('button', { name: 'Technical Details' });
    await toggles.nth(0).click();
    await expect(toggles.nth(0).getAttribute('aria-expanded')).resolves.toBe('true');
    await toggles.nth(1).click();
    await expect(toggles.nth(0).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(toggles.nth(1).getAttribute('aria-expanded')).resolves.toBe('true');
    await toggles.nth(1).click();
    await expect(toggles.nth(1).getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('filters careers by department', async () => {
    await open('/careers');
    await page.getByRole('button', { name: /^Engineering/ }).click();
    await expect(page.getByRole('button', { name: 'Opening soon', exact: true }).count()).resolves.toBe(2);
    await page.getByRole('button', { name: /^Sales/ }).click();
    await page.getByText('No open positions in this department right now.').waitFor();
  });

  it('answers an unknown path with 404 and the styled page with a way home', async () => {
    const response = await open('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
  });
});
