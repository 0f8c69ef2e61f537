import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandColorMessage, type BrandPack } from '../../../shared/contracts/brand-packs';
import { defaultBrandColors } from '../../../shared/domain/brand-packs';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { renderMp4, renderPng, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { viewerBrandPackMessage } from './brand-packs.policy';
import { brandLogoMessage, brandPackNotFoundMessage } from './brand-packs.service';

interface ErrorAnswer {
  error: { message: string; fields?: Record<string, string> };
}

const palette = {
  primary: '#0E7490',
  secondary: '#155E75',
  accent: '#F59E0B',
  background: '#082F49',
  text: '#F8FAFC',
};

describe('brand packs routes', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let viewer: TestAccount;
  let logoId: string;
  let videoId: string;
  let othersImageId: string;

  const call = (jar: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, cookies: jar, ...(payload ? { payload } : {}) });
  const create = async (jar: string, payload: object) => {
    const response = await call(jar, 'POST', '/api/brand-packs', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ brandPack: BrandPack }>().brandPack;
  };
  const list = async (jar: string) => {
    const response = await call(jar, 'GET', '/api/brand-packs');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ brandPacks: BrandPack[] }>().brandPacks;
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com', name: 'Other' });
    viewer = await registerInvitedUser(t, owner.jar, { email: 'viewer@example.com', name: 'Viewer' });
    // There is no endpoint to join a workspace yet: move the viewer into the owner's workspace.
    const pool = t.container.database.pool;
    await pool.query('delete from memberships where user_id = $1', [viewer.session.user?.id]);
    await pool.query(`insert into memberships (workspace_id, user_id, role) values ($1, $2, 'viewer')`, [
      owner.session.workspace?.id,
      viewer.session.user?.id,
    ]);
    const png = (name: string) => ({ data: renderPng(80, 40), filename: name, contentType: 'image/png' });
    logoId = (await uploadAsset(t, owner.jar, { ...png('logo.png'), data: await renderPng(80, 40) })).id;
    othersImageId = (await uploadAsset(t, other.jar, { ...png('theirs.png'), data: await renderPng(80, 40) }))
      .id;
    videoId = (
      await uploadAsset(t, owner.jar, {
        data: await renderMp4(1),
        filename: 'clip.mp4',
        contentType: 'video/mp4',
      })
    ).id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('creates with defaults, validates every field, edits and deletes', async () => {
    const blank = await call(owner.jar, 'POST', '/api/brand-packs', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    const badColour = await call(owner.jar, 'POST', '/api/brand-packs', {
      name: 'Bad',
      colors: { ...palette, accent: 'orange' },
    });
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json<ErrorAnswer>().error.message).toContain(brandColorMessage);
    const badPlatform = await call(owner.jar, 'POST', '/api/brand-packs', {
      name: 'Bad',
      platforms: ['myspace'],
    });
    expect(badPlatform.statusCode).toBe(400);
    for (const logoAssetId of [videoId, othersImageId]) {
      const badLogo = await call(owner.jar, 'POST', '/api/brand-packs', { name: 'Bad', logoAssetId });
      expect(badLogo.statusCode).toBe(400);
      expect(badLogo.json<ErrorAnswer>().error).toMatchObject({
        message: brandLogoMessage,
        fields: { logoAssetId: brandLogoMessage },
      });
    }
    expect(await list(owner.jar)).toEqual([]);

    const plain = await create(owner.jar, { name: ' Primary Brand ' });
    expect(plain).toMatchObject({
      name: 'Primary Brand',
      description: '',
      colors: defaultBrandColors,
      fonts: { primary: '', secondary: '' },
      logo: null,
      guidelines: '',
      platforms: [],
      isActive: false,
      createdBy: 'Owner',
    });
    const full = await create(owner.jar, {
      name: 'Christmas Campaign',
      description: 'Winter offers',
      colors: palette,
      fonts: { primary: 'Inter', secondary: 'Georgia' },
      logoAssetId: logoId,
      guidelines: 'Warm, plain words. No exclamation marks.',
      platforms: ['instagram', 'linkedin', 'tiktok', 'youtube'],
    });
    expect(full).toMatchObject({
      colors: palette,
      fonts: { primary: 'Inter', secondary: 'Georgia' },
      logo: { assetId: logoId, url: `/media/${logoId}`, title: 'logo.png' },
      platforms: ['instagram', 'linkedin', 'tiktok', 'youtube'],
    });
    expect((await list(owner.jar)).map((pack) => pack.name)).toEqual(['Christmas Campaign', 'Primary Brand']);

    const edited = await call(owner.jar, 'PATCH', `/api/brand-packs/${full.id}`, {
      name: 'Winter Campaign',
      logoAssetId: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ brandPack: BrandPack }>().brandPack).toMatchObject({
      name: 'Winter Campaign',
      logo: null,
      colors: palette,
    });
    // The viewer reads the packs but changes nothing.
    expect((await list(viewer.jar)).length).toBe(2);
    const refused = await call(viewer.jar, 'PATCH', `/api/brand-packs/${full.id}`, { name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorAnswer>().error.message).toBe(viewerBrandPackMessage);

    expect((await call(owner.jar, 'DELETE', `/api/brand-packs/${plain.id}`)).statusCode).toBe(200);
    expect((await list(owner.jar)).map((pack) => pack.id)).toEqual([full.id]);
    // Deleting the logo's asset leaves the pack without a logo.
    await call(owner.jar, 'PATCH', `/api/brand-packs/${full.id}`, { logoAssetId: logoId });
    await t.container.database.pool.query('delete from assets where id = $1', [logoId]);
    expect((await list(owner.jar))[0]?.logo).toBeNull();
  });

  it('keeps one active pack per workspace, and another workspace sees none of them', async () => {
    const first = await create(owner.jar, { name: 'Product Launch' });
    const second = await create(owner.jar, { name: 'Social Media' });
    const activate = (jar: string, id: string, isActive = true) =>
      call(jar, 'POST', `/api/brand-packs/${id}/active`, { isActive });

    expect((await activate(owner.jar, first.id)).json<{ brandPack: BrandPack }>().brandPack.isActive).toBe(
      true,
    );
    // Two activations at once still leave exactly one active pack.
    await Promise.all([activate(owner.jar, second.id), activate(owner.jar, first.id)]);
    expect((await list(owner.jar)).filter((pack) => pack.isActive)).toHaveLength(1);
    await activate(owner.jar, second.id);
    const packs = await list(owner.jar);
    expect(packs[0]).toMatchObject({ id: second.id, isActive: true });
    expect(packs.filter((pack) => pack.isActive).map((pack) => pack.id)).toEqual([second.id]);
    expect((await t.container.brandPacks.findStyle(owner.session.workspace?.id ?? ''))?.name).toBe(
      'Social Media',
    );

    // Another workspace: its list is empty and every pack of this one is a 404.
    expect(await list(other.jar)).toEqual([]);
    for (const response of [
      await call(other.jar, 'PATCH', `/api/brand-packs/${first.id}`, { name: 'Taken' }),
      await call(other.jar, 'DELETE', `/api/brand-packs/${first.id}`),
      await activate(other.jar, first.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorAnswer>().error.message).toBe(brandPackNotFoundMessage);
    }
    const theirs = await create(other.jar, { name: 'Theirs' });
    await activate(other.jar, theirs.id);
    expect((await list(owner.jar)).find((pack) => pack.isActive)?.id).toBe(second.id);

    expect((await activate(owner.jar, second.id, false)).statusCode).toBe(200);
    expect((await list(owner.jar)).some((pack) => pack.isActive)).toBe(false);
    expect(await t.container.brandPacks.findStyle(owner.session.workspace?.id ?? '')).toBeUndefined();
    expect((await activate(viewer.jar, first.id)).statusCode).toBe(403);
  });
});
