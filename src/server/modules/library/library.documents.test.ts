import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryAsset } from '../../../shared/contracts/library';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { renderMp4, renderPng, uploadAsset, uploadMedia } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildDocx, buildPdf } from '../media/document.fixtures';

interface ListAnswer {
  assets: LibraryAsset[];
  total: number;
  counts: Record<string, number>;
}

/*
 * Documents in the library (upload through the one validator, thumbnails, safe serving), the upload
 * description from the detected kind, reels recordings as reels assets, and profile pictures kept out.
 */
describe('library documents and source defaults', () => {
  let t: TestApp;
  let owner: TestAccount;
  const ids: Record<string, string> = {};

  const list = async (query = '') => {
    const response = await t.request({
      method: 'GET',
      url: `/api/library/assets?${query}`,
      cookies: owner.jar,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListAnswer>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('stores a PDF as a document with its first page as the thumbnail, served inline in our frame only', async () => {
    const asset = await uploadAsset(
      t,
      owner.jar,
      { data: buildPdf('Quarterly report'), filename: 'Report.pdf', contentType: 'application/pdf' },
      { purpose: 'library' },
    );
    ids.pdf = asset.id;
    expect(asset).toMatchObject({
      type: 'document',
      source: 'uploaded',
      contentType: 'application/pdf',
      description: 'Uploaded document file',
      tags: ['uploaded'],
    });
    expect(asset.thumbnailUrl).not.toBeNull();

    const thumbnail = await t.request({ method: 'GET', url: asset.thumbnailUrl ?? '', cookies: owner.jar });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(640);

    const file = await t.request({ method: 'GET', url: asset.url, cookies: owner.jar });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="Report\.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toMatch(/frame-ancestors 'self'; sandbox$/);
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('stores DOCX and text as documents without thumbnails, served as attachments', async () => {
    const docx = await uploadAsset(
      t,
      owner.jar,
      { data: buildDocx('Hello'), filename: 'Letter.docx', contentType: 'application/octet-stream' },
      { purpose: 'library', description: 'The letter' },
    );
    expect(docx).toMatchObject({ type: 'document', description: 'The letter', thumbnailUrl: null });
    const text = await uploadAsset(
      t,
      owner.jar,
      { data: Buffer.from('Shopping list\n- bread\n'), filename: 'notes.txt', contentType: 'text/plain' },
      { purpose: 'library' },
    );
    expect(text).toMatchObject({ type: 'document', contentType: 'text/plain', thumbnailUrl: null });
    const served = await t.request({ method: 'GET', url: text.url, cookies: owner.jar });
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="notes\.txt"/);
    expect(served.headers['content-security-policy']).toMatch(/sandbox$/);
    expect(served.headers['x-frame-options']).toBe('DENY');
    expect(served.body).toBe('Shopping list\n- bread\n');

    const documents = await list('filter=document');
    expect(documents.assets.map((asset) => asset.title).sort()).toEqual([
      'Letter.docx',
      'Report.pdf',
      'notes.txt',
    ]);
    expect(documents.counts.document).toBe(3);
  });

  it('refuses an HTML page named .pdf, and documents outside the library', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const disguised = await uploadMedia(
      t,
      owner.jar,
      { data: html, filename: 'invoice.pdf', contentType: 'application/pdf' },
      { purpose: 'library' },
    );
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json<{ error: { message: string } }>().error.message).toMatch(
      /"invoice\.pdf" is not a supported file type/,
    );
    const generator = await uploadMedia(t, owner.jar, {
      data: buildPdf('x'),
      filename: 'a.pdf',
      contentType: 'application/pdf',
    });
    expect(generator.statusCode).toBe(415);
    expect((await list('filter=document')).total).toBe(3);
  });

  it("describes an upload by the detected kind, not the browser's claim", async () => {
    const asset = await uploadAsset(
      t,
      owner.jar,
      { data: await renderPng(30, 30), filename: 'claims-video.png', contentType: 'video/mp4' },
      { purpose: 'library' },
    );
    expect(asset.description).toBe('Uploaded image file');
  });

  it('stores a Video Reels recording as a reels asset with the spec tags', async () => {
    const asset = await uploadAsset(
      t,
      owner.jar,
      { data: await renderMp4(1), filename: 'recording.webm', contentType: 'video/webm' },
      { purpose: 'reels', platform: 'instagram' },
    );
    expect(asset).toMatchObject({ source: 'reels', type: 'video', tags: ['reels', 'instagram', 'ai-video'] });
    expect((await list('filter=reels')).assets.map((row) => row.id)).toEqual([asset.id]);
    const unknownPlatform = await uploadMedia(
      t,
      owner.jar,
      { data: await renderMp4(1), filename: 'r.mp4', contentType: 'video/mp4' },
      { purpose: 'reels', platform: 'myspace' },
    );
    expect(unknownPlatform.statusCode).toBe(400);
  }, 60_000);

  it('keeps profile pictures out of the library lists and counts, and the dashboard counts the same', async () => {
    await uploadAsset(t, owner.jar, {
      data: await renderPng(20, 20),
      filename: 'dot.png',
      contentType: 'image/png',
    });
    const before = await list();
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await renderPng(300, 300))], { type: 'image/png' }),
      'me.png',
    );
    const avatar = await t.request({
      method: 'POST',
      url: '/api/settings/profile/avatar',
      cookies: owner.jar,
      payload: form,
    });
    expect(avatar.statusCode, avatar.body).toBeLessThan(300);
    const after = await list();
    expect(after.total).toBe(before.total);
    expect(after.counts).toEqual(before.counts);
    expect(after.assets.some((asset) => asset.tags.includes('profile-image'))).toBe(false);
    // The dashboard's Media Assets tile counts what the library lists, archived ones left out too.
    const stats = async () =>
      (await t.request({ method: 'GET', url: '/api/dashboard/stats', cookies: owner.jar })).json<{
        mediaAssets: number;
      }>().mediaAssets;
    expect(await stats()).toBe(after.total);
    const archived = await t.request({
      method: 'POST',
      url: '/api/library/bulk',
      cookies: owner.jar,
      payload: { action: 'archive', assetIds: [after.assets[0]?.id] },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await stats()).toBe(after.total - 1);
    // The media modal's picker lists the library too.
    const media = await t.request({ method: 'GET', url: '/api/media', cookies: owner.jar });
    expect(media.statusCode).toBe(200);
    const answer = media.json<{ assets: { tags: string[] }[] }>();
    expect(answer.assets.length).toBeGreaterThan(0);
    expect(answer.assets.some((asset) => asset.tags.includes('profile-image'))).toBe(false);
  });
});
