import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '../../../shared/contracts/media';
import { genericFootageDescription } from '../../integrations/ai/offline/offline-speech.provider';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate, renderMp4, renderPng, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('generation from uploaded images and recorded clips', () => {
  let t: TestApp;
  let owner: TestAccount;
  let clip: Asset;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    clip = await uploadAsset(
      t,
      owner.jar,
      { data: await renderMp4(2, 'orange'), filename: 'reel.mp4', contentType: 'video/mp4' },
      { purpose: 'video' },
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('uses the uploaded images in order, cycling them across the posts', async () => {
    const first = await uploadAsset(t, owner.jar, {
      data: await renderPng(40, 40, { r: 255, g: 0, b: 0 }),
      filename: 'first.png',
      contentType: 'image/png',
    });
    const second = await uploadAsset(t, owner.jar, {
      data: await renderPng(40, 40, { r: 0, g: 0, b: 255 }),
      filename: 'second.png',
      contentType: 'image/png',
    });
    const run = await generate(t, owner.jar, {
      method: 'upload',
      prompt: 'Create a campaign for these 2 images',
      platforms: ['instagram', 'twitter', 'facebook'],
      variations: ['normal'],
      uploadedAssetIds: [first.id, second.id],
    });

    expect(run.status).toBe('completed');
    expect(run.posts.map((post) => [post.title, post.image])).toEqual([
      ['Uploaded Content Instagram Post', first.url],
      ['Uploaded Content Twitter/X Post', second.url],
      ['Uploaded Content Facebook Post', first.url],
    ]);
    for (const post of run.posts) {
      expect(post).toMatchObject({
        generationMethod: 'upload',
        mediaType: 'image',
        imageStatus: 'ready',
        isUploadedImage: true,
        isUploadedVideo: false,
      });
    }
    expect(run.summary?.sourceImages).toEqual([first.url, second.url]);
  }, 120_000);

  it('refuses an upload run without files and ignores unknown asset ids', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/generation/runs',
      cookies: owner.jar,
      payload: {
        method: 'upload',
        prompt: 'Campaign',
        platforms: ['instagram'],
        variations: ['normal'],
        uploadedAssetIds: [],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please select valid image or video files');

    // unknown ids are not used: the run falls through to the next media source (AI images here)
    const run = await generate(t, owner.jar, {
      method: 'upload',
      prompt: 'Campaign',
      platforms: ['instagram'],
      variations: ['normal'],
      uploadedAssetIds: [crypto.randomUUID()],
    });
    expect(run.posts[0]?.isUploadedImage).toBe(false);
  }, 120_000);

  it('refuses a run whose prompt is only the automatic instruction about the files', async () => {
    const image = await uploadAsset(t, owner.jar, {
      data: await renderPng(40, 40, { r: 0, g: 160, b: 0 }),
      filename: 'plain.png',
      contentType: 'image/png',
    });
    for (const [prompt, language, message] of [
      [
        'Create a social media campaign using these 2 media files.',
        'en',
        'Your prompt only says what to do with the files. Add one line about what they show.',
      ],
      [
        'Erstelle ansprechende Social-Media-Inhalte zu diesem Bild',
        'de',
        'Dein Prompt sagt nur, was mit den Dateien passieren soll. Schreib eine Zeile dazu, was sie zeigen.',
      ],
    ] as const) {
      const response = await t.request({
        method: 'POST',
        url: '/api/generation/runs',
        cookies: owner.jar,
        headers: { 'accept-language': language },
        payload: {
          method: 'upload',
          prompt,
          platforms: ['instagram'],
          variations: ['normal'],
          uploadedAssetIds: [image.id],
        },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields?.prompt).toBe(message);
    }

    // Sent straight to the API from another tab, the instruction alone is refused the same way (it used to
    // come back as 'Something worth sharing.' with a hook and a call to action).
    const fromPrompt = await t.request({
      method: 'POST',
      url: '/api/generation/runs',
      cookies: owner.jar,
      payload: {
        method: 'prompt',
        prompt: 'Create a social media campaign using these 2 media files.',
        platforms: ['instagram'],
        variations: ['normal'],
      },
    });
    expect(fromPrompt.statusCode, fromPrompt.body).toBe(400);
    expect(fromPrompt.json().error.fields?.prompt).toBe(
      'Your prompt only says what to do with the files. Add one line about what they show.',
    );

    // One line about the subject before the instruction is enough.
    const run = await generate(t, owner.jar, {
      method: 'upload',
      prompt: 'Our green tea tin, €9 for 100 g\n\nCreate engaging social media content for this image',
      platforms: ['instagram'],
      variations: ['normal'],
      aiImages: false,
      uploadedAssetIds: [image.id],
    });
    expect(run.posts[0]?.content).toContain('€9');
    expect(run.posts[0]?.content).not.toMatch(/engaging social media content/iu);
  }, 120_000);

  it('replaces a browser transcript under 10 characters with the generic description', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/generation/transcribe',
      cookies: owner.jar,
      payload: { assetId: clip.id, browserTranscript: 'hi' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ text: genericFootageDescription, confidence: 0.3 });
    expect(body.duration).toBeCloseTo(2, 0);
  });

  it('keeps a usable browser transcript', async () => {
    const transcript = 'Today I show you how we glaze our mugs in the studio';
    const response = await t.request({
      method: 'POST',
      url: '/api/generation/transcribe',
      cookies: owner.jar,
      payload: { assetId: clip.id, browserTranscript: transcript },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ text: transcript, enhancedText: transcript });
    expect(response.json().confidence).toBeGreaterThan(0.3);
  });

  it('answers 404 when the clip is unknown or not a video', async () => {
    const image = await uploadAsset(t, owner.jar, {
      data: await renderPng(),
      filename: 'still.png',
      contentType: 'image/png',
    });
    for (const assetId of [crypto.randomUUID(), image.id]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/generation/transcribe',
        cookies: owner.jar,
        payload: { assetId, browserTranscript: 'a long enough transcript' },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('makes video posts around the recorded clip', async () => {
    const run = await generate(t, owner.jar, {
      method: 'reels',
      prompt: 'Today I show you how we glaze our mugs in the studio',
      platforms: ['instagram', 'linkedin'],
      variations: ['viral'],
      recordedAssetId: clip.id,
      transcript: 'Today I show you how we glaze our mugs in the studio',
    });
    expect(run.status).toBe('completed');
    expect(run.summary?.mediaType).toBe('video');
    expect(run.posts.map((post) => post.title)).toEqual([
      'Reels Video Instagram Video - Viral',
      'Reels Video LinkedIn Video - Viral',
    ]);
    for (const post of run.posts) {
      expect(post).toMatchObject({
        generationMethod: 'reels',
        mediaType: 'video',
        isUploadedVideo: true,
        videoStatus: 'ready',
        videoUrl: clip.url,
        videoThumbnailUrl: clip.thumbnailUrl,
        imageStatus: 'none',
      });
    }
    const video = await t.request({ method: 'GET', url: clip.url, cookies: owner.jar });
    expect(video.headers['content-type']).toBe('video/mp4');
  }, 120_000);

  it('refuses a reels run without a clip', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/generation/runs',
      cookies: owner.jar,
      payload: { method: 'reels', prompt: 'Clip', platforms: ['instagram'], variations: ['normal'] },
    });
    expect(response.statusCode).toBe(400);
  });
});
