import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '../../../shared/contracts/media';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { renderMp4, renderPng, uploadAsset, uploadMedia } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

describe('media uploads and file serving', () => {
  let t: TestApp;
  let owner: TestAccount;
  let clip: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    clip = await renderMp4(2);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('stores an uploaded PNG as a library image and serves it inline, re-encoded', async () => {
    const png = await sharp(await renderPng(80, 60))
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret owner' } } })
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const asset = await uploadAsset(
      t,
      owner.jar,
      { data: png, filename: 'shop front.png', contentType: 'image/png' },
      { purpose: 'media', description: 'Our shop front' },
    );
    expect(asset).toMatchObject({
      type: 'image',
      source: 'uploaded',
      title: 'shop front.png',
      description: 'Our shop front',
      tags: ['uploaded'],
      contentType: 'image/png',
      width: 80,
      height: 60,
      durationSeconds: null,
      url: `/media/${asset.id}`,
      thumbnailUrl: null,
    });

    const served = await t.request({ method: 'GET', url: asset.url, cookies: owner.jar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-disposition'])).toMatch(/^inline; filename="shop front\.png"/);
    expect(Number(served.headers['content-length'])).toBe(asset.size);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 80, 60]);
    expect(metadata.exif).toBeUndefined();
  }, 60_000);

  it('describes an upload by its kind when no description is given', async () => {
    const asset = await uploadAsset(t, owner.jar, {
      data: await renderPng(),
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(asset.description).toBe('Uploaded image file');
  });

  it("refuses SVG, text and disguised files with the spec's message", async () => {
    for (const file of [
      { data: svg, filename: 'logo.svg', contentType: 'image/svg+xml' },
      { data: Buffer.from('just some notes\n'), filename: 'notes.txt', contentType: 'text/plain' },
      { data: Buffer.from('<html><body>hi</body></html>'), filename: 'photo.png', contentType: 'image/png' },
    ]) {
      const response = await uploadMedia(t, owner.jar, file);
      expect(response.statusCode, file.filename).toBe(415);
      expect(response.json().error.message).toBe('Please select valid image or video files');
    }
  });

  it('accepts only a video for the generator video purpose', async () => {
    const response = await uploadMedia(
      t,
      owner.jar,
      { data: await renderPng(), filename: 'still.png', contentType: 'image/png' },
      { purpose: 'video' },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe('Please select a valid video file.');
  });

  it('stores an MP4 with its length and a JPEG still, and serves byte ranges', async () => {
    const asset: Asset = await uploadAsset(
      t,
      owner.jar,
      { data: clip, filename: 'clip.mp4', contentType: 'video/mp4' },
      { purpose: 'video' },
    );
    expect(asset).toMatchObject({
      type: 'video',
      contentType: 'video/mp4',
      tags: ['uploaded'],
      width: 160,
      height: 120,
      description: 'Uploaded video file',
      thumbnailUrl: `/media/${asset.id}/thumbnail`,
    });
    expect(asset.durationSeconds).toBeCloseTo(2, 0);
    const stored = await t.request({ method: 'GET', url: asset.url, cookies: owner.jar });
    expect(stored.rawPayload.length).toBe(asset.size);

    const range = await t.request({
      method: 'GET',
      url: asset.url,
      cookies: owner.jar,
      headers: { range: 'bytes=10-19' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 10-19/${asset.size}`);
    expect(range.rawPayload.equals(stored.rawPayload.subarray(10, 20))).toBe(true);

    const beyond = await t.request({
      method: 'GET',
      url: asset.url,
      cookies: owner.jar,
      headers: { range: `bytes=${asset.size + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);

    const still = await t.request({ method: 'GET', url: asset.thumbnailUrl ?? '', cookies: owner.jar });
    expect(still.statusCode).toBe(200);
    expect(still.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(still.rawPayload).metadata()).format).toBe('jpeg');
  }, 60_000);

  it('answers 404 for an unknown file and for the thumbnail of an image', async () => {
    const image = await uploadAsset(t, owner.jar, {
      data: await renderPng(),
      filename: 'b.png',
      contentType: 'image/png',
    });
    for (const url of [`/media/${crypto.randomUUID()}`, `/media/${image.id}/thumbnail`]) {
      const response = await t.request({ method: 'GET', url, cookies: owner.jar });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('refuses a request without a file, and every upload or download when signed out', async () => {
    const form = new FormData();
    form.append('purpose', 'media');
    const empty = await t.request({
      method: 'POST',
      url: '/api/media/uploads',
      cookies: owner.jar,
      payload: form,
    });
    expect(empty.statusCode).toBe(400);

    const anonymous = await uploadMedia(t, '', {
      data: await renderPng(),
      filename: 'c.png',
      contentType: 'image/png',
    });
    expect(anonymous.statusCode).toBe(401);
    const asset = await uploadAsset(t, owner.jar, {
      data: await renderPng(),
      filename: 'd.png',
      contentType: 'image/png',
    });
    const download = await t.request({ method: 'GET', url: asset.url });
    expect(download.statusCode).toBe(401);
  });
});
