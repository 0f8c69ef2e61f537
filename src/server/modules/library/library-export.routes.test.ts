import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportSettings } from '../../../shared/contracts/library-export';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { renderMp4, renderPng, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { exportMessages } from './library-export.service';

const defaults: ExportSettings = {
  format: 'original',
  quality: 'high',
  resolution: 'original',
  compression: false,
  watermark: 'none',
  watermarkText: '',
  brandPackId: null,
  platform: 'none',
  batchNaming: { prefix: '', suffix: '', includeDate: false, includeIndex: true },
};

const magic = {
  jpg: (data: Buffer) => data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  png: (data: Buffer) =>
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (data: Buffer) =>
    data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP',
  pdf: (data: Buffer) =>
    data.subarray(0, 5).toString('latin1') === '%PDF-' &&
    data.subarray(-6).toString('latin1').includes('%%EOF'),
  mp4: (data: Buffer) => data.subarray(4, 8).toString('latin1') === 'ftyp',
};

describe('library export', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let imageId: string;
  let videoId: string;

  const exportFiles = (jar: string, assetIds: string[], settings: Partial<ExportSettings>) =>
    t.request({
      method: 'POST',
      url: '/api/library/export',
      cookies: jar,
      payload: { assetIds, settings: { ...defaults, ...settings } },
    });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com' });
    imageId = (
      await uploadAsset(t, owner.jar, {
        data: await renderPng(400, 300),
        filename: 'poster.png',
        contentType: 'image/png',
      })
    ).id;
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

  it.each(['jpg', 'png', 'webp', 'pdf'] as const)(
    'exports an image as %s: a valid file of the right size',
    async (format) => {
      const response = await exportFiles(owner.jar, [imageId], { format, resolution: '1280x720' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['x-export-count']).toBe('1');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="poster-001.${format}"`);
      const data = response.rawPayload;
      expect(magic[format](data)).toBe(true);
      if (format === 'pdf') {
        expect(data.toString('latin1')).toContain('/MediaBox [0 0 960 720]');
      } else {
        const metadata = await sharp(data).metadata();
        // 400×300 fitted inside 1280×720: 960×720.
        expect([metadata.width, metadata.height]).toEqual([960, 720]);
      }
    },
  );

  it('applies a platform preset (its size and format), a text watermark and batch names; several make a zip', async () => {
    const response = await exportFiles(owner.jar, [imageId, videoId], {
      platform: 'instagram',
      watermark: 'text',
      watermarkText: 'Red Bakery',
      batchNaming: { prefix: 'spring-', suffix: '-final', includeDate: true, includeIndex: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toEqual(
      ['spring-poster-final-2026', 'spring-clip-final-2026'].map((name, index) =>
        expect.stringMatching(new RegExp(`^${name}-\\d\\d-\\d\\d-00${index + 1}\\.(jpg|mp4)$`)),
      ),
    );
    const [image, video] = Object.values(files).map((file) => Buffer.from(file));
    expect(magic.jpg(image ?? Buffer.alloc(0))).toBe(true);
    const metadata = await sharp(image).metadata();
    expect([metadata.width, metadata.height]).toEqual([1080, 1080]);
    expect(magic.mp4(video ?? Buffer.alloc(0))).toBe(true);
    // The watermark is drawn: the bottom-right corner differs from the plain export's.
    const plain = await exportFiles(owner.jar, [imageId], { platform: 'instagram' });
    const corner = (data: Buffer) =>
      sharp(data).extract({ left: 760, top: 980, width: 300, height: 80 }).raw().toBuffer();
    expect((await corner(image ?? Buffer.alloc(0))).equals(await corner(plain.rawPayload))).toBe(false);
  }, 120_000);

  it('exports a video as mov and mp4 with ffmpeg at the preset size', async () => {
    for (const format of ['mov', 'mp4'] as const) {
      const response = await exportFiles(owner.jar, [videoId], {
        format,
        resolution: '1280x720',
        quality: 'low',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe(format === 'mov' ? 'video/quicktime' : 'video/mp4');
      const data = response.rawPayload;
      expect(magic.mp4(data)).toBe(true);
      expect(data.subarray(8, 12).toString('latin1')).toBe(format === 'mov' ? 'qt  ' : 'isom');
    }
  }, 120_000);

  it("refuses formats that do not apply, a blank watermark, a missing logo and another workspace's files", async () => {
    const asMp4 = await exportFiles(owner.jar, [imageId], { format: 'mp4' });
    expect(asMp4.statusCode).toBe(400);
    expect(asMp4.json<{ error: { message: string } }>().error.message).toBe(
      'poster.png cannot be exported as MP4.',
    );
    const asPng = await exportFiles(owner.jar, [videoId], { format: 'png' });
    expect(asPng.statusCode).toBe(400);
    const blank = await exportFiles(owner.jar, [imageId], { watermark: 'text', watermarkText: '  ' });
    expect(blank.json<{ error: { message: string } }>().error.message).toBe(exportMessages.watermarkText);
    const noLogo = await exportFiles(owner.jar, [imageId], { watermark: 'logo' });
    expect(noLogo.json<{ error: { message: string } }>().error.message).toBe(exportMessages.noLogo);
    const theirs = await exportFiles(other.jar, [imageId], { format: 'png' });
    expect(theirs.statusCode).toBe(404);
    const badQuality = await exportFiles(owner.jar, [imageId], { quality: 'ultra' as 'high' });
    expect(badQuality.statusCode).toBe(400);
  });
});
