import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { Asset } from '../../../shared/contracts/media';
import { platforms } from '../../../shared/domain/platforms';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { renderMp4, renderPng, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

async function workspaceOf(t: TestApp, jar: string): Promise<string> {
  const session = await t.request({ method: 'GET', url: '/api/session', cookies: jar });
  return session.json<{ workspace: { id: string } }>().workspace.id;
}

/** A run with two posts in the workspace (the first with `image`); the run id and post ids. */
async function insertRun(t: TestApp, workspaceId: string, image: Asset) {
  const store = t.container.generationStore;
  const runId = crypto.randomUUID();
  await store.insertRun(workspaceId, {
    id: runId,
    method: 'prompt',
    status: 'completed',
    prompt: 'Bakery',
    input: {},
  });
  const ids = [crypto.randomUUID(), crypto.randomUUID()];
  await store.insertPostsWithRun(
    workspaceId,
    runId,
    [
      {
        id: ids[0] ?? '',
        position: 0,
        platform: 'instagram',
        variation: 'viral',
        title: 'Dawn',
        content: 'Fresh bread, "warm", every morning',
        hashtags: ['#bakery', '#bread'],
        imageAssetId: image.id,
        imageStatus: 'ready',
        generationMethod: 'prompt',
      },
      {
        id: ids[1] ?? '',
        position: 1,
        platform: 'linkedin',
        variation: 'professional',
        title: 'Team',
        content: '=SUM(A1) is not a formula here',
        hashtags: [],
        generationMethod: 'prompt',
      },
    ],
    {},
  );
  return { runId, postIds: ids as [string, string] };
}

describe('post media: library, choose, generate, export', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let image: Asset;
  let clip: Asset;
  let runId: string;
  let postIds: [string, string];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com' });
    image = await uploadAsset(t, owner.jar, {
      data: await renderPng(40, 40),
      filename: 'shop front.png',
      contentType: 'image/png',
    });
    clip = await uploadAsset(t, owner.jar, {
      data: await renderMp4(1),
      filename: 'oven.mp4',
      contentType: 'video/mp4',
    });
    await uploadAsset(t, other.jar, {
      data: await renderPng(20, 20),
      filename: 'theirs.png',
      contentType: 'image/png',
    });
    ({ runId, postIds } = await insertRun(t, await workspaceOf(t, owner.jar), image));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it("lists the workspace's library with search, type filter and pages", async () => {
    const list = async (query: string, jar = owner.jar) => {
      const response = await t.request({ method: 'GET', url: `/api/media${query}`, cookies: jar });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ assets: Asset[]; total: number; page: number; pageSize: number }>();
    };
    const all = await list('');
    expect(all.assets.map((asset) => asset.title)).toEqual(['oven.mp4', 'shop front.png']);
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 24 });
    expect((await list('?type=video')).assets.map((asset) => asset.id)).toEqual([clip.id]);
    expect((await list('?search=SHOP')).assets.map((asset) => asset.id)).toEqual([image.id]);
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=nothing-like-this')).assets).toEqual([]);
    expect((await list('?page=2')).assets).toEqual([]);
    expect((await list('', other.jar)).assets.map((asset) => asset.title)).toEqual(['theirs.png']);
    const bad = await t.request({ method: 'GET', url: '/api/media?type=document', cookies: owner.jar });
    expect(bad.statusCode).toBe(400);
  });

  it("makes a library video the post's media, keeping a version; another workspace's asset or post is unknown", async () => {
    const chosen = await t.request({
      method: 'PUT',
      url: `/api/posts/${postIds[1]}/media`,
      cookies: owner.jar,
      payload: { assetId: clip.id },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<{ post: GeneratedPost }>().post).toMatchObject({
      mediaType: 'video',
      videoUrl: `/media/${clip.id}`,
    });
    const versions = await t.container.review.listVersions(await workspaceOf(t, owner.jar), postIds[1]);
    expect(versions[0]).toMatchObject({ reason: 'media', videoAssetId: null });

    const theirs = await t.request({
      method: 'PUT',
      url: `/api/posts/${postIds[1]}/media`,
      cookies: other.jar,
      payload: { assetId: clip.id },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('generates a new image from a prompt with the image provider, and refuses an empty prompt', async () => {
    const empty = await t.request({
      method: 'POST',
      url: `/api/posts/${postIds[0]}/media/generate`,
      cookies: owner.jar,
      payload: { prompt: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toBe('Please enter a prompt');
    const made = await t.request({
      method: 'POST',
      url: `/api/posts/${postIds[0]}/media/generate`,
      cookies: owner.jar,
      payload: { prompt: 'A loaf on a wooden table' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const post = made.json<{ post: GeneratedPost }>().post;
    expect(post.imagePrompt).toBe('A loaf on a wooden table');
    expect(post.imageAssetId).not.toBe(image.id);
    const served = await t.request({ method: 'GET', url: post.image ?? '', cookies: owner.jar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    // The library asset has the spec's AI image defaults (spec 2 §9).
    const asset = await t.request({
      method: 'GET',
      url: `/api/library/assets/${post.imageAssetId ?? ''}`,
      cookies: owner.jar,
    });
    expect(
      asset.json<{ asset: { tags: string[]; description: string; source: string } }>().asset,
    ).toMatchObject({
      source: 'ai-generated',
      tags: ['ai-generated', post.platform.toLowerCase(), 'auto-generated'],
      description: `AI generated image for ${platforms[post.platform as 'instagram'].name}: A loaf on a wooden table`,
    });
  }, 60_000);

  it('exports a run as a zip of texts, media and a manifest, and marks its posts exported', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/generation/runs/${runId}/export`,
      cookies: owner.jar,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toContain('manifest.csv');
    expect(names).toContain('01-instagram-viral/post.txt');
    expect(names).toContain('02-linkedin-professional/post.txt');
    expect(names).toContain('02-linkedin-professional/video.mp4');
    expect(strFromU8(files['01-instagram-viral/post.txt']!)).toBe(
      'Fresh bread, "warm", every morning\n\n#bakery #bread\n',
    );
    const video = await t.request({ method: 'GET', url: `/media/${clip.id}`, cookies: owner.jar });
    expect(Buffer.from(files['02-linkedin-professional/video.mp4']!).equals(video.rawPayload)).toBe(true);
    const manifest = strFromU8(files['manifest.csv']!).split('\r\n');
    expect(manifest[0]).toBe('position,platform,variation,title,text_file,image_file,video_file,hashtags');
    expect(manifest[1]).toMatch(
      /^1,instagram,viral,Dawn,01-instagram-viral\/post\.txt,01-instagram-viral\/image\.\w+,,#bakery #bread$/,
    );
    expect(manifest[2]).toContain('02-linkedin-professional/video.mp4');

    await new Promise((resolve) => setTimeout(resolve, 200));
    const stored = await t.container.generationStore.findPosts(await workspaceOf(t, owner.jar), runId);
    for (const post of stored) expect(post.exportedAt).not.toBeNull();

    const theirs = await t.request({
      method: 'GET',
      url: `/api/generation/runs/${runId}/export`,
      cookies: other.jar,
    });
    expect(theirs.statusCode).toBe(404);
    const theirPost = await t.request({
      method: 'GET',
      url: `/api/posts/${postIds[0]}/export`,
      cookies: other.jar,
    });
    expect(theirPost.statusCode).toBe(404);
  }, 60_000);

  it('exports one post and marks a copied post exported', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/posts/${postIds[0]}/export`,
      cookies: owner.jar,
    });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).filter((name) => name.endsWith('post.txt'))).toEqual([
      '01-instagram-viral/post.txt',
    ]);
    const marked = await t.request({
      method: 'POST',
      url: `/api/posts/${postIds[1]}/exported`,
      cookies: owner.jar,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<{ post: GeneratedPost }>().post.exportedAt).toMatch(/^\d{4}-/);
  });
});
