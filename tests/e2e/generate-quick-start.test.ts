import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import {
  chooseRadioCard,
  choosePlatforms,
  expectDisabled,
  expectHidden,
  expectVisible,
  generateAndWaitForReview,
  openAdvancedSettings,
  openGenerator,
  postCards,
  readCharacterCount,
  readImageWidths,
  waitForRunCompleted,
} from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/** Quick Start on the offline providers: validation, settings, a full run, its review page and the empty review. */
describe('Generator: Quick Start (offline providers)', () => {
  let server: RunningServer;
  let browser: Browser;
  const prompt = 'Launching our refillable steel water bottle that keeps drinks cold for 24 hours';

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

  it('keeps Generate disabled without a prompt or without a platform, with the spec message', async () => {
    const { context, page } = await openPage(browser, 'quick-start-validation');
    await signIn(page, server.baseUrl);
    const screen = await openGenerator(page, server.baseUrl);

    // Fresh form: Instagram picked, empty prompt.
    expect(await screen.platform('Instagram').getAttribute('aria-pressed')).toBe('true');
    await expectDisabled(screen.generate);
    await screen.prompt.fill('   ');
    await expectDisabled(screen.generate);
    await screen.prompt.fill('A weekend sale on trail shoes');
    await expectDisabled(screen.generate, false);
    await expectVisible(page.getByText('This run makes 1 post.'));

    // Deselecting every platform: the message shows and Generate is disabled again.
    await choosePlatforms(page, []);
    await expectVisible(page.getByText('Please select at least one platform'));
    await expectDisabled(screen.generate);
    await screen.platform('LinkedIn').click();
    await expectHidden(page.getByText('Please select at least one platform'));
    await expectDisabled(screen.generate, false);

    await expectAccessible(page);
    for (const tab of ['From URL', 'Video Reels', 'Upload Media'] as const) {
      await screen.tab(tab).click();
      expect(await screen.tab(tab).getAttribute('aria-selected')).toBe('true');
      await expectAccessible(page);
    }
    // The form survives tab switches.
    await screen.tab('Quick Start').click();
    expect(await screen.prompt.inputValue()).toBe('A weekend sale on trail shoes');
    await context.close();
  });

  it('disables web search with the offline writer, with a line saying why', async () => {
    const { context, page } = await openPage(browser, 'quick-start-web-search');
    await signIn(page, server.baseUrl);
    await openGenerator(page, server.baseUrl);
    const webSearch = page.getByRole('switch', { name: 'Use current web information' });
    await expectDisabled(webSearch);
    expect(await webSearch.getAttribute('aria-checked')).toBe('false');
    await expectVisible(
      page.getByText(/^Web search needs an AI text provider; the offline writer cannot search\./),
    );
    await context.close();
  });

  it('makes AI Videos and AI Images exclusive and locks speech for a format without it', async () => {
    const { context, page } = await openPage(browser, 'quick-start-video-settings');
    await signIn(page, server.baseUrl);
    const screen = await openGenerator(page, server.baseUrl);
    await openAdvancedSettings(page);

    expect(await screen.aiImages.getAttribute('aria-checked')).toBe('true');
    expect(await screen.aiVideos.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('heading', { name: 'Video settings' }).count()).toBe(0);

    await screen.aiVideos.click();
    await expect.poll(() => screen.aiImages.getAttribute('aria-checked')).toBe('false');
    expect(await screen.aiVideos.getAttribute('aria-checked')).toBe('true');
    const panel = page.getByRole('region', { name: 'Video settings' });
    await expectVisible(panel);
    const speech = panel.getByRole('switch', { name: 'Speech' });
    expect(await speech.isDisabled()).toBe(false);
    if ((await speech.getAttribute('aria-checked')) !== 'true') await speech.click();
    await expect.poll(() => speech.getAttribute('aria-checked')).toBe('true');

    // Black & White has no speech: the toggle goes off and is locked.
    await chooseRadioCard(panel, /^Black & White/);
    await expect.poll(() => speech.getAttribute('aria-checked')).toBe('false');
    expect(await speech.isDisabled()).toBe(true);
    await expectVisible(panel.getByText('Black & White videos have no speech.'));
    expect(await panel.getByRole('group', { name: 'Voice' }).getByRole('radio').first().isDisabled()).toBe(
      true,
    );

    // A format with speech unlocks the toggle again.
    await chooseRadioCard(panel, /^Cinematic/);
    await expectDisabled(speech, false);

    await expectAccessible(page);

    // Turning AI Images back on switches AI Videos off and hides the panel.
    await screen.aiImages.click();
    await expect.poll(() => screen.aiVideos.getAttribute('aria-checked')).toBe('false');
    await expectHidden(panel);
    await context.close();
  });

  it('generates 2 platforms x 2 variations with AI images and reviews them; the run is stored', async () => {
    const { context, page, consoleErrors } = await openPage(browser, 'quick-start-run');
    await signIn(page, server.baseUrl);
    const screen = await openGenerator(page, server.baseUrl);
    await screen.prompt.fill(prompt);
    await choosePlatforms(page, ['Instagram', 'Twitter/X']);
    await openAdvancedSettings(page);

    // Normal is picked by default; Viral and Professional make 3: the rest are disabled.
    expect(await screen.variation('Normal').isChecked()).toBe(true);
    await screen.variation('Viral').click();
    await screen.variation('Professional').click();
    await expectVisible(page.getByText('(3 of 3 selected)'));
    for (const name of ['Engaging', 'Storytelling', 'Informative']) {
      expect(await screen.variation(name).isDisabled(), name).toBe(true);
    }
    expect(await screen.variation('Viral').isDisabled()).toBe(false);
    await screen.variation('Normal').click();
    await expectVisible(page.getByText('(2 of 3 selected)'));
    await expectDisabled(screen.variation('Engaging'), false);
    expect(await screen.aiImages.getAttribute('aria-checked')).toBe('true');
    await expectVisible(page.getByText('This run makes 4 posts.'));

    await screen.generate.click();
    // While the run is made: the button reads Generating... and the progress panel shows the step.
    await expectVisible(page.getByRole('button', { name: 'Generating...' }));
    await expectVisible(page.getByText(/^Step [1-4] of 4$/));
    await page.waitForURL(/\/app\/review\?run=/, { timeout: 60_000 });
    const runUrl = page.url();
    await waitForRunCompleted(page);

    const expectReview = async () => {
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Review & Export' }));
      await expectVisible(page.getByText(prompt).first());
      const about = page.getByRole('list', { name: 'About this generation' });
      expect((await about.getByRole('listitem').allInnerTexts()).sort()).toEqual([
        'English, detected from your brief',
        'Professional',
        'Viral',
      ]);
      // The offline writer is labelled.
      await expectVisible(page.getByRole('button', { name: /^Offline:/ }));
      // So are the offline cards.
      await expectVisible(page.getByText('Postforge offline card'));

      const cards = postCards(page);
      await expect.poll(() => cards.count()).toBe(4);
      for (const [platform, limit] of [
        ['Instagram', 2200],
        ['Twitter/X', 280],
      ] as const) {
        const section = page.getByRole('region', { name: new RegExp(`^${platform.replace('/', '\\/')}`) });
        await expectVisible(section.getByRole('heading', { name: `${platform} 2 variations` }));
        const platformCards = postCards(page).and(section.getByRole('listitem'));
        expect(await platformCards.count()).toBe(2);
        const titles = await section.getByRole('heading', { level: 4 }).allInnerTexts();
        expect(titles.sort()).toEqual([
          `AI Generated ${platform} Post - Professional`,
          `AI Generated ${platform} Post - Viral`,
        ]);
        for (let index = 0; index < 2; index += 1) {
          const card = platformCards.nth(index);
          const title = await card.getByRole('heading', { level: 4 }).innerText();
          const variation = title.endsWith('Viral') ? 'Viral' : 'Professional';
          // The variation badge beside the platform badge.
          expect(await card.getByText(variation, { exact: true }).count()).toBe(1);
          expect(await card.getByText(platform, { exact: true }).count()).toBe(1);
          const { count, limit: shownLimit } = await readCharacterCount(card);
          expect(shownLimit).toBe(limit);
          expect(count).toBeGreaterThan(0);
          expect(count).toBeLessThanOrEqual(limit);
          expect(await card.getByText(/over the .* limit/).count()).toBe(0);
          const widths = await readImageWidths(card);
          expect(widths).toHaveLength(1);
          expect(widths[0]).toBeGreaterThan(0);
        }
      }
    };
    await expectReview();
    await expectAccessible(page);

    // The run is stored: a reload shows the same posts.
    const titlesBefore = await postCards(page).getByRole('heading', { level: 4 }).allInnerTexts();
    await page.reload();
    await waitForRunCompleted(page);
    expect(page.url()).toBe(runUrl);
    await expectReview();
    expect(await postCards(page).getByRole('heading', { level: 4 }).allInnerTexts()).toEqual(titlesBefore);

    // Without a run: 'No Content to Review', Create Content, and the recent run to reopen.
    await page.goto(`${server.baseUrl}/app/review`);
    await expectVisible(page.getByRole('heading', { name: 'No Content to Review' }));
    await expectVisible(page.getByRole('link', { name: 'Create Content' }));
    const recent = page.getByRole('region', { name: 'Recent generations' });
    const recentRun = recent.getByRole('link', { name: new RegExp(prompt.slice(0, 30)) });
    await expectVisible(recentRun);
    expect(await recentRun.innerText()).toMatch(/4 posts[\s\S]*Completed/);
    await expectAccessible(page);
    await recentRun.click();
    await page.waitForURL(runUrl);
    await expect.poll(() => postCards(page).count()).toBe(4);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows a one-platform run without variations as a flat grid', async () => {
    const { context, page } = await openPage(browser, 'quick-start-second-run');
    await signIn(page, server.baseUrl);
    const screen = await openGenerator(page, server.baseUrl);
    await screen.prompt.fill('Tips for a first trail half marathon');
    await choosePlatforms(page, ['LinkedIn']);
    const runId = await generateAndWaitForReview(page);
    expect(runId).toMatch(/\S+/);
    // One platform, one (normal) variation: a flat grid with one card and no variation badges (only the
    // run's language).
    await expect.poll(() => postCards(page).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 3, name: 'AI Generated LinkedIn Post' }).count()).toBe(1);
    const about = page.getByRole('list', { name: 'About this generation' });
    expect(await about.getByRole('listitem').allInnerTexts()).toEqual(['English, detected from your brief']);
    await context.close();
  });
});
