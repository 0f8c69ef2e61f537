import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/server/integrations/ai/language/detect-language';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import {
  choosePlatforms,
  expectVisible,
  generateAndWaitForReview,
  openGenerator,
  postCards,
} from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/** The Language control of /app/create and the run's language on the review page (offline writer). */
describe('Generator: output language', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    await signUpOwner(server.baseUrl);
  });

  afterEach(({ task }) => {
    if (task.result?.state === 'fail') console.error(`server log:\n${server.output().slice(-6000)}`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('writes German posts when German is chosen, and the review shows the language', async () => {
    const { context, page } = await openPage(browser, 'language-german');
    await signIn(page, server.baseUrl);
    const screen = await openGenerator(page, server.baseUrl);

    const language = screen.settings.getByRole('combobox', { name: 'Language' });
    await expectVisible(language);
    expect(await language.innerText()).toBe('Auto: the language of your brief');
    await language.click();
    await page.getByRole('option', { name: 'German', exact: true }).click();
    expect(await language.innerText()).toBe('German');
    await expectVisible(screen.settings.getByText('Posts, transcript and narration are in German.'));
    await expectAccessible(page);

    await screen.prompt.fill(
      'Sommerfest im Vereinsheim am 21. Juni ab 15:00 Uhr: Kuchen für 2,50 € und Live-Musik.',
    );
    await choosePlatforms(page, ['Instagram', 'LinkedIn']);
    await generateAndWaitForReview(page);

    const about = page.getByRole('list', { name: 'About this generation' });
    await expectVisible(about.getByText('German, as chosen'));
    const cards = postCards(page);
    await expect.poll(() => cards.count()).toBe(2);
    for (const content of await cards.locator('p.whitespace-pre-wrap').allInnerTexts()) {
      expect(content).toContain('am 21. Juni ab 15:00 Uhr');
      expect(content).not.toMatch(/Let us know|Follow us|Thanks for reading|The takeaway|experience with/u);
      await expect(detectLanguage(content)).resolves.toBe('de');
    }
    await expectAccessible(page);

    // The run keeps its language after a reload.
    await page.reload();
    await expectVisible(
      page.getByRole('list', { name: 'About this generation' }).getByText('German, as chosen'),
    );
    await context.close();
  });
});
