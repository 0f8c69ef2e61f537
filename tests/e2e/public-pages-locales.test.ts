import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { hydrate } from './support/flows';
import { startServer, type RunningServer } from './support/server';

/*
 * The information pages in the interface languages (issue #10): a German visitor — by Accept-Language or the
 * saved language cookie — reads German headings and not one English paragraph, after hydration too; the
 * pre-rendered HTML of every language carries that language's h1 before any JavaScript runs.
 */

type Copy = { title: string } & Record<string, unknown>;
const copyOf = (page: string, locale: string): Copy =>
  JSON.parse(readFileSync(`content/pages/${page}/${locale}.json`, 'utf8')) as Copy;

/** Every text of a page's copy (titles, paragraphs, labels). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value)
      .filter(([key]) => key !== 'to' && key !== 'href' && key !== 'layout')
      .flatMap(([, child]) => textsOf(child));
  }
  return [];
}

/** The English sentences of a page (several words, so names and e-mail addresses do not count). */
const englishSentences = (page: string) =>
  textsOf(copyOf(page, 'en')).filter((text) => text.split(' ').length >= 4);

const headingsOf = (page: string, locale: string) =>
  (copyOf(page, locale).sections as { heading?: string }[]).flatMap((section) =>
    section.heading ? [section.heading] : [],
  );

/** The pages with translations (content/pages/<page>/de.json); each is served at /<page>. */
const translatedPages = readdirSync('content/pages').filter((id) =>
  existsSync(`content/pages/${id}/de.json`),
);

describe('information pages in the interface languages', () => {
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

  it.each([
    ['/about', 'Accept-Language', 'about'],
    ['/privacy', 'cookie', 'privacy'],
  ])('%s in German (by %s) shows German headings and no English paragraph', async (path, by, id) => {
    const { context, page, consoleErrors } = await openPage(browser, `de ${path}`, {
      locale: by === 'Accept-Language' ? 'de-DE' : 'en-US',
      reducedMotion: 'reduce',
    });
    if (by === 'cookie') {
      await context.addCookies([{ name: 'postforge_locale', value: 'de', url: server.baseUrl }]);
    }
    const response = await page.goto(`${server.baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    await hydrate(page);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    const german = copyOf(id, 'de');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(german.title);
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(expect.arrayContaining(headingsOf(id, 'de')));
    expect(headings).not.toEqual(expect.arrayContaining(headingsOf(id, 'en').slice(0, 1)));
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' }).first().isVisible()).resolves.toBe(
      true,
    );
    const shown = await page.locator('main').innerText();
    expect(englishSentences(id).filter((sentence) => shown.includes(sentence))).toEqual([]);
    for (const paragraph of textsOf(german.sections).filter((text) => text.split(' ').length >= 8)) {
      expect(shown).toContain(paragraph);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("every information page reads in the visitor's language after hydration (de, es, fr in turn)", async () => {
    const languages = ['de', 'es', 'fr'] as const;
    const opened = await Promise.all(
      languages.map((locale) => openPage(browser, `${locale} pages`, { locale, reducedMotion: 'reduce' })),
    );
    for (const [index, id] of translatedPages.entries()) {
      const locale = languages[index % languages.length] ?? 'de';
      const { page, consoleErrors } = opened[index % languages.length] ?? opened[0]!;
      await page.goto(`${server.baseUrl}/${id}`);
      await hydrate(page);
      await expect(page.getByRole('heading', { level: 1 }).textContent(), id).resolves.toBe(
        copyOf(id, locale).title,
      );
      // English that the translation does not share (names, product terms) must not show anywhere.
      const translated = new Set(textsOf(copyOf(id, locale)));
      const english = englishSentences(id).filter((sentence) => !translated.has(sentence));
      const shown = await page.locator('main').innerText();
      expect(
        english.filter((sentence) => shown.includes(sentence)),
        `${locale} /${id}`,
      ).toEqual([]);
      expect(consoleErrors, id).toEqual([]);
    }
    await Promise.all(opened.map(({ context }) => context.close()));
  }, 180_000);

  it("the landing page shows the operator's testimonials in French and their contact data (content/site.json)", async () => {
    const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as {
      contact: { email: string };
      testimonials: { name: string; quote: Record<string, string> }[];
    };
    const { context, page, consoleErrors } = await openPage(browser, 'fr landing', {
      locale: 'fr-FR',
      reducedMotion: 'reduce',
    });
    await page.goto(server.baseUrl);
    await hydrate(page);
    const first = site.testimonials[0];
    const shown = await page.getByTestId('testimonial').first().textContent();
    expect(shown).toContain(first?.quote.fr);
    expect(shown).toContain(first?.name);
    expect(shown).not.toContain(first?.quote.en);
    const mail = page.locator(`footer a[href="mailto:${site.contact.email}"]`);
    await expect(mail.count()).resolves.toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.each(['en', 'de', 'es', 'fr'])(
    'the pre-rendered HTML in %s carries that language and its h1 on every translated page',
    async (locale) => {
      expect(translatedPages).toEqual(expect.arrayContaining(['about', 'privacy']));
      for (const id of translatedPages) {
        const response = await fetch(`${server.baseUrl}/${id}`, {
          headers: { cookie: `postforge_locale=${locale}` },
        });
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${locale}"`);
        const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
        const title = copyOf(id, locale).title.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
        expect(h1).toBe(title);
        if (locale !== 'en') expect(html).not.toContain(`>${copyOf(id, 'en').title}<`);
      }
    },
  );
});
