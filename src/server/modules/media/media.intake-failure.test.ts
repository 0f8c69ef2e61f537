import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { renderMp4, renderPng, uploadMedia } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Every file below `directory`, as paths relative to it; none when it is missing. */
async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
}

describe('media intake when the asset row cannot be written', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    // Every insert into assets fails, as a full disk, a lost connection or a constraint would make it.
    await t.container.database.pool.query(`
      CREATE FUNCTION refuse_asset() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'asset inserts are refused in this test'; END $$;
      CREATE TRIGGER refuse_asset BEFORE INSERT ON assets FOR EACH ROW EXECUTE FUNCTION refuse_asset();
    `);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('leaves no file in storage or in the temporary folder for an image, a video and its still', async () => {
    const image = await uploadMedia(t, owner.jar, {
      data: await renderPng(),
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(image.statusCode).toBe(500);
    const video = await uploadMedia(
      t,
      owner.jar,
      { data: await renderMp4(1), filename: 'a.mp4', contentType: 'video/mp4' },
      { purpose: 'video' },
    );
    expect(video.statusCode).toBe(500);
    expect(video.json().error.message).not.toContain('asset inserts');

    expect(await listFiles(path.join(t.dataDir, 'media'))).toEqual([]);
    expect(await listFiles(path.join(t.dataDir, 'tmp'))).toEqual([]);
  }, 60_000);

  it('leaves no file for an image the server rendered itself', async () => {
    const workspaceId = owner.session.workspace?.id ?? '';
    await expect(
      t.container.media.storeRenderedImage(
        { data: await renderPng(), contentType: 'image/png', width: 64, height: 48 },
        {
          workspaceId,
          createdBy: null,
          source: 'ai-generated',
          title: 'card',
          description: 'card',
          tags: [],
        },
      ),
    ).rejects.toThrow(/insert into "assets"/);
    expect(await listFiles(path.join(t.dataDir, 'media'))).toEqual([]);
  });
});
