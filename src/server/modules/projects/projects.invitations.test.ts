import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../shared/contracts/accounts';
import type { Project, ProjectInvitation } from '../../../shared/contracts/projects';
import { decodedBody, startSmtpServer, type SmtpFake } from '../../../../tests/fakes/smtp-server.fake';
import {
  registerInvitedUser,
  registerOwner,
  testPassword,
  type TestAccount,
} from '../../testing/accounts.factory';
import { cookiesFrom, createTestApp, type TestApp } from '../../testing/test-app';
import { viewerProjectMessage } from './projects.policy';

interface InviteAnswer {
  outcome: 'added' | 'invited';
  project: Project;
  invitation: ProjectInvitation | null;
}

describe('project invitations by e-mail', () => {
  let smtp: SmtpFake;
  let t: TestApp;
  let owner: TestAccount;
  let outsider: TestAccount;
  let project: Project;

  const call = (jar: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, cookies: jar, ...(payload ? { payload } : {}) });
  const invite = (jar: string, projectId: string, email: string) =>
    call(jar, 'POST', `/api/projects/${projectId}/invitations`, { email });
  const pending = async (jar: string, projectId: string) => {
    const response = await call(jar, 'GET', `/api/projects/${projectId}/invitations`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ invitations: ProjectInvitation[] }>().invitations;
  };
  /** The registration token of the last e-mail the SMTP fake received for `email`. */
  const tokenMailedTo = async (email: string) => {
    await expect.poll(() => smtp.received.some((mail) => mail.to.includes(email))).toBe(true);
    const mail = smtp.received.filter((message) => message.to.includes(email)).at(-1);
    const body = decodedBody(mail?.raw ?? '');
    const token = /\?invite=([\w-]+)/.exec(body)?.[1];
    if (!token) throw new Error(`no invitation link in ${body}`);
    return { token, body, raw: mail?.raw ?? '' };
  };
  const register = async (email: string, invitationToken: string, name = 'Newcomer') => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name, email, password: testPassword, invitationToken },
    });
    return response;
  };
  const registerThroughMail = async (email: string, name: string): Promise<TestAccount> => {
    const { token } = await tokenMailedTo(email);
    const response = await register(email, token, name);
    expect(response.statusCode, response.body).toBe(201);
    return {
      email,
      password: testPassword,
      jar: cookiesFrom(response),
      session: response.json<SessionInfo>(),
    };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    owner = await registerOwner(t);
    outsider = await registerInvitedUser(t, owner.jar, { email: 'outsider@example.com', name: 'Outsider' });
    const created = await call(owner.jar, 'POST', '/api/projects', { name: 'Spring launch' });
    expect(created.statusCode, created.body).toBe(201);
    project = created.json<{ project: Project }>().project;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  }, 60_000);

  it('e-mails an address without an account and shows it as pending on the project', async () => {
    const response = await invite(owner.jar, project.id, '  New.Person@Example.com ');
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<InviteAnswer>();
    expect(answer.outcome).toBe('invited');
    expect(answer.project.collaborators).toEqual([]);
    expect(answer.invitation).toMatchObject({ email: 'new.person@example.com' });
    expect((await pending(owner.jar, project.id)).map((row) => row.email)).toEqual([
      'new.person@example.com',
    ]);
    const { body, raw } = await tokenMailedTo('new.person@example.com');
    expect(raw).toMatch(/Subject: =\?UTF-8\?Q\?Owner_invited_you_to_the_project_=22Spri/);
    expect(body).toContain('Owner invited you to work on the project "Spring launch"');
    expect(body).toContain('works once, for 14 days');
    const again = await invite(owner.jar, project.id, 'new.person@example.com');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'new.person@example.com has already been invited to this project.',
    );
  });

  it("registers the invitee through the e-mail's link into the inviting workspace and the project", async () => {
    const { token } = await tokenMailedTo('new.person@example.com');
    const mode = await t.request({ method: 'GET', url: `/api/registration?invite=${token}` });
    expect(mode.json()).toMatchObject({ mode: 'invitation', invitedEmail: 'new.person@example.com' });
    const newcomer = await registerThroughMail('new.person@example.com', 'Newcomer');
    expect(newcomer.session.workspace).toEqual({
      id: owner.session.workspace?.id,
      name: owner.session.workspace?.name,
      role: 'editor',
    });
    // The account still has its own personal workspace; its requests use the invited one.
    const memberships = await t.container.database.pool.query<{ is_personal: boolean; role: string }>(
      `select w.is_personal, m.role from memberships m join workspaces w on w.id = m.workspace_id
       where m.user_id = $1 and w.created_by = $1`,
      [newcomer.session.user?.id],
    );
    expect(memberships.rows).toEqual([{ is_personal: true, role: 'owner' }]);
    const read = await call(newcomer.jar, 'GET', `/api/projects/${project.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ project: Project }>().project.collaborators).toEqual(['new.person@example.com']);
    expect(await pending(owner.jar, project.id)).toEqual([]);
    // The link works once.
    const reuse = await register('new.person@example.com', token);
    expect(reuse.statusCode).toBe(403);
  });

  it("enforces the project's permissions on the new collaborator", async () => {
    const { token } = await (async () => {
      expect((await invite(owner.jar, project.id, 'perm@example.com')).statusCode).toBe(201);
      return tokenMailedTo('perm@example.com');
    })();
    const response = await register('perm@example.com', token, 'Perm');
    expect(response.statusCode, response.body).toBe(201);
    const jar = cookiesFrom(response);
    const editOnly = { canEdit: true, canShare: false, canDelete: false };
    const setPermissions = await call(owner.jar, 'PATCH', `/api/projects/${project.id}`, {
      permissions: editOnly,
    });
    expect(setPermissions.statusCode, setPermissions.body).toBe(200);
    expect(
      (await call(jar, 'PATCH', `/api/projects/${project.id}`, { description: 'by perm' })).statusCode,
    ).toBe(200);
    const share = await invite(jar, project.id, 'friend@example.com');
    expect(share.statusCode).toBe(403);
    expect(share.json().error.message).toBe(
      'You do not have permission to change who works on this project.',
    );
    expect((await call(jar, 'DELETE', `/api/projects/${project.id}`)).statusCode).toBe(403);
    const permissions = { canEdit: false, canShare: true, canDelete: false };
    expect((await call(owner.jar, 'PATCH', `/api/projects/${project.id}`, { permissions })).statusCode).toBe(
      200,
    );
    const edit = await call(jar, 'PATCH', `/api/projects/${project.id}`, { name: 'Renamed' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.message).toBe('You do not have permission to edit this project.');
    const shared = await invite(jar, project.id, 'friend@example.com');
    expect(shared.statusCode, shared.body).toBe(201);
    expect(shared.json<InviteAnswer>().outcome).toBe('invited');
  });

  it('adds an editor of the workspace at once and refuses a viewer and an account outside it', async () => {
    const second = (await call(owner.jar, 'POST', '/api/projects', { name: 'Second' })).json<{
      project: Project;
    }>().project;
    const added = await invite(owner.jar, second.id, 'NEW.PERSON@example.com');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<InviteAnswer>()).toMatchObject({ outcome: 'added', invitation: null });
    expect(added.json<InviteAnswer>().project.collaborators).toEqual(['new.person@example.com']);
    expect(await pending(owner.jar, second.id)).toEqual([]);
    const mailsBefore = smtp.received.length;
    const outside = await invite(owner.jar, second.id, 'outsider@example.com');
    expect(outside.statusCode).toBe(409);
    expect(outside.json().error.message).toBe(
      'outsider@example.com already has a Postforge account outside this workspace. Accounts cannot join another workspace yet.',
    );
    // perm@example.com (registered in the previous test) becomes a viewer of the workspace.
    await t.container.database.pool.query(
      `update memberships set role = 'viewer' where workspace_id = $1
       and user_id = (select id from users where email = 'perm@example.com')`,
      [owner.session.workspace?.id],
    );
    const refused = await invite(owner.jar, second.id, 'perm@example.com');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'perm@example.com is a viewer of this workspace; only editors can work on a project.',
    );
    expect(smtp.received.length).toBe(mailsBefore);
  });

  it('answers 403 to a viewer and 404 to another workspace, changing nothing', async () => {
    const viewerResponse = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'perm@example.com', password: testPassword, rememberMe: false },
    });
    const viewerJar = cookiesFrom(viewerResponse);
    const asViewer = await invite(viewerJar, project.id, 'someone@example.com');
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json().error.message).toBe(viewerProjectMessage);
    const asOutsider = await invite(outsider.jar, project.id, 'someone@example.com');
    expect(asOutsider.statusCode).toBe(404);
    expect((await call(outsider.jar, 'GET', `/api/projects/${project.id}/invitations`)).statusCode).toBe(404);
    expect((await pending(owner.jar, project.id)).map((row) => row.email)).toEqual(['friend@example.com']);
  });

  it('withdraws a pending invitation: its link no longer registers anyone', async () => {
    const [friend] = await pending(owner.jar, project.id);
    const { token } = await tokenMailedTo('friend@example.com');
    const byOutsider = await call(
      outsider.jar,
      'DELETE',
      `/api/projects/${project.id}/invitations/${friend?.id}`,
    );
    expect(byOutsider.statusCode).toBe(404);
    const withdrawn = await call(
      owner.jar,
      'DELETE',
      `/api/projects/${project.id}/invitations/${friend?.id}`,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await pending(owner.jar, project.id)).toEqual([]);
    const late = await register('friend@example.com', token);
    expect(late.statusCode).toBe(403);
    expect(late.json().error.message).toMatch(/private beta/);
  });

  it('scopes the invitee to the inviting workspace by rule, also when it is not a personal one', async () => {
    // Before this rule, the first personal workspace of a user won: a team workspace lost to the invitee's own.
    await t.container.database.pool.query('update workspaces set is_personal = false where id = $1', [
      owner.session.workspace?.id,
    ]);
    expect((await invite(owner.jar, project.id, 'team@example.com')).statusCode).toBe(201);
    const teamMate = await registerThroughMail('team@example.com', 'Team Mate');
    expect(teamMate.session.workspace?.id).toBe(owner.session.workspace?.id);
    const session = await call(teamMate.jar, 'GET', '/api/session');
    expect(session.json<SessionInfo>().workspace?.id).toBe(owner.session.workspace?.id);
  });
});

describe('project invitations: rate limit', () => {
  let t: TestApp;
  let owner: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_INVITATIONS_PER_USER: '2' });
    owner = await registerOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('refuses a user past RATE_LIMIT_INVITATIONS_PER_USER invitations in 10 minutes with 429', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/projects',
      cookies: owner.jar,
      payload: { name: 'Busy' },
    });
    const projectId = created.json<{ project: Project }>().project.id;
    const invite = (email: string) =>
      t.request({
        method: 'POST',
        url: `/api/projects/${projectId}/invitations`,
        cookies: owner.jar,
        payload: { email },
      });
    expect((await invite('one@example.com')).statusCode).toBe(201);
    expect((await invite('two@example.com')).statusCode).toBe(201);
    const third = await invite('three@example.com');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    const pending = await t.request({
      method: 'GET',
      url: `/api/projects/${projectId}/invitations`,
      cookies: owner.jar,
    });
    expect(pending.json<{ invitations: ProjectInvitation[] }>().invitations).toHaveLength(2);
  });
});
