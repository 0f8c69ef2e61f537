import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { renderMp4, renderPng, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);

/** Every file below `directory`, as paths relative to it (sorted); none when it is missing. */
async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Writes a file (and its folders) and dates it `modifiedAt`. */
async function writeDated(filePath: string, modifiedAt: Date): Promise<void> {
  await mkdir(path.dirname(filePath), { recursive: true });
  await writeFile(filePath, 'leftover');
  await utimes(filePath, modifiedAt, modifiedAt);
}

describe('the start-up media sweep', () => {
  let t: TestApp;
  let owner: TestAccount;
  let mediaDir: string;
  let tmpDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    mediaDir = path.join(t.dataDir, 'media');
    tmpDir = path.join(t.dataDir, 'tmp');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('removes day-old files without a row and stale temporary files, and keeps everything in use', async () => {
    const image = await uploadAsset(t, owner.jar, {
      data: await renderPng(),
      filename: 'kept.png',
      contentType: 'image/png',
    });
    const video = await uploadAsset(
      t,
      owner.jar,
      { data: await renderMp4(1), filename: 'kept.mp4', contentType: 'video/mp4' },
      { purpose: 'video' },
    );
    const inUse = await listFiles(mediaDir);
    expect(inUse).toHaveLength(3); // the image, the video and its still
    for (const file of inUse) await utimes(path.join(mediaDir, file), twoDaysAgo, twoDaysAgo);

    const workspaceId = owner.session.workspace?.id ?? '';
    const orphan = path.join(workspaceId, '2025', '01', `${crypto.randomUUID()}.png`);
    const recentOrphan = path.join(workspaceId, '2025', '01', `${crypto.randomUUID()}.png`);
    const otherWorkspace = path.join('another-workspace', '2025', '01', `${crypto.randomUUID()}.mp4`);
    const interrupted = path.join(workspaceId, '2025', '01', `.x.png.${crypto.randomUUID()}.tmp`);
    await writeDated(path.join(mediaDir, orphan), twoDaysAgo);
    await writeDated(path.join(mediaDir, recentOrphan), new Date());
    await writeDated(path.join(mediaDir, otherWorkspace), twoDaysAgo);
    await writeDated(path.join(mediaDir, interrupted), twoDaysAgo);
    await writeDated(path.join(tmpDir, 'uploads', 'stale.upload'), twoDaysAgo);
    await writeDated(path.join(tmpDir, 'uploads', 'receiving.upload'), new Date());
    await writeDated(path.join(tmpDir, 'media', 'upload-stale', 'cleaned'), twoDaysAgo);
    await utimes(path.join(tmpDir, 'media', 'upload-stale'), twoDaysAgo, twoDaysAgo);
    await writeDated(path.join(tmpDir, 'video', 'video-stale', 'video.mp4'), twoDaysAgo);

    const result = await t.container.mediaSweep.sweep();

    expect(result).toEqual({ orphans: 2, incompleteWrites: 1, temporaryFiles: 3 });
    expect(await listFiles(mediaDir)).toEqual([...inUse, recentOrphan].sort());
    expect(await listFiles(tmpDir)).toEqual([path.join('uploads', 'receiving.upload')]);
    expect((await readdir(tmpDir)).sort()).toEqual(['media', 'uploads', 'video']);
    expect(await readdir(path.join(tmpDir, 'media'))).toEqual([]);
    for (const url of [image.url, video.url, video.thumbnailUrl ?? '']) {
      expect((await t.request({ method: 'GET', url, cookies: owner.jar })).statusCode, url).toBe(200);
    }
    expect(await t.container.mediaSweep.sweep()).toEqual({
      orphans: 0,
      incompleteWrites: 0,
      temporaryFiles: 0,
    });
  }, 60_000);
});
