import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryAsset } from '../../../shared/contracts/library';
import {
  registerInvitedUser,
  registerOwner,
  setWorkspaceRole,
  type TestAccount,
} from '../../testing/accounts.factory';
import { renderMp4, renderPng, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runFfmpegFixture, toneInput } from '../media/media.fixtures';
import { cropOutsideMessage, notEditableMessage } from './asset-edit.plan';
import { viewerLibraryMessage } from './library.policy';

const run = promisify(execFile);

describe('asset editor routes (edits stored as new assets)', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;

  const edit = (jar: string, assetId: string, operations: object[]) =>
    t.request({
      method: 'POST',
      url: `/api/library/assets/${assetId}/edits`,
      cookies: jar,
      payload: { operations },
    });
  /** Applies the edit (expects 200) and answers the new asset and its file's bytes. */
  const applied = async (assetId: string, operations: object[]) => {
    const response = await edit(owner.jar, assetId, operations);
    expect(response.statusCode, response.body).toBe(200);
    const asset = response.json<{ asset: LibraryAsset }>().asset;
    const file = await t.request({
      method: 'GET',
      url: `/api/library/assets/${asset.id}/download`,
      cookies: owner.jar,
    });
    expect(file.statusCode).toBe(200);
    return { asset, bytes: file.rawPayload };
  };
  const upload = async (name: string, data: Buffer, contentType = 'image/png') =>
    uploadAsset(t, owner.jar, { data, filename: name, contentType }, { purpose: 'library' });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com', name: 'Other' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('crops to 1:1 and resizes; the original stays as it was', async () => {
    const source = await upload('Wide.png', await renderPng(200, 100));
    const { asset, bytes } = await applied(source.id, [
      { type: 'resize', width: 64, height: 64 },
      { type: 'crop', x: 50, y: 0, width: 100, height: 100 },
    ]);
    expect(asset).toMatchObject({ title: 'Wide (edited).png', width: 64, height: 64, type: 'image' });
    expect(asset.id).not.toBe(source.id);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 64]);
    const original = await t.request({
      method: 'GET',
      url: `/api/library/assets/${source.id}`,
      cookies: owner.jar,
    });
    expect(original.json<{ asset: LibraryAsset }>().asset).toMatchObject({
      title: 'Wide.png',
      width: 200,
      height: 100,
    });
  }, 60_000);

  it('brightens by the slider’s factor and draws the text in its colour', async () => {
    const grey = await upload('Grey.png', await renderPng(120, 80, { r: 100, g: 100, b: 100 }));
    const brighter = await applied(grey.id, [
      { type: 'adjust', brightness: 50, contrast: 0, saturation: 0, hue: 0 },
    ]);
    const means = (await sharp(brighter.bytes).stats()).channels.slice(0, 3).map((c) => c.mean);
    for (const mean of means) expect(mean).toBeCloseTo(150, 0);

    const black = await upload('Black.png', await renderPng(300, 100, { r: 0, g: 0, b: 0 }));
    const withText = await applied(black.id, [
      { type: 'text', text: 'Hello', size: 48, color: '#ffffff', x: 0.5, y: 0.5 },
    ]);
    const { data, info } = await sharp(withText.bytes).raw().toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let index = 0; index < data.length; index += info.channels) if (data[index]! > 200) white += 1;
    // 'Hello' at 48 px covers roughly 1,000-2,500 px; none of them are white before.
    expect(white).toBeGreaterThan(500);
    expect(white).toBeLessThan(10_000);
  }, 60_000);

  it('auto-enhance stretches the tones; the Lanczos upscale doubles the size', async () => {
    const flat = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .composite([
        {
          input: await sharp({
            create: { width: 32, height: 64, channels: 3, background: { r: 150, g: 150, b: 150 } },
          })
            .png()
            .toBuffer(),
          left: 32,
          top: 0,
        },
      ])
      .linear(0.3, 100)
      .png()
      .toBuffer();
    const source = await upload('Flat.png', flat);
    const enhanced = await applied(source.id, [{ type: 'enhance' }]);
    const stats = (await sharp(enhanced.bytes).stats()).channels[0]!;
    expect(stats.min).toBeLessThan(20);
    expect(stats.max).toBeGreaterThan(235);

    const upscaled = await applied(source.id, [{ type: 'upscale', factor: 2 }]);
    expect([upscaled.asset.width, upscaled.asset.height]).toEqual([128, 128]);
    expect((await sharp(upscaled.bytes).metadata()).width).toBe(128);
  }, 60_000);

  it('refuses bad input with 400 and an upscale past the pixel cap with a clear message', async () => {
    const source = await upload('Small.png', await renderPng(40, 40));
    const cases: object[][] = [
      [],
      [{ type: 'rotate' }],
      [{ type: 'crop', x: 10, y: 10, width: 40, height: 40 }],
      [{ type: 'enhance' }, { type: 'enhance' }],
      [{ type: 'text', text: '   ', size: 20, color: '#fff', x: 0.5, y: 0.5 }],
      [{ type: 'adjust', brightness: 500, contrast: 0, saturation: 0, hue: 0 }],
      [{ type: 'upscale', factor: 4 }],
    ];
    for (const operations of cases) {
      const response = await edit(owner.jar, source.id, operations);
      expect(response.statusCode, JSON.stringify(operations)).toBe(400);
    }
    const outside = await edit(owner.jar, source.id, cases[2]!);
    expect(outside.json<{ error: { message: string } }>().error.message).toBe(cropOutsideMessage);

    const big = await upload('Big.png', await renderPng(5000, 4000));
    const capped = await edit(owner.jar, big.id, [{ type: 'upscale', factor: 2 }]);
    expect(capped.statusCode).toBe(400);
    expect(capped.json<{ error: { message: string } }>().error.message).toBe(
      'The result would be 10000 × 8000 pixels, more than an edit may make (at most 8192 pixels a side and 40 megapixels).',
    );

    const directory = await mkdtemp(path.join(os.tmpdir(), 'edit-audio-'));
    try {
      const wav = await readFile(await runFfmpegFixture(directory, 'tone.wav', toneInput(1)));
      const audio = await upload('tone.wav', wav, 'audio/wav');
      const refused = await edit(owner.jar, audio.id, [{ type: 'enhance' }]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(notEditableMessage);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }, 120_000);

  it('answers 404 in another workspace and 403 to a viewer', async () => {
    const source = await upload('Mine.png', await renderPng(40, 40));
    const foreign = await edit(other.jar, source.id, [{ type: 'enhance' }]);
    expect(foreign.statusCode).toBe(404);
    await setWorkspaceRole(t, owner, 'viewer');
    try {
      const refused = await edit(owner.jar, source.id, [{ type: 'enhance' }]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(viewerLibraryMessage);
    } finally {
      await setWorkspaceRole(t, owner, 'owner');
    }
  }, 60_000);

  it('edits a video with ffmpeg: crop, colour and text, then upscale, as MP4 of the planned size', async () => {
    const clip = await upload('Clip.mp4', await renderMp4(2, 'green'), 'video/mp4');
    const { asset, bytes } = await applied(clip.id, [
      { type: 'crop', x: 20, y: 0, width: 120, height: 120 },
      { type: 'adjust', brightness: 40, contrast: 0, saturation: 0, hue: 0 },
      { type: 'text', text: 'Hi: 100%', size: 20, color: '#ffffff', x: 0.5, y: 0.8 },
      { type: 'upscale', factor: 2 },
    ]);
    expect(asset).toMatchObject({ title: 'Clip (edited).mp4', type: 'video', width: 240, height: 240 });
    expect(asset.thumbnailUrl).toBeTruthy();
    const directory = await mkdtemp(path.join(os.tmpdir(), 'edit-video-'));
    try {
      const file = path.join(directory, 'edited.mp4');
      await writeFile(file, bytes);
      const { stdout } = await run('ffprobe', [
        ...['-v', 'error', '-select_streams', 'v:0'],
        ...['-show_entries', 'stream=codec_name,width,height', '-of', 'json', file],
      ]);
      const [stream] = (JSON.parse(stdout) as { streams: object[] }).streams;
      expect(stream).toEqual({ codec_name: 'h264', width: 240, height: 240 });
      // The frame is brighter green than the source's (0, 128, 0) and has white text pixels.
      const frame = await run('ffmpeg', [
        ...['-v', 'error', '-ss', '1', '-i', file, '-frames:v', '1'],
        ...['-f', 'image2', '-c:v', 'png', path.join(directory, 'frame.png')],
      ]).then(() => readFile(path.join(directory, 'frame.png')));
      const { data, info } = await sharp(frame).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => data[(y * info.width + x) * info.channels + 1]!;
      expect(at(10, 10)).toBeGreaterThan(160);
      let white = 0;
      for (let index = 0; index < data.length; index += info.channels) {
        if (data[index]! > 200 && data[index + 2]! > 200) white += 1;
      }
      expect(white).toBeGreaterThan(100);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }, 120_000);
});
