import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** An account the browser tests sign up through the API. */
export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

/** The owner account the generation tests register on a fresh instance. */
export const generationOwner: TestAccount = {
  name: 'Gina Generator',
  email: 'gina@example.com',
  password: 'copper meadow lantern',
};

/**
 * Registers the first account of a fresh instance (it becomes the owner) through the API, outside any browser
 * context; tests then call {@link signIn} in their own context. The UI sign-up is covered by the account tests.
 */
export async function signUpOwner(baseUrl: string, account = generationOwner): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-postforge-csrf': '1', origin: baseUrl },
    body: JSON.stringify({ name: account.name, email: account.email, password: account.password }),
  });
  expect(response.status, await response.text()).toBe(201);
}

/** Logs an existing account in through the API: the page's context then holds the session cookie. */
export async function signIn(page: Page, baseUrl: string, account = generationOwner): Promise<void> {
  const response = await page.request.post(`${baseUrl}/api/auth/login`, {
    headers: { 'x-postforge-csrf': '1' },
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}
