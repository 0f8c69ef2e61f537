import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaTooLargeMessage, videoTooLargeMessage } from '../../../shared/domain/limits';
import { runMediaTool } from '../../integrations/media-tools/media-process';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { renderPng, uploadAsset, uploadMedia } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  buildGreyJpeg,
  buildMjpegMatroska,
  runFfmpegFixture,
  testPatternInput,
  toneInput,
} from './media.fixtures';

const hasGnuTime = existsSync('/usr/bin/time');

/** Every file below `directory`, as paths relative to it; none when it is missing. */
async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/**
 * A stand-in for `tool` that runs the real one and, where GNU time exists, appends its peak memory (KB) and
 * name to `logPath`, so a test can see what every ffmpeg and ffprobe run of the server cost.
 */
async function writeMeasuringWrapper(directory: string, tool: string, logPath: string): Promise<string> {
  const wrapperPath = path.join(directory, tool);
  const run = hasGnuTime
    ? `exec /usr/bin/time -a -o '${logPath}' -f '%M ${tool}' ${tool} "$@"`
    : `exec ${tool} "$@"`;
  await writeFile(wrapperPath, `#!/bin/sh\n${run}\n`);
  await chmod(wrapperPath, 0o755);
  return wrapperPath;
}

/** The peak memory (KB) of each measured tool run logged so far. */
async function readMeasuredRuns(logPath: string): Promise<Array<{ tool: string; kilobytes: number }>> {
  const text = await readFile(logPath, 'utf8').catch(() => '');
  return [...text.matchAll(/^(\d+) (ffmpeg|ffprobe)$/gm)].map((match) => ({
    kilobytes: Number(match[1]),
    tool: match[2] ?? '',
  }));
}

describe('media uploads: limits, messages and names', () => {
  let t: TestApp;
  let owner: TestAccount;
  let toolsDir: string;
  let toolLog: string;

  beforeAll(async () => {
    toolsDir = await mkdtemp(path.join(os.tmpdir(), 'media-tools-'));
    toolLog = path.join(toolsDir, 'runs.log');
    t = await createTestApp({
      FFPROBE_PATH: await writeMeasuringWrapper(toolsDir, 'ffprobe', toolLog),
      FFMPEG_PATH: await writeMeasuringWrapper(toolsDir, 'ffmpeg', toolLog),
    });
    owner = await registerOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(toolsDir, { recursive: true, force: true });
  }, 60_000);

  it('refuses a 2 MB video of 16000×16000 px frames with a clear 413, in bounded memory, storing nothing', async () => {
    await rm(toolLog, { force: true });
    const bomb = buildMjpegMatroska(buildGreyJpeg(16_000, 16_000), 16_000, 16_000, [0, 0.04, 0.08]);
    const response = await uploadMedia(
      t,
      owner.jar,
      { data: bomb, filename: 'holiday.mkv', contentType: 'video/x-matroska' },
      { purpose: 'video' },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'payload_too_large',
      message: '"holiday.mkv" has too many pixels per frame (at most 4096×4096 pixels).',
    });
    expect(await listFiles(path.join(t.dataDir, 'media'))).toEqual([]);
    expect(await listFiles(path.join(t.dataDir, 'tmp'))).toEqual([]);
    if (hasGnuTime) {
      // Decoding one frame would take 256 MB (and the old still extraction did); reading headers takes ~60 MB.
      const runs = await readMeasuredRuns(toolLog);
      expect(runs.map((run) => run.tool)).toEqual(['ffprobe']);
      for (const run of runs) expect(run.kilobytes).toBeLessThan(128 * 1024);
    }
  });

  it('stores a video without its location, device and title', async () => {
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'tagged-'));
    try {
      const tagged = await runFfmpegFixture(workDir, 'tagged.mp4', [
        ...testPatternInput(1, '64x48'),
        ...toneInput(1),
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
        ...['-metadata', 'location=+48.8584+002.2945/', '-metadata', 'title=Secret title'],
        ...['-metadata', 'com.apple.quicktime.make=SecretPhone', '-movflags', '+use_metadata_tags'],
      ]);
      const asset = await uploadAsset(
        t,
        owner.jar,
        { data: await readFile(tagged), filename: 'tagged.mp4', contentType: 'video/mp4' },
        { purpose: 'video' },
      );
      const served = await t.request({ method: 'GET', url: asset.url, cookies: owner.jar });
      const stored = path.join(workDir, 'stored.mp4');
      await writeFile(stored, served.rawPayload);
      const probe = await runMediaTool(
        'ffprobe',
        ['-v', 'error', '-of', 'json', '-show_format', '-show_streams', stored],
        {
          timeoutMs: 30_000,
          maxOutputBytes: 1024 * 1024,
          maxMemoryBytes: 256 * 1024 * 1024,
        },
      );
      expect(probe.toString('utf8')).not.toMatch(/Secret|48\.8584|"location/);
      expect(served.rawPayload.includes('Secret')).toBe(false);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("answers an upload over 100MB with the spec's message for its kind, not a generic one", async () => {
    const tooLarge = Buffer.alloc(100 * 1024 * 1024 + 1);
    const cases = [
      { purpose: 'video', contentType: 'video/mp4', message: videoTooLargeMessage },
      { purpose: 'media', contentType: 'video/quicktime', message: videoTooLargeMessage },
      { purpose: 'media', contentType: 'image/png', message: mediaTooLargeMessage },
    ] as const;
    for (const { purpose, contentType, message } of cases) {
      const response = await uploadMedia(
        t,
        owner.jar,
        { data: tooLarge, filename: 'big', contentType },
        { purpose },
      );
      expect(response.statusCode, contentType).toBe(413);
      expect(response.json().error).toMatchObject({ code: 'payload_too_large', message });
    }
    expect(await listFiles(path.join(t.dataDir, 'tmp'))).toEqual([]);
  }, 60_000);

  it('refuses a second file and an unknown purpose with a 400 naming the problem', async () => {
    const png = await renderPng();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
    const twoFiles = await t.request({
      method: 'POST',
      url: '/api/media/uploads',
      cookies: owner.jar,
      payload: form,
    });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().error.message).toBe('Send one file per upload.');

    const odd = new FormData();
    odd.append('purpose', 'audio');
    odd.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const response = await t.request({
      method: 'POST',
      url: '/api/media/uploads',
      cookies: owner.jar,
      payload: odd,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { purpose: expect.any(String) },
    });
  });

  it('cleans control and bidirectional characters from names, and serves the real type’s extension', async () => {
    const png = await renderPng();
    const upload = async (filename: string, description?: string) =>
      uploadAsset(
        t,
        owner.jar,
        { data: png, filename, contentType: 'image/png' },
        description ? { description } : {},
      );

    const spoofed = await upload('invoice\u202Egpj.exe', 'Our \u0000logo');
    expect(spoofed.title).toBe('invoicegpj.exe');
    expect(spoofed.description).toBe('Our logo');
    const download = async (url: string) =>
      String((await t.request({ method: 'GET', url, cookies: owner.jar })).headers['content-disposition']);
    expect(await download(spoofed.url)).toBe(
      `inline; filename="invoicegpj.png"; filename*=UTF-8''invoicegpj.png`,
    );

    expect((await upload('photo.jpg.exe')).title).toBe('photo.jpg.exe');
    expect(await download((await upload('photo.jpg.exe')).url)).toMatch(/filename="photo\.jpg\.png"/);
    expect(await download((await upload('page.html')).url)).toMatch(/filename="page\.png"/);
    const controls = await upload('a\u0007b\u0085c\u2066d.png');
    expect(controls.title).toBe('abcd.png');
  });

  it('describes the multipart body of the upload in the OpenAPI document', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const body = document.paths['/api/media/uploads'].post.requestBody;
    const schema = body.content['multipart/form-data'].schema;
    expect(schema.required).toEqual(['file']);
    expect(schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema.properties.purpose.enum).toEqual(['media', 'video', 'reels', 'library']);
    expect(schema.properties.description).toMatchObject({ type: 'string', maxLength: 2000 });
  });
});
