import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { Asset } from '../../../shared/contracts/media';
import type { VideoEdit } from '../../../shared/contracts/reels';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runMediaTool } from '../../integrations/media-tools/media-process';
import { probeMediaFile } from '../media/media-probe';
import { createGenerationStore } from '../generation/generation.store';
import { runFfmpegFixture, testPatternInput, toneInput } from '../media/media.fixtures';

/** Stores a run with one video post of `asset` in the caller's workspace; the post's id. */
async function insertVideoPost(t: TestApp, workspaceId: string, asset: Asset): Promise<string> {
  const store = createGenerationStore(t.container.database.db);
  const runId = crypto.randomUUID();
  await store.insertRun(workspaceId, {
    id: runId,
    method: 'upload',
    status: 'completed',
    prompt: 'A clip to edit',
    input: {},
  });
  const postId = crypto.randomUUID();
  await store.insertPostsWithRun(
    workspaceId,
    runId,
    [
      {
        id: postId,
        position: 0,
        platform: 'instagram',
        variation: 'viral',
        title: 'Clip',
        content: 'Our bakery at dawn',
        hashtags: ['#bakery'],
        mediaType: 'video',
        videoAssetId: asset.id,
        videoStatus: 'ready',
        isUploadedVideo: true,
        generationMethod: 'upload',
      },
    ],
    {},
  );
  return postId;
}

async function waitForEdit(t: TestApp, jar: string, editId: string) {
  const seen: number[] = [];
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const response = await t.request({ method: 'GET', url: `/api/video-edits/${editId}`, cookies: jar });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ edit: VideoEdit; post: GeneratedPost | null }>();
    seen.push(body.edit.progress);
    if (body.edit.status === 'completed' || body.edit.status === 'failed') return { ...body, seen };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('edit did not settle');
}

describe('reels editor job', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let directory: string;
  let source: Asset;
  let postId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com' });
    directory = await mkdtemp(join(tmpdir(), 'postforge-reels-'));
    // 6 s of a 360×640 pattern with sound: long enough for several progress reports.
    const clip = await runFfmpegFixture(directory, 'clip.mp4', [
      ...testPatternInput(6, '360x640'),
      ...toneInput(6),
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
    ]);
    const { readFile } = await import('node:fs/promises');
    source = await uploadAsset(t, owner.jar, {
      data: await readFile(clip),
      filename: 'dawn.mp4',
      contentType: 'video/mp4',
    });
    const session = await t.request({ method: 'GET', url: '/api/session', cookies: owner.jar });
    postId = await insertVideoPost(t, session.json<{ workspace: { id: string } }>().workspace.id, source);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(directory, { recursive: true, force: true });
  }, 60_000);

  it('applies an effect, a square crop and a trim as a job: progress, a new asset, the post pointed at it', async () => {
    const started = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/video-edits`,
      cookies: owner.jar,
      payload: {
        effect: { id: 'monochrome', intensity: 1 },
        aspect: { ratio: '1:1', fit: 'crop' },
        trim: { startSeconds: 1, endSeconds: 4.5 },
      },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { edit } = started.json<{ edit: VideoEdit }>();
    expect(edit.status).toBe('queued');

    const done = await waitForEdit(t, owner.jar, edit.id);
    expect(done.edit.status, done.edit.error ?? '').toBe('completed');
    expect(done.edit.progress).toBe(100);
    expect(done.seen.some((value) => value > 0 && value < 100)).toBe(true);
    expect(done.edit.resultAssetId).not.toBe(source.id);
    expect(done.post?.videoUrl).toBe(`/media/${done.edit.resultAssetId}`);

    // The result is a real 360×360, 3.5 s, grey clip; the original is still served.
    const served = await t.request({ method: 'GET', url: done.post?.videoUrl ?? '', cookies: owner.jar });
    expect(served.statusCode).toBe(200);
    const file = join(directory, 'result.mp4');
    await writeFile(file, served.rawPayload);
    const probe = await probeMediaFile(file, 'mp4');
    expect(probe.video).toMatchObject({ width: 360, height: 360 });
    expect(probe.durationSeconds).toBeGreaterThan(3.3);
    expect(probe.durationSeconds).toBeLessThan(3.8);
    const frame = await runMediaTool(
      'ffmpeg',
      [
        '-v',
        'error',
        '-ss',
        '1',
        '-i',
        `file:${file}`,
        '-frames:v',
        '1',
        '-f',
        'image2pipe',
        '-c:v',
        'png',
        'pipe:1',
      ],
      { timeoutMs: 30_000, maxOutputBytes: 10_000_000, maxMemoryBytes: 1e9 },
    );
    const { data } = await sharp(frame).raw().toBuffer({ resolveWithObject: true });
    let maxChroma = 0;
    for (let index = 0; index < data.length; index += 3) {
      const [r = 0, g = 0, b = 0] = [data[index], data[index + 1], data[index + 2]];
      maxChroma = Math.max(maxChroma, Math.max(r, g, b) - Math.min(r, g, b));
    }
    expect(maxChroma).toBeLessThan(24);
    const original = await t.request({ method: 'GET', url: source.url, cookies: owner.jar });
    expect(original.statusCode).toBe(200);
    // The previous video is kept as a version of the post, with the reason 'effect'.
    const session = await t.request({ method: 'GET', url: '/api/session', cookies: owner.jar });
    const workspaceId = session.json<{ workspace: { id: string } }>().workspace.id;
    const versions = await t.container.review.listVersions(workspaceId, postId);
    expect(versions[0]).toMatchObject({ reason: 'effect', videoAssetId: source.id });
  }, 120_000);

  it('renders a preview still with the edit applied, before anything is stored', async () => {
    const response = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/video-edits/preview`,
      cookies: owner.jar,
      payload: { aspect: { ratio: '16:9', fit: 'pad' }, effect: { id: 'vintage', intensity: 0.5 } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.width / metadata.height).toBeCloseTo(16 / 9, 1);
  }, 60_000);

  it('refuses an empty edit, a trim outside the clip and a post without video', async () => {
    const empty = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/video-edits`,
      cookies: owner.jar,
      payload: { effect: null },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toBe(
      'Select an effect, an aspect ratio or a trim first.',
    );
    const outside = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/video-edits`,
      cookies: owner.jar,
      payload: { trim: { startSeconds: 2, endSeconds: 60 } },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json<{ error: { message: string } }>().error.message).toMatch(
      /^The trim must lie within the clip \(/,
    );
    const reversed = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/video-edits`,
      cookies: owner.jar,
      payload: { trim: { startSeconds: 3, endSeconds: 2 } },
    });
    expect(reversed.json<{ error: { message: string } }>().error.message).toBe(
      'The trim must end after it starts.',
    );
  });

  it('ends an edit whose clip ffmpeg cannot read as failed, with its message, and leaves the post alone', async () => {
    const session = await t.request({ method: 'GET', url: '/api/session', cookies: owner.jar });
    const workspaceId = session.json<{ workspace: { id: string } }>().workspace.id;
    const { readFile } = await import('node:fs/promises');
    const broken = await uploadAsset(t, owner.jar, {
      data: await readFile(join(directory, 'clip.mp4')),
      filename: 'broken.mp4',
      contentType: 'video/mp4',
    });
    const brokenPostId = await insertVideoPost(t, workspaceId, broken);
    // The stored file is damaged after intake (a disk fault): ffmpeg refuses it.
    const row = await t.container.media.find(workspaceId, broken.id);
    await t.container.storage.put(row?.storageKey ?? '', Buffer.from('not a video any more'), 'video/mp4');
    const started = await t.request({
      method: 'POST',
      url: `/api/posts/${brokenPostId}/video-edits`,
      cookies: owner.jar,
      payload: { effect: { id: 'soft', intensity: 0.5 } },
    });
    expect(started.statusCode, started.body).toBe(202);
    const done = await waitForEdit(t, owner.jar, started.json<{ edit: VideoEdit }>().edit.id);
    expect(done.edit).toMatchObject({
      status: 'failed',
      error: 'The changes could not be applied to this video.',
      resultAssetId: null,
    });
    const post = await t.container.generationStore.findPost(workspaceId, brokenPostId);
    expect(post?.videoAssetId).toBe(broken.id);
  }, 60_000);

  it("refuses another workspace's post and edit as unknown", async () => {
    const started = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/video-edits`,
      cookies: other.jar,
      payload: { effect: { id: 'cool', intensity: 0.5 } },
    });
    expect(started.statusCode).toBe(404);
    const mine = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/video-edits`,
      cookies: owner.jar,
      payload: { effect: { id: 'cool', intensity: 0.5 } },
    });
    const { edit } = mine.json<{ edit: VideoEdit }>();
    const read = await t.request({ method: 'GET', url: `/api/video-edits/${edit.id}`, cookies: other.jar });
    expect(read.statusCode).toBe(404);
    const preview = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/video-edits/preview`,
      cookies: other.jar,
      payload: { effect: { id: 'cool', intensity: 0.5 } },
    });
    expect(preview.statusCode).toBe(404);
    await waitForEdit(t, owner.jar, edit.id);
  }, 120_000);
});
