import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** How long a generation run may take on this shared machine before a test gives up. */
export const runTimeoutMs = 60_000;

/** Waits until the locator is visible (playwright-core has no web-first `expect`). */
export async function expectVisible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Waits until the locator is gone or hidden. */
export async function expectHidden(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** Polls a locator's disabled state until it matches. */
export async function expectDisabled(locator: Locator, isDisabled = true): Promise<void> {
  await expect.poll(() => locator.isDisabled(), { timeout: 10_000 }).toBe(isDisabled);
}

/** The parts of /app/create the tests drive, found the way a user finds them (roles and labels). */
export function generatorScreen(page: Page) {
  const settings = page.getByRole('complementary', { name: 'Generation settings' });
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Postforge Agent' }),
    tab: (name: 'Quick Start' | 'From URL' | 'Video Reels' | 'Upload Media') =>
      page.getByRole('tab', { name }),
    prompt: page.getByLabel('What would you like to post about?'),
    settings,
    platform: (name: string) =>
      settings.getByRole('group', { name: 'Platforms' }).getByRole('button', { name, exact: true }),
    advancedSettings: settings.getByRole('button', { name: 'Advanced Settings' }),
    variation: (name: string) => settings.getByRole('checkbox', { name, exact: true }),
    aiImages: settings.getByRole('switch', { name: 'AI Images' }),
    aiVideos: settings.getByRole('switch', { name: 'AI Videos' }),
    generate: settings.getByRole('button', { name: /^(Generate Content|Generating\.\.\.)$/ }),
    progress: page.getByRole('progressbar', { name: /^Step \d of 4$/ }),
    alerts: page.getByRole('alert'),
  };
}

/** Opens /app/create (the session cookie must be in the page's context) and waits for the heading. */
export async function openGenerator(
  page: Page,
  baseUrl: string,
): Promise<ReturnType<typeof generatorScreen>> {
  await page.goto(`${baseUrl}/app/create`);
  const screen = generatorScreen(page);
  await expectVisible(screen.heading);
  return screen;
}

/** Sets the platform picker to exactly `names` (e.g. ['Instagram', 'Twitter/X']). */
export async function choosePlatforms(page: Page, names: readonly string[]): Promise<void> {
  const group = generatorScreen(page).settings.getByRole('group', { name: 'Platforms' });
  const buttons = group.getByRole('button');
  const count = await buttons.count();
  for (let index = 0; index < count; index += 1) {
    const button = buttons.nth(index);
    const name = (await button.innerText()).trim();
    const isPressed = (await button.getAttribute('aria-pressed')) === 'true';
    if (isPressed !== names.includes(name)) await button.click();
  }
  for (const name of names) {
    await expect.poll(() => generatorScreen(page).platform(name).getAttribute('aria-pressed')).toBe('true');
  }
}

/** Opens Advanced Settings when it is closed. */
export async function openAdvancedSettings(page: Page): Promise<void> {
  const toggle = generatorScreen(page).advancedSettings;
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expectVisible(generatorScreen(page).variation('Viral'));
}

/** Clicks Generate and waits for /app/review?run=…; returns the run id. */
export async function generateAndWaitForReview(page: Page): Promise<string> {
  const screen = generatorScreen(page);
  await screen.generate.click();
  await page.waitForURL(/\/app\/review\?run=/, { timeout: runTimeoutMs });
  const runId = new URL(page.url()).searchParams.get('run') ?? '';
  expect(runId).not.toBe('');
  await waitForRunCompleted(page);
  return runId;
}

/** Waits on the review page until the run is done: the grid is no longer busy and the count is final. */
export async function waitForRunCompleted(page: Page): Promise<void> {
  await expectVisible(page.getByRole('heading', { level: 2, name: /^Generated posts/ }), runTimeoutMs);
  await page
    .locator('section[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: runTimeoutMs });
}

/** The review page's post cards (each card is an item of a grid list with a post title heading). */
export function postCards(page: Page): Locator {
  return page
    .getByRole('region', { name: /^Generated posts/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Copy' }) });
}

/** naturalWidth of every <img> inside the locator once loaded (0 for a broken image). */
export async function readImageWidths(scope: Locator): Promise<number[]> {
  const images = scope.locator('img');
  const count = await images.count();
  const widths: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    widths.push(
      await image.evaluate(async (element: HTMLImageElement) => {
        if (!element.complete) {
          await new Promise((resolve) => {
            element.addEventListener('load', resolve, { once: true });
            element.addEventListener('error', resolve, { once: true });
          });
        }
        return element.naturalWidth;
      }),
    );
  }
  return widths;
}

/** Reads '{count} / {limit} characters' of a card. */
export async function readCharacterCount(card: Locator): Promise<{ count: number; limit: number }> {
  const text = await card.getByText(/^[\d,]+ \/ [\d,]+ characters/).innerText();
  const match = /^([\d,]+) \/ ([\d,]+) characters/.exec(text);
  const toNumber = (value: string | undefined) => Number((value ?? '').replaceAll(',', ''));
  return { count: toNumber(match?.[1]), limit: toNumber(match?.[2]) };
}

/**
 * Picks a visually hidden radio by clicking its card (the label around it), as a pointer user does, and waits
 * until it is checked.
 */
export async function chooseRadioCard(scope: Locator, name: RegExp): Promise<void> {
  const radio = scope.getByRole('radio', { name });
  await scope
    .locator('label')
    .filter({ has: scope.page().getByRole('radio', { name }) })
    .click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

/** A finished run as the API returns it (the fields the tests read). */
export interface FinishedRun<TPost> {
  runId: string;
  posts: TPost[];
}

/**
 * Starts a generation run through the API in the page's session and polls it until it ends; fails the test
 * unless it completed. Used by tests whose subject is what happens after a run, not the create screen.
 */
export async function generateThroughApi<TPost>(
  page: Page,
  baseUrl: string,
  data: Record<string, unknown>,
): Promise<FinishedRun<TPost>> {
  const started = await page.request.post(`${baseUrl}/api/generation/runs`, {
    headers: { 'x-postforge-csrf': '1' },
    data,
  });
  expect(started.status(), await started.text()).toBe(202);
  const { runId } = (await started.json()) as { runId: string };
  const deadline = Date.now() + runTimeoutMs;
  let run = { status: 'running', posts: [] as TPost[] };
  while (run.status === 'running' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    run = (await (await page.request.get(`${baseUrl}/api/generation/runs/${runId}`)).json()) as typeof run;
  }
  expect(run.status).toBe('completed');
  return { runId, posts: run.posts };
}
