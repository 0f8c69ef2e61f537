import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveMediaDir } from '../../config/config';
import { createGenerationStore } from '../generation/generation.store';
import {
  logIn,
  registerInvitedUser,
  registerOwner,
  signedInEmail,
  type TestAccount,
} from '../../testing/accounts.factory';
import { renderPng, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { soleOwnerDeletionMessage } from './account-security.policy';

describe('account security: export my data and delete my account', () => {
  let t: TestApp;
  let owner: TestAccount;
  let member: TestAccount;
  let third: TestAccount;
  let memberAssetId: string;
  let ownerAssetId: string;
  let teamWorkspaceId: string;

  const query = <R extends object>(sql: string, values: unknown[] = []) =>
    t.container.database.pool.query<R & Record<string, unknown>>(sql, values);
  const userIdOf = (account: TestAccount) => account.session.user?.id ?? '';
  const workspaceOf = (account: TestAccount) => account.session.workspace?.id ?? '';

  async function addRun(account: TestAccount, workspaceId: string, content: string) {
    const store = createGenerationStore(t.container.database.db);
    const runId = crypto.randomUUID();
    await store.insertRun(workspaceId, {
      id: runId,
      method: 'prompt',
      status: 'completed',
      prompt: `brief: ${content}`,
      input: {},
      createdBy: userIdOf(account),
    });
    await store.insertPostsWithRun(
      workspaceId,
      runId,
      [
        {
          id: crypto.randomUUID(),
          position: 1,
          platform: 'linkedin',
          variation: 'normal',
          title: 'AI Generated LinkedIn Post',
          content,
          hashtags: ['#launch'],
          generationMethod: 'prompt',
        },
      ],
      {},
    );
    return runId;
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    member = await registerInvitedUser(t, owner.jar, { email: 'member@example.com', name: 'Mia' });
    third = await registerInvitedUser(t, owner.jar, { email: 'third@example.com', name: 'Theo' });
    memberAssetId = (
      await uploadAsset(t, member.jar, {
        data: await renderPng(),
        filename: 'mine.png',
        contentType: 'image/png',
      })
    ).id;
    ownerAssetId = (
      await uploadAsset(t, owner.jar, {
        data: await renderPng(),
        filename: 'owner.png',
        contentType: 'image/png',
      })
    ).id;
    await addRun(member, workspaceOf(member), '=SUM(A1) "quoted", with comma\nand a line');
    await addRun(owner, workspaceOf(owner), 'OWNER-ONLY post text');
    // The member also writes in the owner's workspace, and owns a team workspace with the third user.
    await query(`insert into memberships (workspace_id, user_id, role) values ($1, $2, 'editor')`, [
      workspaceOf(owner),
      userIdOf(member),
    ]);
    await addRun(member, workspaceOf(owner), 'member wrote this in the owner workspace');
    teamWorkspaceId = crypto.randomUUID();
    await query(`insert into workspaces (id, name, is_personal, created_by) values ($1, 'Team', false, $2)`, [
      teamWorkspaceId,
      userIdOf(member),
    ]);
    await query(
      `insert into memberships (workspace_id, user_id, role, created_at) values
        ($1, $2, 'owner', now() - interval '1 day'), ($1, $3, 'editor', now())`,
      [teamWorkspaceId, userIdOf(member), userIdOf(third)],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('exports the caller’s data as a zip, and nothing of anyone else', async () => {
    const response = await t.request({ method: 'GET', url: '/api/account/export', cookies: member.jar });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="postforge-export-/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const read = (name: string) => JSON.parse(strFromU8(files[name] ?? new Uint8Array())) as unknown;

    expect(read('profile.json')).toMatchObject({ email: 'member@example.com', name: 'Mia' });
    expect(read('preferences.json')).toMatchObject({ theme: 'system', locale: null });
    expect(read('notifications.json')).toEqual([]);
    const workspaces = read('workspaces.json') as { workspaceId: string; role: string }[];
    expect(workspaces.map((row) => row.workspaceId).sort()).toEqual(
      [workspaceOf(member), workspaceOf(owner), teamWorkspaceId].sort(),
    );
    const runs = read('runs.json') as { prompt: string }[];
    expect(runs).toHaveLength(2);
    const posts = read('posts.json') as { content: string }[];
    expect(posts.map((post) => post.content)).toContain('member wrote this in the owner workspace');
    const csv = strFromU8(files['posts.csv'] ?? new Uint8Array());
    expect([...(files['posts.csv'] ?? []).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.startsWith('run_id,post_id,')).toBe(true);
    expect(csv).toContain(`"'=SUM(A1) ""quoted"", with comma\nand a line"`);

    // Media of the workspaces the member owns only: their own upload, not the owner's.
    const media = read('media/index.json') as { id: string; file: string }[];
    expect(media.map((row) => row.id)).toEqual([memberAssetId]);
    const file = files[media[0]?.file ?? ''];
    const [row] = (
      await query<{ storage_key: string }>('select storage_key from assets where id = $1', [memberAssetId])
    ).rows;
    const stored = await readFile(join(resolveMediaDir(t.config), row?.storage_key ?? 'missing'));
    expect(Buffer.from(file ?? []).equals(stored)).toBe(true);

    const everything = Object.entries(files)
      .map(([name, bytes]) => `${name}\n${name.endsWith('.png') ? '' : strFromU8(bytes)}`)
      .join('\n');
    expect(everything).not.toContain('OWNER-ONLY');
    expect(everything).not.toContain(ownerAssetId);
    expect(everything).not.toContain(owner.email);
    expect(everything).not.toMatch(/password|argon2|session_token/i);
  });

  it('needs a session to export', async () => {
    expect((await t.request({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });

  it('refuses to delete the instance owner, its only owner', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/account/delete',
      cookies: owner.jar,
      payload: { currentPassword: owner.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(soleOwnerDeletionMessage);
    expect(await signedInEmail(t, owner.jar)).toBe(owner.email);
  });

  it('refuses a wrong password and deletes nothing', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/account/delete',
      cookies: member.jar,
      payload: { currentPassword: 'not my password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ currentPassword: 'Your current password is incorrect.' });
    expect(await signedInEmail(t, member.jar)).toBe(member.email);
  });

  it('deletes the account: its own workspace and files, its memberships elsewhere, its sessions', async () => {
    const [asset] = (
      await query<{ storage_key: string }>('select storage_key from assets where id = $1', [memberAssetId])
    ).rows;
    const filePath = join(resolveMediaDir(t.config), asset?.storage_key ?? 'missing');
    expect(existsSync(filePath)).toBe(true);
    const otherSession = await logIn(t, { email: member.email, password: member.password });

    const response = await t.request({
      method: 'POST',
      url: '/api/account/delete',
      cookies: member.jar,
      payload: { currentPassword: member.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/session_token=;|Max-Age=0/i);

    const userId = userIdOf(member);
    expect((await query('select 1 from users where id = $1', [userId])).rowCount).toBe(0);
    expect((await query('select 1 from sessions where user_id = $1', [userId])).rowCount).toBe(0);
    expect((await query('select 1 from memberships where user_id = $1', [userId])).rowCount).toBe(0);
    expect((await query('select 1 from workspaces where id = $1', [workspaceOf(member)])).rowCount).toBe(0);
    expect((await query('select 1 from assets where id = $1', [memberAssetId])).rowCount).toBe(0);
    expect(existsSync(filePath)).toBe(false);
    expect((await query(`select 1 from email_outbox where "to" = 'member@example.com'`)).rowCount).toBe(0);
    // What they wrote in the owner's workspace stays, without an author; the team keeps an owner.
    const kept = await query<{ created_by: string | null }>(
      'select created_by from generation_runs where workspace_id = $1',
      [workspaceOf(owner)],
    );
    expect(kept.rows).toHaveLength(2);
    expect(kept.rows.some((row) => row.created_by === null)).toBe(true);
    const team = await query<{ user_id: string; role: string }>(
      'select user_id, role from memberships where workspace_id = $1',
      [teamWorkspaceId],
    );
    expect(team.rows).toEqual([{ user_id: userIdOf(third), role: 'owner' }]);
    expect((await query('select 1 from assets where id = $1', [ownerAssetId])).rowCount).toBe(1);

    expect(await signedInEmail(t, member.jar)).toBeNull();
    expect(await signedInEmail(t, otherSession.jar)).toBeNull();
    const login = await logIn(t, { email: member.email, password: member.password });
    expect(login.response.statusCode).toBe(401);
    expect(await signedInEmail(t, owner.jar)).toBe(owner.email);
  });
});
