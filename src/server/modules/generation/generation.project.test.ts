import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryAsset } from '../../../shared/contracts/library';
import type { Project } from '../../../shared/contracts/projects';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

/*
 * A run started inside a project (issue #14): its images land in the project, and a project the caller cannot
 * put assets in (another workspace's, or none) refuses the run before anything is stored.
 */
describe('generation: a run inside a project', () => {
  let t: TestApp;
  let owner: TestAccount;
  let stranger: TestAccount;

  const createProject = async (account: TestAccount, name: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/projects',
      cookies: account.jar,
      payload: { name },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ project: Project }>().project;
  };
  const input = (projectId: string) => ({
    method: 'prompt' as const,
    prompt: 'Our bakery opens a second shop on Main Street this Saturday',
    platforms: ['instagram' as const, 'linkedin' as const],
    variations: ['normal' as const],
    aiImages: true,
    projectId,
  });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    // An invited user starts in a workspace of their own.
    stranger = await registerInvitedUser(t, owner.jar, { email: 'stranger@example.com', name: 'Stranger' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("puts the run's images in the project", async () => {
    const project = await createProject(owner, 'Spring launch');
    const run = await generate(t, owner.jar, input(project.id));
    expect(run.status, run.error ?? '').toBe('completed');
    const imageIds = run.posts.map((post) => post.imageAssetId).filter((id) => id !== null);
    expect(imageIds).toHaveLength(2);

    const listed = await t.request({
      method: 'GET',
      url: `/api/library/assets?project=${project.id}`,
      cookies: owner.jar,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const { assets } = listed.json<{ assets: LibraryAsset[] }>();
    expect(assets.map((asset) => asset.id).sort()).toEqual([...imageIds].sort());
    expect(assets.every((asset) => asset.projectId === project.id && asset.source === 'ai-generated')).toBe(
      true,
    );

    // A run without a project leaves its images out of every project.
    const plain = await generate(t, owner.jar, { ...input(project.id), projectId: undefined });
    const plainImage = plain.posts[0]?.imageAssetId;
    const again = await t.request({
      method: 'GET',
      url: `/api/library/assets?project=${project.id}`,
      cookies: owner.jar,
    });
    expect(again.json<{ total: number }>().total).toBe(2);
    expect(plainImage).toBeTruthy();
  }, 180_000);

  it("refuses another workspace's project and one that does not exist, storing no run", async () => {
    const theirs = await createProject(stranger, 'Not yours');
    const before = await t.request({ method: 'GET', url: '/api/generation/runs', cookies: owner.jar });
    const runsBefore = before.json<{ runs: unknown[] }>().runs.length;
    for (const projectId of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/generation/runs',
        cookies: owner.jar,
        payload: input(projectId),
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(
        'This project does not exist.',
      );
    }
    const after = await t.request({ method: 'GET', url: '/api/generation/runs', cookies: owner.jar });
    expect(after.json<{ runs: unknown[] }>().runs).toHaveLength(runsBefore);
  });
});
