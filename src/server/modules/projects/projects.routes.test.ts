import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryAsset } from '../../../shared/contracts/library';
import type { Project } from '../../../shared/contracts/projects';
import {
  registerInvitedUser,
  registerOwner,
  setWorkspaceRole,
  type TestAccount,
} from '../../testing/accounts.factory';
import { renderPng, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  projectDeleteMessage,
  projectEditMessage,
  projectPermissionsMessage,
  projectShareMessage,
  viewerProjectMessage,
} from './projects.policy';

interface ErrorAnswer {
  error: { message: string; fields?: Record<string, string> };
}

describe('projects routes', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let collaborator: TestAccount;
  const assetIds: string[] = [];

  const call = (jar: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, cookies: jar, ...(payload ? { payload } : {}) });
  const create = async (jar: string, payload: object) => {
    const response = await call(jar, 'POST', '/api/projects', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ project: Project }>().project;
  };
  const listProjects = async (jar: string, query = '') => {
    const response = await call(jar, 'GET', `/api/projects${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ projects: Project[] }>().projects;
  };
  const libraryOf = async (jar: string, projectId: string) => {
    const response = await call(jar, 'GET', `/api/library/assets?project=${projectId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ assets: LibraryAsset[]; total: number }>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com', name: 'Other' });
    collaborator = await registerInvitedUser(t, owner.jar, { email: 'Colla@Example.com', name: 'Colla' });
    // An existing account cannot join another workspace yet (a project invitation brings in new accounts only,
    // projects.invitations.test.ts): move the collaborator into the owner's workspace as an editor (their
    // personal workspace membership goes, so every request of theirs is scoped to the owner's).
    const pool = t.container.database.pool;
    await pool.query('delete from memberships where user_id = $1', [collaborator.session.user?.id]);
    await pool.query(`insert into memberships (workspace_id, user_id, role) values ($1, $2, 'editor')`, [
      owner.session.workspace?.id,
      collaborator.session.user?.id,
    ]);
    for (const [name, width] of [
      ['one.png', 40],
      ['two.png', 60],
      ['three.png', 80],
    ] as const) {
      const asset = await uploadAsset(t, owner.jar, {
        data: await renderPng(width, width),
        filename: name,
        contentType: 'image/png',
      });
      assetIds.push(asset.id);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('creates with defaults, lists newest first with counts and covers, searches, edits and reads', async () => {
    const blank = await call(owner.jar, 'POST', '/api/projects', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    const first = await create(owner.jar, { name: ' Product Launch ' });
    expect(first).toMatchObject({
      name: 'Product Launch',
      description: '',
      color: 'purple',
      contentType: 'general',
      collaborators: [],
      permissions: { canEdit: true, canShare: true, canDelete: true },
      createdBy: 'Owner',
      assetCount: 0,
      coverUrl: null,
      access: { canEdit: true, canShare: true, canDelete: true, canChangePermissions: true },
    });
    const second = await create(owner.jar, {
      name: 'Marketing Campaign',
      description: 'Spring ads',
      color: 'teal',
      contentType: 'series',
      outputFormats: ['webp', 'mp4'],
    });
    expect((await listProjects(owner.jar)).map((project) => project.name)).toEqual([
      'Marketing Campaign',
      'Product Launch',
    ]);
    expect((await listProjects(owner.jar, '?search=spring')).map((project) => project.id)).toEqual([
      second.id,
    ]);

    const added = await call(owner.jar, 'POST', `/api/projects/${second.id}/assets`, {
      assetIds: [assetIds[0], assetIds[1]],
    });
    expect(added.json()).toEqual({ count: 2 });
    const listed = (await listProjects(owner.jar)).find((project) => project.id === second.id);
    expect(listed?.assetCount).toBe(2);
    expect(listed?.coverUrl).toBe(`/media/${assetIds[1]}`);
    expect(Date.parse(listed?.modifiedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(second.modifiedAt));
    const inProject = await libraryOf(owner.jar, second.id);
    expect(inProject.assets.map((asset) => asset.id).sort()).toEqual([assetIds[0], assetIds[1]].sort());
    expect(inProject.assets.every((asset) => asset.projectId === second.id)).toBe(true);

    // An asset is in at most one project: adding it elsewhere moves it.
    await call(owner.jar, 'POST', `/api/projects/${first.id}/assets`, { assetIds: [assetIds[1]] });
    expect((await libraryOf(owner.jar, second.id)).total).toBe(1);
    expect((await libraryOf(owner.jar, first.id)).total).toBe(1);

    const edited = await call(owner.jar, 'PATCH', `/api/projects/${second.id}`, {
      name: 'Spring Campaign',
      color: 'pink',
    });
    expect(edited.json<{ project: Project }>().project).toMatchObject({
      name: 'Spring Campaign',
      color: 'pink',
      contentType: 'series',
      outputFormats: ['webp', 'mp4'],
      assetCount: 1,
    });
    const read = await call(owner.jar, 'GET', `/api/projects/${second.id}`);
    expect(read.json<{ project: Project }>().project.name).toBe('Spring Campaign');
  });

  it('removes assets from a project and deletes a project keeping its assets in the library', async () => {
    const project = await create(owner.jar, { name: 'Short-lived' });
    await call(owner.jar, 'POST', `/api/projects/${project.id}/assets`, { assetIds: assetIds.slice(0, 2) });
    const removed = await call(owner.jar, 'POST', `/api/projects/${project.id}/assets/remove`, {
      assetIds: [assetIds[0]],
    });
    expect(removed.json()).toEqual({ count: 1 });
    expect((await libraryOf(owner.jar, project.id)).assets.map((asset) => asset.id)).toEqual([assetIds[1]]);

    const deleted = await call(owner.jar, 'DELETE', `/api/projects/${project.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(owner.jar, 'GET', `/api/projects/${project.id}`)).statusCode).toBe(404);
    const library = await call(owner.jar, 'GET', '/api/library/assets');
    const all = library.json<{ assets: LibraryAsset[] }>().assets;
    expect(all).toHaveLength(3);
    expect(all.find((asset) => asset.id === assetIds[1])?.projectId).toBeNull();
  });

  it("answers 404 for another workspace's project and never lets its assets in", async () => {
    const project = await create(owner.jar, { name: 'Private' });
    expect(await listProjects(other.jar)).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', `/api/projects/${project.id}`, undefined],
      ['PATCH', `/api/projects/${project.id}`, { name: 'taken' }],
      ['DELETE', `/api/projects/${project.id}`, undefined],
      ['POST', `/api/projects/${project.id}/assets`, { assetIds: [assetIds[2]] }],
      ['POST', `/api/projects/${project.id}/assets/remove`, { assetIds: [assetIds[2]] }],
    ] as const) {
      expect((await call(other.jar, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    // The other workspace's own project cannot take the owner's assets.
    const theirs = await create(other.jar, { name: 'Theirs' });
    const moved = await call(other.jar, 'POST', `/api/projects/${theirs.id}/assets`, { assetIds });
    expect(moved.json()).toEqual({ count: 0 });
    expect((await libraryOf(other.jar, project.id)).total).toBe(0);
  });

  it('lets a viewer read projects but change nothing', async () => {
    const project = await create(owner.jar, { name: 'Read only' });
    await setWorkspaceRole(t, owner, 'viewer');
    try {
      const read = await listProjects(owner.jar);
      expect(read.find((item) => item.id === project.id)?.access).toEqual({
        canEdit: false,
        canShare: false,
        canDelete: false,
        canChangePermissions: false,
      });
      for (const [method, url, payload] of [
        ['POST', '/api/projects', { name: 'Nope' }],
        ['PATCH', `/api/projects/${project.id}`, { name: 'Nope' }],
        ['DELETE', `/api/projects/${project.id}`, undefined],
        ['POST', `/api/projects/${project.id}/assets`, { assetIds: [assetIds[2]] }],
        ['POST', `/api/projects/${project.id}/assets/remove`, { assetIds: [assetIds[2]] }],
      ] as const) {
        const response = await call(owner.jar, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json<ErrorAnswer>().error.message).toBe(viewerProjectMessage);
      }
    } finally {
      await setWorkspaceRole(t, owner, 'owner');
    }
  });

  it("enforces a project's permissions for its collaborators, and only for members of the workspace", async () => {
    const stranger = await call(owner.jar, 'POST', '/api/projects', {
      name: 'Team',
      collaborators: ['other@example.com'],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<ErrorAnswer>().error.fields?.collaborators).toBe(
      'other@example.com is not a member of this workspace.',
    );
    const project = await create(owner.jar, {
      name: 'Team',
      collaborators: ['colla@example.com'],
      permissions: { canEdit: true, canShare: false, canDelete: false },
    });
    expect(project.collaborators).toEqual(['colla@example.com']);
    const seen = (await listProjects(collaborator.jar)).find((item) => item.id === project.id);
    expect(seen?.access).toEqual({
      canEdit: true,
      canShare: false,
      canDelete: false,
      canChangePermissions: false,
    });
    // canEdit: details and assets.
    const renamed = await call(collaborator.jar, 'PATCH', `/api/projects/${project.id}`, { name: 'Team A' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const added = await call(collaborator.jar, 'POST', `/api/projects/${project.id}/assets`, {
      assetIds: [assetIds[2]],
    });
    expect(added.json()).toEqual({ count: 1 });
    // canShare, canDelete off; permissions are the manager's.
    for (const [method, payload, message] of [
      ['PATCH', { collaborators: [] }, projectShareMessage],
      [
        'PATCH',
        { permissions: { canEdit: true, canShare: true, canDelete: true } },
        projectPermissionsMessage,
      ],
      ['DELETE', undefined, projectDeleteMessage],
    ] as const) {
      const response = await call(collaborator.jar, method, `/api/projects/${project.id}`, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorAnswer>().error.message).toBe(message);
    }
    // The owner turns canEdit off: the collaborator can no longer change the project or its assets.
    await call(owner.jar, 'PATCH', `/api/projects/${project.id}`, {
      permissions: { canEdit: false, canShare: false, canDelete: true },
    });
    for (const [method, url, payload] of [
      ['PATCH', `/api/projects/${project.id}`, { name: 'Team B' }],
      ['POST', `/api/projects/${project.id}/assets/remove`, { assetIds: [assetIds[2]] }],
    ] as const) {
      const response = await call(collaborator.jar, method, url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorAnswer>().error.message).toBe(projectEditMessage);
    }
    // An editor not on the list only reads it; with canDelete on, the collaborator deletes it.
    const solo = await create(owner.jar, { name: 'Solo' });
    const notListed = await call(collaborator.jar, 'PATCH', `/api/projects/${solo.id}`, { name: 'x' });
    expect(notListed.statusCode).toBe(403);
    const removed = await call(collaborator.jar, 'DELETE', `/api/projects/${project.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
  });
});
