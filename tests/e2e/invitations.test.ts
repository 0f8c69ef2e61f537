import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import {
  defaultOwner,
  fetchSessionUser,
  openLoginDialog,
  readOutboxLink,
  registerOwner,
  submitLogin,
  visible,
  waitForPath,
  type TestAccount,
} from './support/flows';
import { startServer, type RunningServer } from './support/server';

/*
 * Invitations and password reset on an instance without SMTP: the owner's Instance page (/app/admin) shows
 * the invitation link once and keeps every e-mail in its outbox, which is how the owner reads a reset link
 * to pass on. The tests share one server and run in order: the invitee of the first resets their password
 * in the second.
 *
 * A reset token is only checked when the form is sent (the server has no "is this token valid" call), so
 * "opening a used link again" shows the invalid-link message after the user submits a new password there.
 *
 * Console errors: a wrong password (401) and a used reset token (400) are deliberate; Chromium logs each as
 * 'Failed to load resource'. Only the test that provokes them filters exactly those lines.
 */

const invitee: TestAccount = {
  name: 'Ivy Invitee',
  email: 'ivy@example.com',
  password: 'copper meadow whistle',
};
const newPassword = 'granite orchard seventy';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openInstancePage(page: Page): Promise<void> {
  await page.goto(`${server.baseUrl}/app/admin`);
  await visible(page.getByRole('heading', { name: 'E-mail outbox' }));
}

describe('invitations and password reset', () => {
  it('lets the owner invite an address whose owner then registers through the link', async () => {
    const owner = await openPage(browser, 'invite-owner');
    await registerOwner(owner.page, server.baseUrl);
    await owner.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Instance' })
      .click();
    await waitForPath(owner.page, '/app/admin');
    await visible(owner.page.getByText('No invitations yet.'));
    await visible(owner.page.getByText('No e-mail sent yet.'));

    const inviteEmail = owner.page.getByRole('textbox', { name: 'Email', exact: true });
    const sendInvitation = owner.page.getByRole('button', { name: 'Send invitation' });
    await sendInvitation.click();
    await visible(owner.page.getByText('Email is required'));
    await inviteEmail.fill('not-an-address');
    await sendInvitation.click();
    await visible(owner.page.getByText('Please enter a valid email address'));
    await inviteEmail.fill(invitee.email);
    await sendInvitation.click();

    const linkField = await visible(
      owner.page.getByRole('textbox', { name: `Invitation link for ${invitee.email}` }),
    );
    const link = await linkField.inputValue();
    expect(link.startsWith(`${server.baseUrl}/?invite=`)).toBe(true);
    const invitation = await visible(owner.page.getByRole('row').filter({ hasText: invitee.email }));
    await visible(invitation.getByText('Pending'));
    await visible(owner.page.locator('summary', { hasText: 'Your invitation to Postforge' }));
    expect(await readOutboxLink(owner.page, /Your invitation to Postforge/, '/?invite=')).toBe(link);

    // The invitee, in a browser of their own.
    const guest = await openPage(browser, 'invitee-register');
    await guest.page.goto(link);
    const invited = await visible(guest.page.getByRole('dialog', { name: "You're invited" }));
    const email = invited.getByLabel('Email');
    expect(await email.inputValue()).toBe(invitee.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await invited.getByLabel('Name').fill(invitee.name);
    await invited.getByLabel('Password', { exact: true }).fill('short');
    await invited.getByRole('button', { name: 'Create account' }).click();
    await visible(invited.getByText('Password must be at least 8 characters.'));
    await invited.getByLabel('Password', { exact: true }).fill(invitee.password);
    await invited.getByRole('button', { name: 'Create account' }).click();
    await waitForPath(guest.page, '/app/create');
    expect(await fetchSessionUser(guest.page)).toMatchObject({ email: invitee.email });

    // Not the owner: no Instance entry, and the page itself says so.
    const nav = guest.page.getByRole('navigation', { name: 'Main' });
    await visible(nav.getByRole('link', { name: 'Home', exact: true }));
    expect(await nav.getByRole('link', { name: 'Instance' }).count()).toBe(0);
    await guest.page.goto(`${server.baseUrl}/app/admin`);
    await visible(guest.page.getByText('Only the owner of this instance can open this page.'));
    expect(guest.consoleErrors).toEqual([]);
    await guest.context.close();

    await owner.page.reload();
    const accepted = await visible(owner.page.getByRole('row').filter({ hasText: invitee.email }));
    await visible(accepted.getByText('Accepted'));
    expect(owner.consoleErrors).toEqual([]);
    await owner.context.close();

    // The link is single-use: a later visitor gets the private-beta view with a notice.
    const late = await openPage(browser, 'invite-reused');
    await late.page.goto(link);
    const reused = await visible(late.page.getByRole('dialog', { name: 'Coming Soon' }));
    await visible(
      reused.getByText('This invitation link is invalid, has expired or was already used.', { exact: false }),
    );
    expect(late.consoleErrors).toEqual([]);
    await late.context.close();
  });

  it('resets a forgotten password with the link from the outbox', async () => {
    // The invitee is still signed in on a second device; the reset will end that session.
    const otherDevice = await openPage(browser, 'reset-other-device');
    await openLoginDialog(otherDevice.page, server.baseUrl);
    await submitLogin(otherDevice.page, invitee.email, invitee.password);
    await waitForPath(otherDevice.page, '/app/create');

    const { context, page, consoleErrors } = await openPage(browser, 'reset-invitee');
    const login = await openLoginDialog(page, server.baseUrl);
    await login.getByLabel('Email').fill(invitee.email);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = await visible(page.getByRole('dialog', { name: 'Reset your password' }));
    expect(await forgot.getByLabel('Email').inputValue()).toBe(invitee.email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    const sent = await visible(page.getByRole('dialog', { name: 'Check your email' }));
    await visible(
      sent.getByText('If an account exists for that email, we sent a link to reset the password.'),
    );

    const owner = await openPage(browser, 'reset-owner-outbox');
    await openLoginDialog(owner.page, server.baseUrl);
    await submitLogin(owner.page, defaultOwner.email, defaultOwner.password);
    await waitForPath(owner.page, '/app/create');
    await openInstancePage(owner.page);
    const newest = owner.page.locator('li:has(summary)').first();
    expect(await newest.locator('summary').textContent()).toContain(`To ${invitee.email}`);
    const link = await readOutboxLink(owner.page, /Reset your Postforge password/, '/reset-password?token=');
    expect(link.startsWith(`${server.baseUrl}/reset-password?token=`)).toBe(true);
    expect(owner.consoleErrors).toEqual([]);
    await owner.context.close();

    await page.goto(link);
    await visible(page.getByRole('heading', { name: 'Set a new password' }));
    await expectAccessible(page);
    const password = page.getByLabel('New password', { exact: true });
    const confirmation = page.getByLabel('Confirm password', { exact: true });
    const change = page.getByRole('button', { name: 'Change password' });
    await password.fill('short');
    await confirmation.fill('short');
    await change.click();
    await visible(page.getByText('Password must be at least 8 characters.'));
    await password.fill(newPassword);
    await confirmation.fill(`${newPassword}!`);
    await change.click();
    await visible(page.getByText('Passwords do not match'));
    await confirmation.fill(newPassword);
    await change.click();
    await visible(page.getByRole('status').filter({ hasText: 'Your password has been changed.' }));

    // Every other session of the account ended.
    await otherDevice.page.reload();
    expect(await fetchSessionUser(otherDevice.page)).toBeNull();
    expect(otherDevice.consoleErrors).toEqual([]);
    await otherDevice.context.close();

    await page.getByRole('link', { name: 'Log In' }).click();
    await waitForPath(page, /^\/\?login=login$/);
    await submitLogin(page, invitee.email, invitee.password);
    await visible(
      page.getByRole('dialog').getByRole('alert').filter({ hasText: 'Invalid email or password' }),
    );
    await submitLogin(page, invitee.email, newPassword);
    await waitForPath(page, '/app/create');
    expect(await fetchSessionUser(page)).toMatchObject({ email: invitee.email });

    // The link worked once.
    const reuse = await openPage(browser, 'reset-link-reused');
    await reuse.page.goto(link);
    await reuse.page.getByLabel('New password', { exact: true }).fill('another fine password');
    await reuse.page.getByLabel('Confirm password', { exact: true }).fill('another fine password');
    await reuse.page.getByRole('button', { name: 'Change password' }).click();
    await visible(
      reuse.page
        .getByRole('alert')
        .filter({ hasText: 'This reset link is invalid or has expired. Request a new one.' }),
    );
    await reuse.page.getByRole('link', { name: 'Request a new reset link' }).click();
    await visible(reuse.page.getByRole('dialog', { name: 'Reset your password' }));

    // Without a token the page explains what it needs.
    await reuse.page.goto(`${server.baseUrl}/reset-password`);
    await visible(reuse.page.getByText('this address has no reset token', { exact: false }));
    await visible(reuse.page.getByRole('link', { name: 'Request a reset link' }));

    const deliberate = [
      'Failed to load resource: the server responded with a status of 401',
      'Failed to load resource: the server responded with a status of 400',
    ];
    const unexpected = (lines: string[]) => lines.filter((line) => !deliberate.some((d) => line.includes(d)));
    expect(unexpected(consoleErrors)).toEqual([]);
    expect(unexpected(reuse.consoleErrors)).toEqual([]);
    await reuse.context.close();
    await context.close();
  });
});
