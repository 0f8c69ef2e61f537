import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryAsset } from '../../../shared/contracts/library';
import {
  registerInvitedUser,
  registerOwner,
  setWorkspaceRole,
  type TestAccount,
} from '../../testing/accounts.factory';
import { renderPng, uploadAsset, uploadMedia } from '../../testing/generation.factory';
import { runFfmpegFixture, toneInput } from '../media/media.fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { viewerLibraryMessage } from './library.policy';

interface ListAnswer {
  assets: LibraryAsset[];
  total: number;
  counts: Record<string, number>;
}

describe('content library routes', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  const ids: Record<string, string> = {};

  const list = async (jar: string, query: string) => {
    const response = await t.request({ method: 'GET', url: `/api/library/assets?${query}`, cookies: jar });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListAnswer>();
  };
  const bulk = (jar: string, payload: object) =>
    t.request({ method: 'POST', url: '/api/library/bulk', cookies: jar, payload });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com', name: 'Other' });
    // Three images of different sizes, uploaded one after the other (newest last).
    for (const [name, width] of [
      ['Beta.png', 40],
      ['alpha.png', 200],
      ['Gamma sunset.png', 90],
    ] as const) {
      const asset = await uploadAsset(t, owner.jar, {
        data: await renderPng(width, width),
        filename: name,
        contentType: 'image/png',
      });
      ids[name] = asset.id;
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('lists with counts, sorts by name, size and date, and searches as plain text', async () => {
    const all = await list(owner.jar, '');
    expect(all.total).toBe(3);
    expect(all.counts).toEqual({ image: 3, video: 0, audio: 0, document: 0 });
    expect(all.assets.map((asset) => asset.title)).toEqual(['Gamma sunset.png', 'alpha.png', 'Beta.png']);
    expect(all.assets[0]).toMatchObject({
      favorite: false,
      archived: false,
      usage: { views: 0, downloads: 0, shares: 0, lastAccessed: null },
    });
    const titles = async (query: string) => (await list(owner.jar, query)).assets.map((a) => a.title);
    expect(await titles('sort=oldest')).toEqual(['Beta.png', 'alpha.png', 'Gamma sunset.png']);
    expect(await titles('sort=name-asc')).toEqual(['alpha.png', 'Beta.png', 'Gamma sunset.png']);
    expect(await titles('sort=name-desc')).toEqual(['Gamma sunset.png', 'Beta.png', 'alpha.png']);
    const bySize = (await list(owner.jar, 'sort=largest')).assets.map((a) => a.size);
    expect(bySize).toEqual([...bySize].sort((a, b) => b - a));
    const bySmall = (await list(owner.jar, 'sort=smallest')).assets.map((a) => a.size);
    expect(bySmall).toEqual([...bySize].reverse());
    expect(await titles('search=sunset')).toEqual(['Gamma sunset.png']);
    expect(await titles('search=%25')).toEqual([]);
    expect(await titles('filter=uploaded-image')).toHaveLength(3);
    expect(await titles('filter=ai-generated')).toEqual([]);
    expect(await titles('filter=audio')).toEqual([]);
    expect(
      (await t.request({ method: 'GET', url: '/api/library/assets?sort=x', cookies: owner.jar })).statusCode,
    ).toBe(400);
  });

  it('edits the name keeping its extension, the description, tags and favourite', async () => {
    const id = ids['alpha.png'];
    const response = await t.request({
      method: 'PATCH',
      url: `/api/library/assets/${id}`,
      cookies: owner.jar,
      payload: {
        title: 'Shop front',
        description: ' Our shop ',
        tags: ['shop', ' Shop', 'front'],
        favorite: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ asset: LibraryAsset }>().asset).toMatchObject({
      title: 'Shop front.png',
      description: 'Our shop',
      tags: ['shop', 'front'],
      favorite: true,
    });
    expect((await list(owner.jar, 'filter=favorites')).assets.map((a) => a.id)).toEqual([id]);
  });

  it('duplicates with a copied file and fresh usage, tags in bulk, archives, restores and deletes', async () => {
    const id = ids['Beta.png']!;
    await t.request({ method: 'POST', url: `/api/library/assets/${id}/views`, cookies: owner.jar });
    const duplicated = await bulk(owner.jar, { action: 'duplicate', assetIds: [id] });
    expect(duplicated.statusCode, duplicated.body).toBe(200);
    const copy = duplicated.json<{ created: LibraryAsset[] }>().created[0]!;
    expect(copy).toMatchObject({ title: 'Beta (Copy).png', usage: { views: 0, downloads: 0 } });
    const original = await t.request({ method: 'GET', url: `/media/${id}`, cookies: owner.jar });
    const copied = await t.request({ method: 'GET', url: copy.url, cookies: owner.jar });
    expect(copied.rawPayload.equals(original.rawPayload)).toBe(true);

    const tagged = await bulk(owner.jar, { action: 'add-tags', assetIds: [id, copy.id], tags: ['promo'] });
    expect(tagged.json()).toMatchObject({ count: 2 });
    expect((await list(owner.jar, 'search=promo')).total).toBe(2);

    expect((await bulk(owner.jar, { action: 'archive', assetIds: [copy.id] })).json()).toMatchObject({
      count: 1,
    });
    expect((await list(owner.jar, '')).total).toBe(3);
    expect((await list(owner.jar, 'filter=archived')).assets.map((a) => a.id)).toEqual([copy.id]);
    await bulk(owner.jar, { action: 'restore', assetIds: [copy.id] });
    expect((await list(owner.jar, '')).total).toBe(4);

    expect((await bulk(owner.jar, { action: 'delete', assetIds: [copy.id] })).json()).toMatchObject({
      count: 1,
    });
    expect((await t.request({ method: 'GET', url: copy.url, cookies: owner.jar })).statusCode).toBe(404);
    expect((await list(owner.jar, '')).total).toBe(3);
  });

  it('counts single and zip downloads, and the zip holds the files', async () => {
    const single = await t.request({
      method: 'GET',
      url: `/api/library/assets/${ids['Gamma sunset.png']}/download`,
      cookies: owner.jar,
    });
    expect(single.statusCode).toBe(200);
    expect(String(single.headers['content-disposition'])).toMatch(
      /^attachment; filename="Gamma sunset\.png"/,
    );
    const zip = await t.request({
      method: 'GET',
      url: `/api/library/download?ids=${ids['Gamma sunset.png']},${ids['Beta.png']}`,
      cookies: owner.jar,
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['Beta.png', 'Gamma sunset.png']);
    expect(Buffer.from(files['Beta.png']!).subarray(1, 4).toString()).toBe('PNG');
    const asset = await t.request({
      method: 'GET',
      url: `/api/library/assets/${ids['Gamma sunset.png']}`,
      cookies: owner.jar,
    });
    expect(asset.json<{ asset: LibraryAsset }>().asset.usage.downloads).toBe(2);
  });

  it("answers 404 for another workspace's assets and lists none of them", async () => {
    const id = ids['Gamma sunset.png']!;
    expect((await list(other.jar, '')).total).toBe(0);
    for (const [method, url, payload] of [
      ['GET', `/api/library/assets/${id}`, undefined],
      ['PATCH', `/api/library/assets/${id}`, { title: 'taken' }],
      ['POST', `/api/library/assets/${id}/views`, undefined],
      ['GET', `/api/library/assets/${id}/download`, undefined],
      ['GET', `/api/library/download?ids=${id}`, undefined],
    ] as const) {
      const response = await t.request({ method, url, cookies: other.jar, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(404);
    }
    const deleted = await bulk(other.jar, { action: 'delete', assetIds: [id] });
    expect(deleted.json()).toMatchObject({ count: 0 });
    expect((await list(owner.jar, '')).total).toBe(3);
  });

  it('lets a viewer read and download but not change the library', async () => {
    await setWorkspaceRole(t, owner, 'viewer');
    try {
      const id = ids['Gamma sunset.png']!;
      expect((await list(owner.jar, '')).total).toBe(3);
      const view = await t.request({
        method: 'POST',
        url: `/api/library/assets/${id}/views`,
        cookies: owner.jar,
      });
      expect(view.statusCode).toBe(200);
      for (const response of [
        await t.request({
          method: 'PATCH',
          url: `/api/library/assets/${id}`,
          cookies: owner.jar,
          payload: { title: 'x' },
        }),
        await bulk(owner.jar, { action: 'delete', assetIds: [id] }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json<{ error: { message: string } }>().error.message).toBe(viewerLibraryMessage);
      }
    } finally {
      await setWorkspaceRole(t, owner, 'owner');
    }
  });

  it("takes audio through the library's upload purpose only, and counts it as audio", async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'library-audio-'));
    try {
      const wav = await readFile(await runFfmpegFixture(directory, 'tone.wav', toneInput(1)));
      const file = { data: wav, filename: 'jingle.wav', contentType: 'audio/wav' };
      expect((await uploadMedia(t, owner.jar, file, { purpose: 'media' })).statusCode).toBe(415);
      const asset = await uploadAsset(t, owner.jar, file, { purpose: 'library' });
      expect(asset).toMatchObject({ type: 'audio', title: 'jingle.wav', tags: ['uploaded'] });
      expect(asset.durationSeconds).toBeCloseTo(1, 0);
      const audio = await list(owner.jar, 'filter=audio');
      expect(audio.assets.map((item) => item.id)).toEqual([asset.id]);
      expect(audio.counts.audio).toBe(1);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }, 60_000);
});
