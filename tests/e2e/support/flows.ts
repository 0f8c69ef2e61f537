import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A person the browser tests sign up or log in as. */
export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

/** The account the browser tests register first (the instance owner). */
export const defaultOwner: TestAccount = {
  name: 'Olivia Owner',
  email: 'olivia@example.com',
  password: 'violet harbour lantern',
};

/** Name of the session cookie over plain HTTP (better-auth with the `postforge` prefix). */
export const sessionCookieName = 'postforge.session_token';

/** The open account dialog (login, register, waitlist or forgot-password view). */
export function accountDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Waits until the page's path (and query, when the pattern has one) matches. */
export async function waitForPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL((url) =>
    typeof path === 'string' ? url.pathname === path : path.test(`${url.pathname}${url.search}`),
  );
}

/** Waits for a locator to be visible and returns it (playwright-core has no `expect(locator)`). */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

/** Waits for the finite CSS animations (dialog pop-in, fades) to end, so axe sees final colours. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Lets a pre-rendered public page load its app as a visitor does (src/web/boot/boot.ts loads it on the first
 * interaction, or when idle once the cookie banner is answered): the pointer moves over the page's top-left
 * corner, then this waits until React has hydrated the page.
 */
export async function hydrate(page: Page): Promise<void> {
  await page.mouse.move(3, 3);
  await page.mouse.move(1, 1);
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** Opens the landing page and the login dialog through 'Get Started Free', as a visitor does. */
export async function openLoginDialog(page: Page, baseUrl: string): Promise<Locator> {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  return visible(page.getByRole('dialog', { name: 'Log in to Postforge' }));
}

/** Fills and submits the login view of an open dialog (does not wait for the outcome). */
export async function submitLogin(
  page: Page,
  email: string,
  password: string,
  rememberMe = false,
): Promise<void> {
  const dialog = await visible(page.getByRole('dialog', { name: 'Log in to Postforge' }));
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
}

/** Logs in through the dialog opened from the landing page (does not wait for the outcome). */
export async function logIn(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
  rememberMe = false,
): Promise<void> {
  await openLoginDialog(page, baseUrl);
  await submitLogin(page, email, password, rememberMe);
}

/** Logs in and waits for the generator, where a successful login lands. */
export async function logInAs(page: Page, baseUrl: string, account: TestAccount): Promise<void> {
  await logIn(page, baseUrl, account.email, account.password);
  await waitForPath(page, '/app/create');
}

/**
 * Registers the first owner account through the dialog on a fresh instance: Get Started Free opens the
 * 'Create the owner account' form directly → /app/create.
 */
export async function registerOwner(page: Page, baseUrl: string, account = defaultOwner): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  const register = await visible(page.getByRole('dialog', { name: 'Create the owner account' }));
  await register.getByLabel('Name').fill(account.name);
  await register.getByLabel('Email').fill(account.email);
  await register.getByLabel('Password', { exact: true }).fill(account.password);
  await register.getByRole('button', { name: 'Create account' }).click();
  await waitForPath(page, '/app/create');
}

/** The session cookie of a context, if any. */
export async function getSessionCookie(context: BrowserContext) {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === sessionCookieName);
}

/** Who the server thinks the page's browser is: GET /api/session from inside the page (same origin). */
export async function fetchSessionUser(page: Page): Promise<{ email: string } | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/session', { headers: { accept: 'application/json' } });
    const body = (await response.json()) as { user: { email: string } | null };
    return body.user;
  });
}

/** Whether <html> carries the `dark` class. */
export async function isDarkTheme(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains('dark'));
}

/**
 * On /app/admin (owner): opens the newest outbox e-mail whose subject matches and returns the first link in
 * its body that contains `linkPart` (e.g. '/reset-password?token='). The outbox is a list of disclosures.
 */
export async function readOutboxLink(page: Page, subject: RegExp, linkPart: string): Promise<string> {
  const email = page
    .locator('li')
    .filter({ has: page.locator('summary', { hasText: subject }) })
    .first();
  await email.locator('summary').click();
  const link = await visible(email.locator(`a[href*="${linkPart}"]`).first());
  const href = await link.getAttribute('href');
  expect(href).toContain(linkPart);
  return href ?? '';
}
