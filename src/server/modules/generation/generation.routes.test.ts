import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRun } from '../../../shared/contracts/generation';
import { countCharacters } from '../../../shared/domain/counting';
import { platforms } from '../../../shared/domain/platforms';
import { registerOwner, testPassword, type TestAccount } from '../../testing/accounts.factory';
import { generate, startRun, waitForRun } from '../../testing/generation.factory';
import { cookiesFrom, createTestApp, type TestApp } from '../../testing/test-app';

const input = {
  method: 'prompt' as const,
  prompt: 'Launch of our solar-powered coffee roaster for small cafes',
  platforms: ['instagram' as const, 'twitter' as const],
  variations: ['viral' as const, 'professional' as const],
  aiImages: true,
};

describe('generation runs (offline providers)', () => {
  let t: TestApp;
  let owner: TestAccount;
  let run: GenerationRun;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('answers 202 with a run id and completes with one post per platform x variation', async () => {
    const runId = await startRun(t, owner.jar, input);
    expect(runId).toMatch(/^[0-9a-f-]{36}$/);
    run = await waitForRun(t, owner.jar, runId);

    expect(run.status).toBe('completed');
    expect(run.error).toBeNull();
    expect(run.expectedPosts).toBe(4);
    expect(run.posts.map((post) => [post.position, post.platform, post.variation, post.title])).toEqual([
      [1, 'instagram', 'viral', 'AI Generated Instagram Post - Viral'],
      [2, 'instagram', 'professional', 'AI Generated Instagram Post - Professional'],
      [3, 'twitter', 'viral', 'AI Generated Twitter/X Post - Viral'],
      [4, 'twitter', 'professional', 'AI Generated Twitter/X Post - Professional'],
    ]);
    for (const post of run.posts) {
      expect(post.content.length).toBeGreaterThan(0);
      expect(countCharacters(post.content, post.platform)).toBeLessThanOrEqual(
        platforms[post.platform].characterLimit,
      );
      expect(post.generationMethod).toBe('prompt');
      expect(post.mediaType).toBe('image');
      expect(post.imageStatus).toBe('ready');
      expect(post.image).toBe(`/media/${post.imageAssetId}`);
      expect(post.imagePrompt).toBeTruthy();
      expect(post.isOffline).toBe(true);
      expect(post.isFallback).toBe(false);
      expect(post.webSearchSources).toEqual([]);
    }
    expect(run.summary).toMatchObject({
      hasVariations: true,
      variations: ['viral', 'professional'],
      useWebSearch: false,
      mediaType: 'image',
      notices: [],
      textProvider: { isOffline: true },
      imageProvider: { isOffline: true },
      videoProvider: { isOffline: true },
      speechProvider: { isOffline: true },
      scrapedImagesUsed: 0,
      enhancedUrlData: null,
    });
  }, 120_000);

  it('serves each generated image inline as a PNG, tagged as an AI image of its platform', async () => {
    const workspaceId = owner.session.workspace?.id ?? '';
    for (const post of run.posts) {
      const image = await t.request({ method: 'GET', url: post.image ?? '', cookies: owner.jar });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(String(image.headers['content-disposition'])).toMatch(/^inline/);
      expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
      const asset = await t.container.media.find(workspaceId, post.imageAssetId ?? '');
      expect(asset?.tags).toEqual(['ai-generated', post.platform, 'auto-generated']);
      expect(asset?.source).toBe('ai-generated');
    }
  }, 60_000);

  it('writes the same posts for the same input', async () => {
    const again = await generate(t, owner.jar, input);
    expect(again.id).not.toBe(run.id);
    const contents = (value: GenerationRun) =>
      value.posts.map((post) => ({
        title: post.title,
        content: post.content,
        hashtags: post.hashtags,
        strategy: post.strategy,
        engagement: post.engagement,
        imagePrompt: post.imagePrompt,
      }));
    expect(contents(again)).toEqual(contents(run));
  }, 120_000);

  it('lists the runs newest first with their post counts', async () => {
    const response = await t.request({ method: 'GET', url: '/api/generation/runs', cookies: owner.jar });
    expect(response.statusCode).toBe(200);
    const { runs } = response.json<{ runs: Array<{ id: string; postCount: number; status: string }> }>();
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.find((item) => item.id === run.id)).toMatchObject({ postCount: 4, status: 'completed' });
  });

  it('draws labelled fallback cards when AI images are off and there is no other source', async () => {
    const result = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Weekend opening hours of the bakery',
      platforms: ['linkedin'],
      variations: ['normal'],
      aiImages: false,
    });
    expect(result.status).toBe('completed');
    expect(result.summary?.hasVariations).toBe(false);
    expect(result.summary?.variations).toEqual([]);
    expect(result.posts).toHaveLength(1);
    const [post] = result.posts;
    expect(post?.title).toBe('AI Generated LinkedIn Post');
    expect(post?.imageStatus).toBe('fallback');
    expect(post?.imagePrompt).toMatch(/fallback/i);
    const image = await t.request({ method: 'GET', url: post?.image ?? '', cookies: owner.jar });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  }, 120_000);

  it("refuses an empty prompt or no platform with the spec's messages", async () => {
    const noPrompt = await t.request({
      method: 'POST',
      url: '/api/generation/runs',
      cookies: owner.jar,
      payload: { ...input, prompt: '   ' },
    });
    expect(noPrompt.statusCode).toBe(400);
    expect(noPrompt.json().error.message).toBe('Please enter a prompt');

    const noPlatform = await t.request({
      method: 'POST',
      url: '/api/generation/runs',
      cookies: owner.jar,
      payload: { ...input, platforms: [] },
    });
    expect(noPlatform.statusCode).toBe(400);
    expect(noPlatform.json().error.message).toBe('Please select at least one platform');
  });

  it('answers 404 for a run that does not exist', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/generation/runs/${crypto.randomUUID()}`,
      cookies: owner.jar,
    });
    expect(response.statusCode).toBe(404);
  });

  it("keeps a run, its media and its stream to the owner's workspace", async () => {
    const opened = await t.request({
      method: 'PUT',
      url: '/api/admin/registration',
      cookies: owner.jar,
      payload: { isOpen: true },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const registered = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Other', email: 'other@example.com', password: testPassword },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const other = cookiesFrom(registered);

    const post = run.posts[0];
    for (const url of [
      `/api/generation/runs/${run.id}`,
      `/api/generation/runs/${run.id}/events`,
      post?.image ?? '',
      `${post?.image ?? ''}/thumbnail`,
    ]) {
      const response = await t.request({ method: 'GET', url, cookies: other });
      expect(response.statusCode, url).toBe(404);
    }
    const list = await t.request({ method: 'GET', url: '/api/generation/runs', cookies: other });
    expect(list.json()).toEqual({ runs: [] });

    // another workspace's asset ids are not usable as sources
    const borrowed = await generate(t, other, {
      method: 'upload',
      prompt: 'Campaign with a borrowed image',
      platforms: ['facebook'],
      variations: ['normal'],
      aiImages: false,
      uploadedAssetIds: [post?.imageAssetId ?? ''],
    });
    expect(borrowed.posts[0]?.isUploadedImage).toBe(false);
    expect(borrowed.posts[0]?.imageAssetId).not.toBe(post?.imageAssetId);

    for (const url of [
      `/api/generation/runs/${run.id}`,
      `/api/generation/runs/${run.id}/events`,
      post?.image ?? '',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
    const anonymous = await t.request({ method: 'POST', url: '/api/generation/runs', payload: input });
    expect(anonymous.statusCode).toBe(401);
  }, 60_000);
});
