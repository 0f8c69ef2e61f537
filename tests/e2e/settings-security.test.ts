import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import {
  fetchSessionUser,
  logIn,
  logInAs,
  readOutboxLink,
  settleAnimations,
  visible,
  waitForPath,
  type TestAccount,
} from './support/flows';
import { startServer, type RunningServer } from './support/server';
import { signUpOwner } from './support/session';

/*
 * Settings > Profile > Password and security in the browser: the password change (rules, meter, wrong current
 * password, other sessions ended, old password refused), signing out another browser's session, the e-mail
 * change through the outbox link, the export downloaded and unzipped, and the deletion of the account. The
 * tests share one server and run in order as one member of the instance.
 *
 * Console errors: a refused request (400 wrong password, 401 after a session ends) is logged by Chromium as
 * 'Failed to load resource'; only those lines are filtered, anything else fails the test.
 */

const owner: TestAccount = {
  name: 'Oscar Owner',
  email: 'oscar@example.com',
  password: 'granite window orchard',
};
const member: TestAccount = {
  name: 'Mara Member',
  email: 'mara@example.com',
  password: 'silver kettle meadow',
};
const newPassword = 'Quiet-Harbour-42-lamps';
const newEmail = 'mara.new@example.com';

let server: RunningServer;
let browser: Browser;

const unexpected = (errors: string[]) => errors.filter((line) => !line.startsWith('Failed to load resource'));

async function api(path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-postforge-csrf': '1', origin: server.baseUrl, cookie },
    body: JSON.stringify(body),
  });
}

async function createMember(): Promise<void> {
  await signUpOwner(server.baseUrl, owner);
  const login = await api('/api/auth/login', { email: owner.email, password: owner.password });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const invitation = await api('/api/admin/invitations', { email: member.email }, cookie);
  expect(invitation.status).toBe(201);
  const token = new URL(((await invitation.json()) as { link: string }).link).searchParams.get('invite');
  const registered = await api('/api/auth/register', { ...member, invitationToken: token });
  expect(registered.status).toBe(201);
  // Registering signed the member in; that session ends so the browsers' sessions are the only ones.
  const memberCookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  expect((await api('/api/auth/logout', {}, memberCookie)).status).toBe(200);
}

async function openSecurity(page: Page) {
  await page.goto(`${server.baseUrl}/app/settings?tab=profile`);
  return visible(page.getByRole('region', { name: 'Password and security' }));
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await createMember();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('settings: password and security', () => {
  it('signs out another browser, then changes the password: old one refused, other sessions ended', async () => {
    const laptop = await openPage(browser, 'security-laptop');
    const phone = await openPage(browser, 'security-phone', { viewport: { width: 390, height: 844 } });
    await logInAs(laptop.page, server.baseUrl, member);
    await logInAs(phone.page, server.baseUrl, member);

    const section = await openSecurity(laptop.page);
    const sessions = section.getByRole('list', { name: 'Active sessions' });
    await visible(sessions.getByText('This device'));
    expect(await sessions.getByRole('listitem').count()).toBe(2);
    await settleAnimations(laptop.page);
    await expectAccessible(laptop.page);

    // Sign out the phone from the laptop.
    await sessions.getByRole('button', { name: /^Sign out / }).click();
    await visible(laptop.page.getByText('The session was signed out.'));
    expect(await fetchSessionUser(phone.page)).toBeNull();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    await visible(section.getByText('No other sessions: only this device is signed in.'));

    // The phone comes back; the password form checks the current password and the rules.
    await logInAs(phone.page, server.baseUrl, member);
    const form = section.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel(/^New password/).fill('password');
    await visible(form.getByRole('meter', { name: 'Strength' }));
    await form.getByLabel('Confirm new password').fill('password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await visible(form.getByText('This password is too common. Choose a less predictable one.'));

    await form.getByLabel(/^New password/).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(newPassword);
    await expect
      .poll(() => form.getByRole('meter', { name: 'Strength' }).getAttribute('aria-valuetext'))
      .toMatch(/Strong|Very strong/);
    await visible(form.getByRole('listitem').filter({ hasText: 'Special characters' }).getByText(', met'));
    await form.getByRole('button', { name: 'Change password' }).click();
    await visible(form.getByText('Your current password is incorrect.'));

    await form.getByLabel('Current password').fill(member.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await visible(laptop.page.getByText('Password changed. Your other sessions were signed out.'));
    expect(await fetchSessionUser(phone.page)).toBeNull();
    expect(await fetchSessionUser(laptop.page)).toMatchObject({ email: member.email });

    // The old password no longer logs in; the new one does.
    await logIn(phone.page, server.baseUrl, member.email, member.password);
    await visible(phone.page.getByText('Invalid email or password'));
    await logInAs(phone.page, server.baseUrl, { ...member, password: newPassword });
    member.password = newPassword;
    expect(unexpected(laptop.consoleErrors)).toEqual([]);
    await laptop.context.close();
    await phone.context.close();
  });

  it('changes the e-mail address through the link the outbox holds, for the signed-in member only', async () => {
    const memberPage = await openPage(browser, 'security-email');
    await logInAs(memberPage.page, server.baseUrl, member);
    const section = await openSecurity(memberPage.page);
    const form = section.getByRole('form', { name: 'E-mail address' });
    await form.getByLabel('New e-mail address').fill('not-an-address');
    await form.getByLabel('Current password').fill(member.password);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await visible(form.getByText('Please enter a valid email address'));
    await form.getByLabel('New e-mail address').fill(newEmail);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await visible(form.getByRole('status').filter({ hasText: newEmail }));

    // The owner reads the link in the outbox; opening it as the owner changes nothing.
    const ownerPage = await openPage(browser, 'security-email-owner');
    await logInAs(ownerPage.page, server.baseUrl, owner);
    await ownerPage.page.goto(`${server.baseUrl}/app/admin`);
    const link = await readOutboxLink(
      ownerPage.page,
      /Confirm your new Postforge e-mail address/,
      '/app/confirm-email?token=',
    );
    await ownerPage.page.goto(link);
    await ownerPage.page.getByRole('button', { name: 'Confirm new address' }).click();
    await visible(ownerPage.page.getByRole('alert').filter({ hasText: 'invalid or has expired' }));
    expect(await fetchSessionUser(ownerPage.page)).toMatchObject({ email: owner.email });

    await memberPage.page.goto(link);
    await visible(memberPage.page.getByRole('heading', { name: 'Confirm your new e-mail address' }));
    await expectAccessible(memberPage.page);
    await memberPage.page.getByRole('button', { name: 'Confirm new address' }).click();
    await visible(memberPage.page.getByText(`Your e-mail address is now ${newEmail}.`));
    expect(await fetchSessionUser(memberPage.page)).toMatchObject({ email: newEmail });
    member.email = newEmail;

    // The old address was told.
    await ownerPage.page.goto(`${server.baseUrl}/app/admin`);
    await visible(ownerPage.page.getByText('Your Postforge e-mail address was changed').first());
    expect(unexpected(memberPage.consoleErrors)).toEqual([]);
    await ownerPage.context.close();
    await memberPage.context.close();
  });

  it('downloads the export with progress, a zip of the member’s own data', async () => {
    const { page, context, consoleErrors } = await openPage(browser, 'security-export', {
      acceptDownloads: true,
    });
    await logInAs(page, server.baseUrl, member);
    const section = await openSecurity(page);
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Export my data' }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^postforge-export-\d{4}-\d{2}-\d{2}\.zip$/);
    await visible(section.getByText(/Your data was downloaded \(/));
    const path = await file.path();
    const entries = unzipSync(new Uint8Array(await readFile(path)));
    expect(Object.keys(entries).sort()).toEqual(
      expect.arrayContaining(['profile.json', 'posts.csv', 'posts.json', 'runs.json', 'workspaces.json']),
    );
    const profile = JSON.parse(strFromU8(entries['profile.json'] ?? new Uint8Array())) as { email: string };
    expect(profile.email).toBe(newEmail);
    const everything = Object.values(entries)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toContain(owner.email);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('refuses to delete the instance owner and deletes the member after the password', async () => {
    const ownerPage = await openPage(browser, 'security-delete-owner');
    await logInAs(ownerPage.page, server.baseUrl, owner);
    const ownerSection = await openSecurity(ownerPage.page);
    await visible(ownerSection.getByText('This account owns this Postforge instance and is its only owner'));
    expect(await ownerSection.getByRole('button', { name: 'Delete my account' }).count()).toBe(0);
    await ownerPage.context.close();

    const { page, context, consoleErrors } = await openPage(browser, 'security-delete', {
      viewport: { width: 390, height: 844 },
    });
    await logInAs(page, server.baseUrl, member);
    const section = await openSecurity(page);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Delete your account?' }));
    await visible(dialog.getByRole('button', { name: 'Export my data first' }));
    await settleAnimations(page);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await visible(dialog.getByText('Password is required'));
    await dialog.getByLabel('Type your password to confirm').fill('wrong password');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await visible(dialog.getByText('Your current password is incorrect.'));
    await dialog.getByLabel('Type your password to confirm').fill(member.password);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    const done = await visible(page.getByRole('dialog', { name: 'Account deleted' }));
    await visible(done.getByText('Your account was deleted.'));
    await done.getByRole('button', { name: 'Go to the home page' }).click();
    await waitForPath(page, '/');
    expect(await fetchSessionUser(page)).toBeNull();
    await logIn(page, server.baseUrl, member.email, member.password);
    await visible(page.getByText('Invalid email or password'));
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });
});
