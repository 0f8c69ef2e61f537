import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandPackFiles } from '../../../shared/contracts/brand-pack-files';
import type { BrandPack } from '../../../shared/contracts/brand-packs';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { renderMp4, renderPng, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findDefaultFontsDir } from '../../integrations/ai/offline/offline-image.render';
import { createMediaStore } from '../media/media.store';
import { brandImageMessage } from './brand-pack-files.service';
import { viewerBrandPackMessage } from './brand-packs.policy';
import { brandPackNotFoundMessage } from './brand-packs.service';

interface ErrorAnswer {
  error: { message: string };
}

const dejaVuSerif = '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf';

describe('brand pack files routes', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let viewer: TestAccount;
  let pack: BrandPack;
  let imageId: string;
  let videoId: string;
  let othersImageId: string;
  let ttf: Buffer;

  const call = (jar: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, cookies: jar, ...(payload ? { payload } : {}) });
  const uploadFont = (jar: string, packId: string, role: string, data: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type: 'font/ttf' }), name);
    return t.request({
      method: 'POST',
      url: `/api/brand-packs/${packId}/fonts/${role}`,
      cookies: jar,
      payload: form,
    });
  };
  const filesOf = async (jar: string, packId: string) => {
    const response = await call(jar, 'GET', `/api/brand-packs/${packId}/files`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BrandPackFiles>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com', name: 'Other' });
    viewer = await registerInvitedUser(t, owner.jar, { email: 'viewer@example.com', name: 'Viewer' });
    const pool = t.container.database.pool;
    await pool.query('delete from memberships where user_id = $1', [viewer.session.user?.id]);
    await pool.query(`insert into memberships (workspace_id, user_id, role) values ($1, $2, 'viewer')`, [
      owner.session.workspace?.id,
      viewer.session.user?.id,
    ]);
    const png = async (name: string) => ({
      data: await renderPng(80, 40),
      filename: name,
      contentType: 'image/png',
    });
    imageId = (await uploadAsset(t, owner.jar, await png('sky.png'))).id;
    othersImageId = (await uploadAsset(t, other.jar, await png('theirs.png'))).id;
    videoId = (
      await uploadAsset(t, owner.jar, {
        data: await renderMp4(1),
        filename: 'clip.mp4',
        contentType: 'video/mp4',
      })
    ).id;
    const created = await call(owner.jar, 'POST', '/api/brand-packs', { name: 'Serif' });
    expect(created.statusCode, created.body).toBe(201);
    pack = created.json<{ brandPack: BrandPack }>().brandPack;
    ttf = await readFile(dejaVuSerif);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('takes a real font, serves it as a font (never sniffed), names the empty family, replaces and removes it', async () => {
    const uploaded = await uploadFont(owner.jar, pack.id, 'primary', ttf, 'DejaVu_Serif.ttf');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const files = uploaded.json<BrandPackFiles>();
    expect(files.fonts.primary).toMatchObject({
      fileName: 'DejaVu_Serif.ttf',
      contentType: 'font/ttf',
      size: ttf.length,
    });
    expect(files.fonts.secondary).toBeNull();
    const served = await call(owner.jar, 'GET', files.fonts.primary?.url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('font/ttf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.rawPayload.equals(ttf)).toBe(true);
    // Every member reads the font (generation and the detail view draw with it).
    expect((await call(viewer.jar, 'GET', files.fonts.primary?.url ?? '')).statusCode).toBe(200);
    const packs = (await call(owner.jar, 'GET', '/api/brand-packs')).json<{ brandPacks: BrandPack[] }>();
    expect(packs.brandPacks.find((item) => item.id === pack.id)?.fonts.primary).toBe('DejaVu Serif');

    const woff = await readFile(path.join(findDefaultFontsDir(), 'inter-latin-700-normal.woff'));
    const replaced = await uploadFont(owner.jar, pack.id, 'primary', woff, 'Inter.woff');
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json<BrandPackFiles>();
    expect(after.fonts.primary).toMatchObject({ fileName: 'Inter.woff', contentType: 'font/woff' });
    expect(after.fonts.primary?.url).not.toBe(files.fonts.primary?.url);
    const rows = await t.container.database.pool.query(
      'select storage_key from brand_pack_files where kind = $1',
      ['font'],
    );
    expect(rows.rowCount).toBe(1);
    // The replaced file is gone from storage; the new one is there.
    expect(await t.container.storage.stat(rows.rows[0].storage_key as string)).toBeDefined();

    const removed = await call(owner.jar, 'DELETE', `/api/brand-packs/${pack.id}/fonts/primary`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<BrandPackFiles>().fonts.primary).toBeNull();
    expect(await t.container.storage.stat(rows.rows[0].storage_key as string)).toBeUndefined();
    expect((await call(owner.jar, 'GET', after.fonts.primary?.url ?? '')).statusCode).toBe(404);
  });

  it('refuses bad magic bytes, an unreadable font and WOFF2 with their messages', async () => {
    const html = await uploadFont(
      owner.jar,
      pack.id,
      'secondary',
      Buffer.from('<html>hi</html>'),
      'evil.ttf',
    );
    expect(html.statusCode).toBe(415);
    expect(html.json<ErrorAnswer>().error.message).toContain('is not a supported file type');
    const broken = await uploadFont(
      owner.jar,
      pack.id,
      'secondary',
      Buffer.concat([Buffer.from('true'), Buffer.alloc(300, 1)]),
      'broken.ttf',
    );
    expect(broken.statusCode).toBe(415);
    expect(broken.json<ErrorAnswer>().error.message).toContain('has no letters A and g');
    const woff2 = await readFile(path.join(findDefaultFontsDir(), 'inter-latin-400-normal.woff2'));
    const refused = await uploadFont(owner.jar, pack.id, 'secondary', woff2, 'Inter.woff2');
    expect(refused.statusCode).toBe(415);
    expect(refused.json<ErrorAnswer>().error.message).toContain('convert the font to TTF, OTF or WOFF');
    expect((await filesOf(owner.jar, pack.id)).fonts.secondary).toBeNull();
    const german = await t.request({
      method: 'POST',
      url: `/api/brand-packs/${pack.id}/fonts/secondary`,
      cookies: owner.jar,
      headers: { 'accept-language': 'de' },
      payload: (() => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(woff2)]), 'Inter.woff2');
        return form;
      })(),
    });
    expect(german.json<ErrorAnswer>().error.message).toContain('wandle die Schrift');
  });

  it('adds and removes library images as backgrounds and overlays, refusing non-images and other workspaces', async () => {
    const added = await call(owner.jar, 'POST', `/api/brand-packs/${pack.id}/files`, {
      kind: 'background',
      assetId: imageId,
    });
    expect(added.statusCode, added.body).toBe(200);
    const overlay = await call(owner.jar, 'POST', `/api/brand-packs/${pack.id}/files`, {
      kind: 'overlay',
      assetId: imageId,
    });
    const files = overlay.json<BrandPackFiles>();
    expect(files.backgrounds).toEqual([
      expect.objectContaining({ assetId: imageId, title: 'sky.png', url: `/media/${imageId}` }),
    ]);
    expect(files.overlays).toHaveLength(1);
    // Adding the same image twice keeps one.
    await call(owner.jar, 'POST', `/api/brand-packs/${pack.id}/files`, {
      kind: 'background',
      assetId: imageId,
    });
    expect((await filesOf(owner.jar, pack.id)).backgrounds).toHaveLength(1);
    for (const assetId of [videoId, othersImageId]) {
      const refused = await call(owner.jar, 'POST', `/api/brand-packs/${pack.id}/files`, {
        kind: 'overlay',
        assetId,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorAnswer>().error.message).toBe(brandImageMessage);
    }
    const listed = await call(owner.jar, 'GET', '/api/brand-packs/overlays');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({
      overlays: [
        {
          brandPackId: pack.id,
          packName: 'Serif',
          assetId: imageId,
          title: 'sky.png',
          url: `/media/${imageId}`,
        },
      ],
    });
    expect((await call(other.jar, 'GET', '/api/brand-packs/overlays')).json()).toEqual({ overlays: [] });
    const removed = await call(
      owner.jar,
      'DELETE',
      `/api/brand-packs/${pack.id}/files/${files.overlays[0]?.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<BrandPackFiles>().overlays).toEqual([]);
    const again = await call(
      owner.jar,
      'DELETE',
      `/api/brand-packs/${pack.id}/files/${files.overlays[0]?.id}`,
    );
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 across workspaces and 403 to a viewer', async () => {
    for (const request of [
      () => call(other.jar, 'GET', `/api/brand-packs/${pack.id}/files`),
      () => uploadFont(other.jar, pack.id, 'primary', ttf, 'a.ttf'),
      () =>
        call(other.jar, 'POST', `/api/brand-packs/${pack.id}/files`, {
          kind: 'overlay',
          assetId: othersImageId,
        }),
      () => call(other.jar, 'DELETE', `/api/brand-packs/${pack.id}/fonts/primary`),
    ]) {
      const response = await request();
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json<ErrorAnswer>().error.message).toBe(brandPackNotFoundMessage);
    }
    await uploadFont(owner.jar, pack.id, 'secondary', ttf, 'Body.ttf');
    const font = (await filesOf(owner.jar, pack.id)).fonts.secondary;
    expect((await call(other.jar, 'GET', font?.url ?? '')).statusCode).toBe(404);
    expect((await filesOf(viewer.jar, pack.id)).fonts.secondary?.fileName).toBe('Body.ttf');
    for (const request of [
      () => uploadFont(viewer.jar, pack.id, 'primary', ttf, 'a.ttf'),
      () => call(viewer.jar, 'DELETE', `/api/brand-packs/${pack.id}/fonts/secondary`),
      () =>
        call(viewer.jar, 'POST', `/api/brand-packs/${pack.id}/files`, { kind: 'overlay', assetId: imageId }),
    ]) {
      const response = await request();
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorAnswer>().error.message).toBe(viewerBrandPackMessage);
    }
  });

  it("hands the active pack's fonts to generation", async () => {
    const workspaceId = owner.session.workspace?.id ?? '';
    expect(await t.container.brandPacks.findStyle(workspaceId)).toBeUndefined();
    const activated = await call(owner.jar, 'POST', `/api/brand-packs/${pack.id}/active`, { isActive: true });
    expect(activated.statusCode, activated.body).toBe(200);
    const style = await t.container.brandPacks.findStyle(workspaceId);
    expect(style?.fonts?.secondary?.equals(ttf)).toBe(true);
    expect(style?.fonts?.primary).toBeUndefined();
  });

  it('keeps a font file through the media sweep, and sweeps it once its pack is deleted', async () => {
    const before = await filesOf(owner.jar, pack.id);
    expect(before.fonts.secondary).not.toBeNull();
    const key = (
      await t.container.database.pool.query(
        `select storage_key from brand_pack_files where role = 'secondary'`,
      )
    ).rows[0].storage_key as string;
    const used = await createMediaStore(t.container.database.db).findUsedKeys(
      owner.session.workspace?.id ?? '',
      [key],
    );
    expect(used.has(key)).toBe(true);
    expect((await call(owner.jar, 'DELETE', `/api/brand-packs/${pack.id}`)).statusCode).toBe(200);
    const afterDelete = await createMediaStore(t.container.database.db).findUsedKeys(
      owner.session.workspace?.id ?? '',
      [key],
    );
    expect(afterDelete.has(key)).toBe(false);
  });
});
