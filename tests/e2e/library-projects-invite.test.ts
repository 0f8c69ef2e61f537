import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody, startSmtpServer, type SmtpFake } from '../fakes/smtp-server.fake';
import { expectAccessible, openPage } from './support/browser';
import { fetchSessionUser, visible, waitForPath } from './support/flows';
import { expectHidden, expectVisible } from './support/generator';
import { useOwnerSuite } from './support/owner-suite';
import type { RunningServer } from './support/server';

/*
 * Inviting a collaborator to a project by e-mail (issue #14): the owner invites an address with no account from
 * the project's People section (a bad address is refused under the field, a second invitation is withdrawn), the
 * loopback SMTP server receives the e-mail, a second browser follows its link, registers, lands in the owner's
 * workspace, sees the project and can edit it; once the owner turns canEdit off, it cannot.
 */

const invitee = { name: 'Iris Invitee', email: 'iris@example.com', password: 'velvet harbour compass' };

describe('project invitations by e-mail', () => {
  let smtp: SmtpFake;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  useOwnerSuite(
    'library-projects-invite',
    (suite) => ({ server, browser, page } = suite),
    {},
    () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }),
  );

  const api = (method: 'POST' | 'PATCH', path: string, data: object) =>
    page.request.fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { 'x-postforge-csrf': '1' },
      data,
    });
  const openProject = async (target: Page) => {
    await target.goto(`${server.baseUrl}/app/content`);
    await target.getByRole('tab', { name: 'Projects' }).click();
    await target.getByRole('button', { name: 'Open project Spring Launch' }).click();
    await expectVisible(target.getByRole('heading', { name: 'Spring Launch' }));
  };
  let projectId = '';

  it('invites an address without an account from the project and shows it as Invited', async () => {
    const created = await api('POST', '/api/projects', { name: 'Spring Launch' });
    expect(created.status(), await created.text()).toBe(201);
    projectId = ((await created.json()) as { project: { id: string } }).project.id;
    await openProject(page);
    const people = page.getByRole('region', { name: 'People' });
    await expectVisible(people.getByText('No one works on this project yet.'));
    const field = people.getByRole('textbox', { name: 'Invite by e-mail' });
    await field.fill('not-an-address');
    await people.getByRole('button', { name: 'Invite', exact: true }).click();
    await expectVisible(people.getByText('Please enter a valid email address.'));

    await field.fill('second@example.com');
    await people.getByRole('button', { name: 'Invite', exact: true }).click();
    await expectVisible(page.getByText('Invitation sent to second@example.com'));
    await field.fill(invitee.email);
    await people.getByRole('button', { name: 'Invite', exact: true }).click();
    await expectVisible(page.getByText(`Invitation sent to ${invitee.email}`));
    const list = people.getByRole('list', { name: 'Collaborators and invitations' });
    await expect.poll(() => list.getByText('Invited', { exact: true }).count()).toBe(2);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/library-projects-invite-light.png', fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/library-projects-invite-390-dark.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });

    await people.getByRole('button', { name: 'Withdraw the invitation of second@example.com' }).click();
    await expectVisible(page.getByText('Invitation of second@example.com withdrawn'));
    await expectHidden(list.getByText('second@example.com'));
    await expect.poll(() => list.getByText('Invited', { exact: true }).count()).toBe(1);
  }, 120_000);

  it('lets the invitee register through the e-mailed link into the project, with its permissions', async () => {
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(invitee.email)).length).toBe(1);
    const mail = smtp.received.find((message) => message.to.includes(invitee.email));
    const body = decodedBody(mail?.raw ?? '');
    expect(body).toContain('Gina Generator invited you to work on the project "Spring Launch"');
    const link = /http:\/\/\S+\?invite=[\w-]+/.exec(body)?.[0];
    expect(link?.startsWith(`${server.baseUrl}/?invite=`)).toBe(true);

    const guest = await openPage(browser, 'project-invitee');
    await guest.page.goto(link ?? '');
    const dialog = await visible(guest.page.getByRole('dialog', { name: "You're invited" }));
    expect(await dialog.getByLabel('Email').inputValue()).toBe(invitee.email);
    await dialog.getByLabel('Name').fill(invitee.name);
    await dialog.getByLabel('Password', { exact: true }).fill(invitee.password);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await waitForPath(guest.page, '/app/create');
    expect(await fetchSessionUser(guest.page)).toMatchObject({ email: invitee.email });

    // In the owner's workspace: the project is there, and its default permissions let the invitee edit it.
    await openProject(guest.page);
    await expectVisible(guest.page.getByRole('button', { name: 'Edit Project' }));
    await expectVisible(guest.page.getByRole('button', { name: 'Add Assets' }).first());
    const people = guest.page.getByRole('region', { name: 'People' });
    await expectVisible(people.getByText(invitee.email));
    expect(await people.getByText('Invited', { exact: true }).count()).toBe(0);

    const locked = await api('PATCH', `/api/projects/${projectId}`, {
      permissions: { canEdit: false, canShare: false, canDelete: false },
    });
    expect(locked.status(), await locked.text()).toBe(200);
    await openProject(guest.page);
    expect(await guest.page.getByRole('button', { name: 'Edit Project' }).count()).toBe(0);
    expect(await guest.page.getByRole('button', { name: 'Add Assets' }).count()).toBe(0);
    expect(await guest.page.getByRole('button', { name: 'Delete Project' }).count()).toBe(0);
    expect(await people.getByRole('textbox', { name: 'Invite by e-mail' }).count()).toBe(0);
    expect(guest.consoleErrors).toEqual([]);
    await guest.context.close();

    await openProject(page);
    const ownerPeople = page.getByRole('region', { name: 'People' });
    await expectVisible(ownerPeople.getByText(invitee.email));
    expect(await ownerPeople.getByText('Invited', { exact: true }).count()).toBe(0);
  }, 120_000);
});
