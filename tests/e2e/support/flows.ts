import type { Page } from 'playwright-core';

/** Registers the first owner account through the login dialog on a fresh instance. */
export async function registerOwner(page: Page, baseUrl: string, account = defaultOwner): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /register/i })
    .click();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /create (the owner )?account/i }).click();
  await page.waitForURL(/\/app\/create$/);
}

/** Logs in through the dialog opened from the landing page. */
export async function logIn(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
  rememberMe = false,
): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The account the browser tests register first. */
export const defaultOwner = {
  name: 'Olivia Owner',
  email: 'olivia@example.com',
  password: 'violet harbour lantern',
};
