import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annualSaving, pricingPlans } from '../../src/shared/domain/pricing';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import { settleAnimations, visible, hydrate } from './support/flows';
import { startServer, type RunningServer } from './support/server';

/*
 * The landing page (spec 1 §2 'Landing page (/)', timers in §9): pre-rendered HTML that paints without
 * JavaScript, then hydrates; every section, its rotation under a paused fake clock (Playwright page.clock),
 * the overlays (focus kept inside, Escape closes), pricing, FAQ, footer links, reduced motion, keyboard and
 * phone use, the hero clip (no autoplay before React, sound behind the mute toggle), a hidden tab, and
 * axe-core on the page and every overlay.
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

/** Opens `/` with the page's clock paused (timers run only by `page.clock.runFor`), once hydrated. */
async function openLanding(page: Page, options: { pausedClock?: boolean } = {}): Promise<void> {
  if (options.pausedClock) {
    const start = new Date('2026-03-02T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
  }
  // The cookie banner (landing-consent.test.ts) is answered already, so it covers nothing here.
  await page.addInitScript(() =>
    window.localStorage.setItem('postforge.cookie-consent', JSON.stringify({ essential: true })),
  );
  await page.goto(`${server.baseUrl}/`);
  await hydrate(page);
}

const activeStat = (page: Page) =>
  page.locator('[aria-label="Postforge at a glance"] li[data-active="true"]');

describe('landing page', () => {
  it('arrives as pre-rendered HTML that shows the headline without JavaScript', async () => {
    const { context, page } = await openPage(browser, 'landing-no-js', { javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}/`);
    await visible(page.getByRole('heading', { level: 1, name: 'Your AI studio for social media content' }));
    await visible(page.getByRole('heading', { name: 'Frequently Asked Questions' }));
    await context.close();
    // The same page in German for a browser asking for German, and the /app routes keep the SPA shell.
    const german = await fetch(`${server.baseUrl}/`, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    const html = await german.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Dein KI-Studio für Social-Media-Inhalte');
    expect(html).not.toContain('__CSP_NONCE__');
    const saved = await fetch(`${server.baseUrl}/`, {
      headers: { 'accept-language': 'de-DE', cookie: 'postforge_locale=fr' },
    });
    expect(await saved.text()).toContain('<html lang="fr">');
    const shell = await (await fetch(`${server.baseUrl}/app`)).text();
    expect(shell).toContain('<div id="root"></div>');
  });

  it('hydrates without errors and rotates stat cards, features, screenshots, analytics, steps and testimonials on their timers', async () => {
    const { context, page, consoleErrors } = await openPage(browser, 'landing-timers');
    await openLanding(page, { pausedClock: true });
    await page.mouse.move(1, 1);
    await expect(activeStat(page).textContent()).resolves.toContain('Beta');
    await page.clock.runFor(2999);
    await expect(activeStat(page).textContent()).resolves.toContain('Beta');
    await page.clock.runFor(1);
    await expect.poll(() => activeStat(page).textContent()).toContain('AI-Powered');

    const features = page.getByRole('tablist', { name: 'Features' });
    const selectedFeature = () => features.getByRole('tab', { selected: true }).textContent();
    const selectedAnalytics = () =>
      page
        .getByRole('tablist', { name: 'Analytics views' })
        .getByRole('tab', { selected: true })
        .textContent();
    const step = () => page.locator('#how-it-works [aria-current="step"]').textContent();
    const testimonial = () => page.getByTestId('testimonial').first().textContent();
    const screenshot = () =>
      page.locator('[data-testid="screenshots"] img[data-active="true"]').getAttribute('alt');
    expect(await selectedFeature()).toContain('AI Content Generation');
    // 4 s features; 3 s screenshots (already 3 s in); 5 s analytics and steps; 6 s testimonials.
    await page.clock.runFor(1000);
    await expect.poll(selectedFeature).toContain('Visual Content Creation');
    expect(await screenshot()).toContain('Review and Export');
    expect(await selectedAnalytics()).toContain('Overview');
    await page.clock.runFor(1000);
    await expect.poll(selectedAnalytics).toContain('AI Insights');
    expect(await step()).toContain('AI Content Generation');
    expect(await testimonial()).toContain('Maya R.');
    await page.clock.runFor(1000);
    await expect.poll(testimonial).toContain('Jonas K.');

    // A click on a feature tab pauses the rotation; it resumes 10 s later.
    await features.getByRole('tab', { name: 'Smart Scheduling' }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(9999);
    expect(await selectedFeature()).toContain('Smart Scheduling');
    await page.clock.runFor(1);
    // The resumed rotation's timer starts when React commits, after this step of the fake clock.
    await page.waitForTimeout(200);
    await page.clock.runFor(4000);
    await expect.poll(selectedFeature).toContain('Content Intelligence');

    // How It Works steps and testimonials are clickable; previous/next and dots move the testimonial.
    await page
      .locator('#how-it-works')
      .getByRole('button', { name: /Publish & Schedule/ })
      .click();
    expect(await page.getByTestId('step-detail').first().textContent()).toContain('Publish now');
    await page.getByRole('button', { name: 'Show testimonial 4' }).first().click();
    await expect.poll(testimonial).toContain('Claire D.');
    await page.getByRole('button', { name: 'Next testimonial' }).first().click();
    await expect.poll(testimonial).toContain('Maya R.');
    await page.getByRole('button', { name: 'Previous testimonial' }).first().click();
    await expect.poll(testimonial).toContain('Claire D.');

    // The pointer resting on the stat cards pauses them.
    const before = await activeStat(page).textContent();
    await page.locator('[aria-label="Postforge at a glance"]').hover();
    await page.clock.runFor(6500);
    expect(await activeStat(page).textContent()).toBe(before);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('stops every rotation and keeps the hero clip still when the user prefers reduced motion', async () => {
    const { context, page } = await openPage(browser, 'landing-reduced-motion', { reducedMotion: 'reduce' });
    // The pre-rendered HTML never autoplays the clip: it would play before React runs.
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    expect(html).toMatch(/<video[^>]*>/);
    expect(/<video[^>]*>/.exec(html)?.[0]).not.toMatch(/autoplay/i);
    await openLanding(page, { pausedClock: true });
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.querySelector('video')?.paused)).toBe(true);
    await page.clock.runFor(20_000);
    expect(await activeStat(page).textContent()).toContain('Beta');
    const features = page.getByRole('tablist', { name: 'Features' });
    expect(await features.getByRole('tab', { selected: true }).textContent()).toContain(
      'AI Content Generation',
    );
    await context.close();
  });

  it('pauses the rotations while the tab is hidden and resumes them when it shows again', async () => {
    const { context, page } = await openPage(browser, 'landing-hidden-tab');
    await openLanding(page, { pausedClock: true });
    await page.mouse.move(1, 1);
    expect(await activeStat(page).textContent()).toContain('Beta');
    const setHidden = (isHidden: boolean) =>
      page.evaluate((hidden) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (hidden ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, isHidden);
    await setHidden(true);
    await page.waitForTimeout(100);
    await page.clock.runFor(10_000);
    expect(await activeStat(page).textContent()).toContain('Beta');
    await setHidden(false);
    await page.waitForTimeout(100);
    await page.clock.runFor(3000);
    await expect.poll(() => activeStat(page).textContent()).toContain('AI-Powered');
    await context.close();
  });

  it('plays the hero clip muted, and its toggle turns the sound track on and off', async () => {
    const { context, page } = await openPage(browser, 'landing-mute');
    await openLanding(page);
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    const toggle = page.getByRole('button', { name: 'Unmute video' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    const muteToggle = page.getByRole('button', { name: 'Mute video' });
    expect(await muteToggle.getAttribute('aria-pressed')).toBe('true');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
    // The clip really has sound: Chromium decodes its audio track while it plays.
    await expect
      .poll(
        () =>
          video.evaluate(
            (element) =>
              (element as HTMLVideoElement & { webkitAudioDecodedByteCount: number })
                .webkitAudioDecodedByteCount,
          ),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    await muteToggle.click();
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await visible(page.getByRole('button', { name: 'Unmute video' }));
    await context.close();
  });

  it('opens each top-bar section as an overlay that keeps focus inside and closes with Escape', async () => {
    const { context, page } = await openPage(browser, 'landing-overlays');
    await openLanding(page);
    for (const [button, heading] of [
      ['Features', 'Everything you need to create standout content'],
      ['How It Works', 'How It Works'],
      ['Pricing', 'Simple, transparent pricing'],
      ['Reviews', 'What creators say'],
    ] as const) {
      const opener = page.getByRole('banner').getByRole('button', { name: button, exact: true });
      await opener.click();
      const dialog = await visible(page.getByRole('dialog', { name: button }));
      await visible(dialog.getByRole('heading', { name: heading, level: 2 }));
      await settleAnimations(page);
      await expectAccessible(page);
      for (let index = 0; index < 12; index += 1) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // Radix gives focus back in a task after the dialog unmounts, so it may land a moment after the detach.
      await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
    }
    // Keyboard only: the section buttons are reachable and open with Enter.
    await page.getByRole('banner').getByRole('button', { name: 'Features', exact: true }).focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog', { name: 'Features' }));
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows the prices of the domain with annual billing by default, and the monthly ones on the toggle', async () => {
    const { context, page } = await openPage(browser, 'landing-pricing');
    await openLanding(page);
    const pricing = page.locator('#pricing');
    const annual = pricing.getByRole('button', { name: /Annual/ });
    expect(await annual.getAttribute('aria-pressed')).toBe('true');
    await visible(annual.getByText('Save 20%'));
    for (const plan of pricingPlans) {
      const card = pricing.getByTestId(`plan-${plan.id}`);
      expect(await card.getByTestId('price').textContent()).toBe(`$${plan.annualPrice}`);
      expect(await card.getByTestId('saving').textContent()).toContain(`$${annualSaving(plan)}`);
      expect(await card.getByRole('listitem').count()).toBe(plan.features.length);
      expect(await card.getByRole('link').getAttribute('href')).toBe('/app/create');
    }
    await pricing.getByRole('button', { name: 'Monthly' }).click();
    for (const plan of pricingPlans) {
      const card = pricing.getByTestId(`plan-${plan.id}`);
      expect(await card.getByTestId('price').textContent()).toBe(`$${plan.monthlyPrice}`);
      expect(await card.getByTestId('saving').count()).toBe(0);
    }
    await visible(pricing.getByRole('link', { name: 'Contact Sales' }));
    await context.close();
  });

  it('toggles FAQ groups and questions independently, with real mail and phone links', async () => {
    const { context, page } = await openPage(browser, 'landing-faq');
    await openLanding(page);
    const faq = page.locator('#faq');
    const gettingStarted = faq.getByRole('button', { name: 'Getting Started' });
    const security = faq.getByRole('button', { name: 'Security & Support' });
    await gettingStarted.click();
    await security.click();
    expect(await gettingStarted.getAttribute('aria-expanded')).toBe('true');
    expect(await security.getAttribute('aria-expanded')).toBe('true');
    const trial = faq.getByRole('button', { name: 'Is there a free trial?' });
    const start = faq.getByRole('button', { name: 'How do I start?' });
    await trial.click();
    await start.click();
    await visible(faq.getByText('a 7-day trial with 10 posts'));
    await start.click();
    expect(await start.getAttribute('aria-expanded')).toBe('false');
    expect(await trial.getAttribute('aria-expanded')).toBe('true');
    await visible(faq.getByText('within 24 hours').first()).catch(async () => {
      await faq.getByRole('button', { name: 'How fast is support?' }).click();
      await visible(faq.getByText('within 24 hours'));
    });
    expect(await faq.getByRole('link', { name: 'Email Us' }).getAttribute('href')).toMatch(/^mailto:.+@.+/);
    expect(await faq.getByRole('link', { name: 'Call Us' }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    await context.close();
  });

  it('links every information page and anchor from the footer, with Back to top', async () => {
    const { context, page } = await openPage(browser, 'landing-footer');
    await openLanding(page);
    const hrefs = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const path of [
      '/#features',
      '/#how-it-works',
      '/#pricing',
      '/api-docs',
      '/integrations',
      '/changelog',
      '/about',
      '/blog',
      '/careers',
      '/press-kit',
      '/contact',
      '/partners',
      '/resources',
      '/help-center',
      '/community',
      '/templates',
      '/case-studies',
      '/webinars',
      '/content-guide',
      '/privacy',
      '/terms',
      '/tea',
      '/cookies',
      '/security',
      '/gdpr',
      '/compliance',
      '#top',
    ]) {
      expect(hrefs).toContain(path);
    }
    for (const anchor of ['features', 'how-it-works', 'pricing', 'top']) {
      expect(await page.locator(`[id="${anchor}"]`).count()).toBe(1);
    }
    await page.getByRole('link', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('fits a phone, and axe-core finds nothing serious on the page', async () => {
    const { context, page } = await openPage(browser, 'landing-phone', {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await openLanding(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visible(page.getByRole('button', { name: 'Get Started Free' }));
    await settleAnimations(page);
    await expectAccessible(page);
    await context.close();
  });
});
